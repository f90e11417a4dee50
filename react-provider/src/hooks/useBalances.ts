import type { Chain, Currency } from '@emoney/sdk';
import { useEmoneyQuery } from '../internal.js';
import { balancesQueryOptions } from '../queries.js';
import type { Balances, QueryOptions, QueryResult } from '../types.js';

/**
 * The token balances of an address on a chain, in one or several currencies (default `eur`);
 * waits while `address` or `chain` is undefined. Placing an order from the address refreshes it.
 * @param address The blockchain address (0x…); the query waits while it is `undefined`.
 * @param chain The chain to read the balances on; the query waits while it is `undefined`.
 * @param currency One currency or several (default `eur`).
 * @example
 * ```tsx
 * const { data } = useBalances(address, 'sepolia');
 * return <p>{data?.balances[0]?.amount} EURe</p>;
 * ```
 * @group Hooks
 */
export function useBalances(
  address: string | undefined,
  chain: Chain | undefined,
  currency?: Currency | Currency[],
  options?: QueryOptions<Balances>,
): QueryResult<Balances> {
  return useEmoneyQuery('useBalances', (sdk) => balancesQueryOptions(sdk, address ?? '', chain ?? 'ethereum', currency), !!address && !!chain, options);
}
