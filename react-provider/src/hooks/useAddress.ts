import { useEmoneyQuery } from '../internal.js';
import { addressQueryOptions } from '../queries.js';
import type { Address, QueryOptions, QueryResult } from '../types.js';

/**
 * One linked address with its chains; waits while `address` is undefined.
 * @param address The blockchain address (0x…); the query waits while it is `undefined`.
 * @example
 * ```tsx
 * const { data } = useAddress(wallet.address);
 * return <p>Linked on {data?.chains.join(', ')}</p>;
 * ```
 * @group Hooks
 */
export function useAddress(address: string | undefined, options?: QueryOptions<Address>): QueryResult<Address> {
  return useEmoneyQuery('useAddress', (sdk) => addressQueryOptions(sdk, address ?? ''), !!address, options);
}
