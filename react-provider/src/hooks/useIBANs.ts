import type { IbanFilter } from '@emoney/sdk';
import { useEmoneyQuery } from '../internal.js';
import { ibansQueryOptions } from '../queries.js';
import type { IBAN, QueryOptions, QueryResult } from '../types.js';

/**
 * The IBANs, optionally of one profile or chain.
 * @param filter Which items to list, as the SDK's list method of the same items takes it (all the user may read when left out).
 * @example
 * ```tsx
 * const { data: ibans = [] } = useIBANs();
 * return <ul>{ibans.map((i) => <li key={i.iban}>{i.iban}</li>)}</ul>;
 * ```
 * @group Hooks
 */
export function useIBANs(filter?: IbanFilter, options?: QueryOptions<IBAN[]>): QueryResult<IBAN[]> {
  return useEmoneyQuery('useIBANs', (sdk) => ibansQueryOptions(sdk, filter), true, options);
}
