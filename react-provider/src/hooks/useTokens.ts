import { useEmoneyQuery } from '../internal.js';
import { tokensQueryOptions } from '../queries.js';
import type { QueryOptions, QueryResult, Token } from '../types.js';

/**
 * Every token the provider issues on every chain of the deployment.
 * @example
 * ```tsx
 * const { data: tokens = [] } = useTokens();
 * const eure = tokens.find((t) => t.symbol === 'EURe' && t.chain === 'sepolia');
 * ```
 * @group Hooks
 */
export function useTokens(options?: QueryOptions<Token[]>): QueryResult<Token[]> {
  return useEmoneyQuery('useTokens', (sdk) => tokensQueryOptions(sdk), true, options);
}
