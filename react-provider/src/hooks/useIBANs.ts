import type { IbanFilter } from '@emoney/sdk';
import { POLL_IBAN_MS, pollWhilePending, useEmoneyQuery } from '../internal.js';
import { ibansQueryOptions } from '../queries.js';
import type { IBAN, QueryOptions, QueryResult } from '../types.js';

/**
 * The IBANs, optionally of one profile or chain. While one of them is being issued (`pending`)
 * it refetches every 5 seconds, and stops once every IBAN is settled (`approved`, `rejected`,
 * `closed`): IBAN changes do not arrive over the order WebSocket. Pass `refetchInterval` to
 * choose otherwise (`false`: never).
 * @param filter Which items to list, as the SDK's list method of the same items takes it (all the user may read when left out).
 * @example
 * ```tsx
 * const { data: ibans = [] } = useIBANs();
 * return <ul>{ibans.map((i) => <li key={i.iban}>{i.iban}</li>)}</ul>;
 * ```
 * @group Hooks
 */
export function useIBANs(filter?: IbanFilter, options?: QueryOptions<IBAN[]>): QueryResult<IBAN[]> {
  const refetchInterval = pollWhilePending<IBAN[]>((ibans) => ibans.some((i) => i.state === 'pending'), POLL_IBAN_MS);
  return useEmoneyQuery('useIBANs', (sdk) => ibansQueryOptions(sdk, filter), true, { refetchInterval, ...options });
}
