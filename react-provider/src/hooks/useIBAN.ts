import { useEmoneyQuery } from '../internal.js';
import { ibanQueryOptions } from '../queries.js';
import type { IBAN, QueryOptions, QueryResult } from '../types.js';

/**
 * One IBAN (spaces and case are ignored); waits while `iban` is undefined.
 * @param iban The IBAN; the query waits while it is `undefined`.
 * @example
 * ```tsx
 * const { data } = useIBAN('IS14 0159 2600 7654 5510 7303 39');
 * return <p>Mints on {data?.chain}</p>;
 * ```
 * @group Hooks
 */
export function useIBAN(iban: string | undefined, options?: QueryOptions<IBAN>): QueryResult<IBAN> {
  return useEmoneyQuery('useIBAN', (sdk) => ibanQueryOptions(sdk, iban ?? ''), !!iban, options);
}
