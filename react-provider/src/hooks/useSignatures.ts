import type { PendingSignatureFilter, PendingSignatureList } from '@emoney/sdk';
import { useEmoneyQuery } from '../internal.js';
import { signaturesQueryOptions } from '../queries.js';
import type { QueryOptions, QueryResult } from '../types.js';

/**
 * The caller's pending signatures: address links and orders signed by a multi-signature wallet
 * (`0x`, answered `202`) that still wait for their onchain confirmation, with their `total`.
 * Linking an address or placing an order refreshes it.
 * @param filter Which items to list, as the SDK's list method of the same items takes it (all the user may read when left out).
 * @example
 * ```tsx
 * const { data } = useSignatures({ kind: 'order' });
 * return <p>{data?.total ?? 0} orders wait for your wallet's confirmation</p>;
 * ```
 * @group Hooks
 */
export function useSignatures(filter?: PendingSignatureFilter, options?: QueryOptions<PendingSignatureList>): QueryResult<PendingSignatureList> {
  return useEmoneyQuery('useSignatures', (sdk) => signaturesQueryOptions(sdk, filter), true, options);
}
