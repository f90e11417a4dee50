import type { AuthContext } from '@emoney/sdk';
import { useEmoneyQuery } from '../internal.js';
import { authContextQueryOptions } from '../queries.js';
import type { QueryOptions, QueryResult } from '../types.js';

/**
 * Who the access token speaks for: the user, the default profile and every profile with its
 * permissions (`GET /auth/context`).
 * @example
 * ```tsx
 * const { data: context } = useAuthContext();
 * return <p>Signed in as {context?.email}</p>;
 * ```
 * @group Hooks
 */
export function useAuthContext(options?: QueryOptions<AuthContext>): QueryResult<AuthContext> {
  return useEmoneyQuery('useAuthContext', (sdk) => authContextQueryOptions(sdk), true, options);
}
