import type { Chain } from '@emoney/sdk';
import { useEmoneyQuery } from '../internal.js';
import { addressesQueryOptions } from '../queries.js';
import type { Address, QueryOptions, QueryResult } from '../types.js';

/**
 * The linked addresses, optionally of one profile or chain.
 * @param filter Which items to list, as the SDK's list method of the same items takes it (all the user may read when left out).
 * @example
 * ```tsx
 * const { data: addresses = [] } = useAddresses({ chain: 'sepolia' });
 * ```
 * @group Hooks
 */
export function useAddresses(filter?: {
    /** Only the addresses linked to this profile (its id). */
    profile?: string;
    /** Only the addresses linked on this chain. */
    chain?: Chain;
  }, options?: QueryOptions<Address[]>): QueryResult<Address[]> {
  return useEmoneyQuery('useAddresses', (sdk) => addressesQueryOptions(sdk, filter), true, options);
}
