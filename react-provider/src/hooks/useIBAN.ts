import { POLL_IBAN_MS, pollWhilePending, useEmoneyQuery } from '../internal.js';
import { ibanQueryOptions } from '../queries.js';
import type { IBAN, QueryOptions, QueryResult } from '../types.js';

/**
 * One IBAN (spaces and case are ignored); waits while `iban` is undefined. While the IBAN is
 * being issued (`pending`) it refetches every 5 seconds, and stops once it is settled: IBAN
 * changes do not arrive over the order WebSocket. Pass `refetchInterval` to choose otherwise.
 * @param iban The IBAN; the query waits while it is `undefined`.
 * @example
 * ```tsx
 * const { data } = useIBAN('IS14 0159 2600 7654 5510 7303 39');
 * return <p>Mints on {data?.chain}</p>;
 * ```
 * @group Hooks
 */
export function useIBAN(iban: string | undefined, options?: QueryOptions<IBAN>): QueryResult<IBAN> {
  const refetchInterval = pollWhilePending<IBAN>((one) => one.state === 'pending', POLL_IBAN_MS);
  return useEmoneyQuery('useIBAN', (sdk) => ibanQueryOptions(sdk, iban ?? ''), !!iban, { refetchInterval, ...options });
}
