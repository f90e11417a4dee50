/**
 * `queryOptions` builders: the key and function of every query, for prefetching and for
 * `useQuery`/`useSuspenseQuery` of your own.
 * @module
 */
import type { Chain, Currency, IbanFilter, OrderFilter, PendingSignatureFilter, ProfileFilter, SwapQuoteRequest } from '@emoney/sdk';
import { queryOptions } from '@tanstack/react-query';
import { keys } from './keys.js';
import type { SdkInstance } from './types.js';

/**
 * The authentication context: who the token speaks for, the default profile, the profiles.
 * @example
 * ```ts
 * await queryClient.prefetchQuery(authContextQueryOptions(sdk));
 * ```
 * @group Keys
 */
export const authContextQueryOptions = (sdk: SdkInstance) => queryOptions({ queryKey: keys.authContext(), queryFn: () => sdk.getAuthContext() });

/**
 * One profile.
 * @example
 * ```ts
 * await queryClient.prefetchQuery(profileQueryOptions(sdk, profileId));
 * ```
 * @group Keys
 */
export const profileQueryOptions = (sdk: SdkInstance, profile: string) =>
  queryOptions({ queryKey: keys.profiles.detail(profile), queryFn: () => sdk.getProfile(profile) });

/**
 * The profiles the user may reach.
 * @example
 * ```ts
 * const profiles = await queryClient.fetchQuery(profilesQueryOptions(sdk, { state: 'approved' }));
 * ```
 * @group Keys
 */
export const profilesQueryOptions = (sdk: SdkInstance, filter: ProfileFilter = {}) =>
  queryOptions({ queryKey: keys.profiles.list(filter), queryFn: () => sdk.listProfiles(filter) });

/**
 * One linked address.
 * @example
 * ```ts
 * await queryClient.prefetchQuery(addressQueryOptions(sdk, address));
 * ```
 * @group Keys
 */
export const addressQueryOptions = (sdk: SdkInstance, address: string) =>
  queryOptions({ queryKey: keys.addresses.detail(address), queryFn: () => sdk.getAddress(address) });

/**
 * The linked addresses, optionally of one profile or chain.
 * @example
 * ```ts
 * await queryClient.prefetchQuery(addressesQueryOptions(sdk, { chain: 'sepolia' }));
 * ```
 * @group Keys
 */
export const addressesQueryOptions = (sdk: SdkInstance, filter: {
    /** Only the addresses linked to this profile (its id). */
    profile?: string;
    /** Only the addresses linked on this chain. */
    chain?: Chain;
  } = {}) =>
  queryOptions({ queryKey: keys.addresses.list(filter), queryFn: () => sdk.listAddresses(filter) });

/**
 * The balances of an address on a chain (default in `eur`).
 * @example
 * ```ts
 * await queryClient.prefetchQuery(balancesQueryOptions(sdk, address, 'sepolia', ['eur', 'usd']));
 * ```
 * @group Keys
 */
export const balancesQueryOptions = (sdk: SdkInstance, address: string, chain: Chain, currency?: Currency | Currency[]) =>
  queryOptions({ queryKey: keys.balances.detail(address, chain, currency), queryFn: () => sdk.getBalances(address, chain, currency) });

/**
 * One IBAN.
 * @example
 * ```ts
 * await queryClient.prefetchQuery(ibanQueryOptions(sdk, 'IS14 0159 2600 7654 5510 7303 39'));
 * ```
 * @group Keys
 */
export const ibanQueryOptions = (sdk: SdkInstance, iban: string) => queryOptions({ queryKey: keys.ibans.detail(iban), queryFn: () => sdk.getIban(iban) });

/**
 * The IBANs, optionally of one profile or chain.
 * @example
 * ```ts
 * await queryClient.prefetchQuery(ibansQueryOptions(sdk));
 * ```
 * @group Keys
 */
export const ibansQueryOptions = (sdk: SdkInstance, filter: IbanFilter = {}) =>
  queryOptions({ queryKey: keys.ibans.list(filter), queryFn: () => sdk.listIbans(filter) });

/**
 * One order.
 * @example
 * ```ts
 * await queryClient.prefetchQuery(orderQueryOptions(sdk, orderId));
 * ```
 * @group Keys
 */
export const orderQueryOptions = (sdk: SdkInstance, orderId: string) =>
  queryOptions({ queryKey: keys.orders.detail(orderId), queryFn: () => sdk.getOrder(orderId) });

/**
 * The orders, most recent first, filtered by address, txHash, profile, memo or state.
 * @example
 * ```ts
 * await queryClient.prefetchQuery(ordersQueryOptions(sdk, { address, state: 'processed' }));
 * ```
 * @group Keys
 */
export const ordersQueryOptions = (sdk: SdkInstance, filter: OrderFilter = {}) =>
  queryOptions({ queryKey: keys.orders.list(filter), queryFn: () => sdk.listOrders(filter) });

/**
 * Every token on every chain of the deployment.
 * @example
 * ```ts
 * await queryClient.prefetchQuery(tokensQueryOptions(sdk));
 * ```
 * @group Keys
 */
export const tokensQueryOptions = (sdk: SdkInstance) => queryOptions({ queryKey: keys.tokens.list(), queryFn: () => sdk.listTokens() });

/**
 * The caller's signatures still awaiting an onchain (multi-signature) confirmation.
 * @example
 * ```ts
 * await queryClient.prefetchQuery(signaturesQueryOptions(sdk, { kind: 'order' }));
 * ```
 * @group Keys
 */
export const signaturesQueryOptions = (sdk: SdkInstance, filter: PendingSignatureFilter = {}) =>
  queryOptions({ queryKey: keys.signatures.list(filter), queryFn: () => sdk.listPendingSignatures(filter) });

/**
 * Every country with its risk tiers; the list changes only with a release, so it stays fresh.
 * @example
 * ```ts
 * await queryClient.prefetchQuery(countriesQueryOptions(sdk));
 * ```
 * @group Keys
 */
export const countriesQueryOptions = (sdk: SdkInstance) =>
  queryOptions({ queryKey: keys.countries.list(), queryFn: () => sdk.listCountries(), staleTime: Infinity });

/**
 * A swap quote and its token. Never served stale: a quote is asked for again when it expires
 * (and whenever the query refetches), since only an unexpired token can be accepted.
 * @example
 * ```ts
 * const { quote, quoteToken } = await queryClient.fetchQuery(swapQuoteQueryOptions(sdk, { chain: 'arbitrumsepolia', sellToken: 'USDC', buyToken: 'EURe', walletAddress, sellAmount: '10' }));
 * ```
 * @group Keys
 */
export const swapQuoteQueryOptions = (sdk: SdkInstance, request: SwapQuoteRequest) =>
  queryOptions({
    queryKey: keys.swapQuotes.list(request),
    queryFn: () => sdk.getSwapQuote(request),
    staleTime: 0,
    refetchInterval: (query) => {
      const expiry = query.state.data?.quote.expiry;
      return expiry === undefined ? false : Math.max(1_000, expiry * 1000 - Date.now());
    },
  });
