/**
 * Every hook of the provider, with its argument and return shapes, over `@emoney/sdk/compat`.
 * Queries cache in the partner's `QueryClient` and wait for authorization; mutations answer the
 * verb (`placeOrder`, `linkAddress`…), which is TanStack's `mutateAsync`.
 * @module
 */
import { useEffect, useRef } from 'react';
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type {
  Address,
  AddressesResponse,
  AuthContext,
  Balances,
  Chain,
  ChainId,
  Currency,
  IBAN,
  IBANsResponse,
  LinkAddress,
  LinkedAddress,
  MoneriumClient,
  MoveIbanPayload,
  NewOrder,
  Order,
  OrderState,
  OrdersResponse,
  Profile,
  ProfilesResponse,
  RequestIbanPayload,
  ResponseStatus,
  SignaturesQueryParams,
  SignaturesResponse,
  SubmitProfileDetailsPayload,
  Token,
} from '@emoney/sdk/compat';
import { useMonerium } from './MoneriumProvider.js';
import { keys, prefix } from './keys.js';
import type { MutationOptions, MutationResult, QueryOptions, UseAuthReturn } from './types.js';

/** A query that waits for authorization and for `ready`; the caller's `enabled` is combined with that. */
function useCompatQuery<T>(hook: string, queryKey: QueryKey, queryFn: (sdk: MoneriumClient) => Promise<T>, ready: boolean, query?: QueryOptions<T>): UseQueryResult<T, Error> {
  const { sdk, isAuthorized } = useMonerium(hook);
  const enabled = query?.enabled ?? true;
  return useQuery<T, Error, T, QueryKey>({
    ...(query as object),
    queryKey,
    queryFn: () => queryFn(sdk),
    // A function `enabled` only where the caller gave one (TanStack Query 5.0 takes booleans only).
    enabled: (typeof enabled === 'function' ? (q: never) => isAuthorized && ready && (enabled as (q: never) => boolean)(q) : isAuthorized && ready && enabled) as never,
  });
}

/** A mutation of `hook`, whose `mutateAsync` is answered as `name`; `invalidate` runs before the caller's `onSuccess`. */
function useCompatMutation<N extends string, T, V>(
  hook: string,
  name: N,
  run: (sdk: MoneriumClient, variables: V) => Promise<T>,
  invalidate: (queryClient: QueryClient, data: T, variables: V) => Promise<unknown>,
  mutation?: MutationOptions<T, Error, V>,
): MutationResult<N, T, Error, V> {
  const { sdk } = useMonerium(hook);
  const queryClient = useQueryClient();
  const result: UseMutationResult<T, Error, V> = useMutation<T, Error, V>({
    ...mutation,
    mutationKey: (keys as unknown as Record<string, QueryKey>)[name],
    mutationFn: (variables: V) => run(sdk, variables),
    onSuccess: async (...args: Parameters<NonNullable<NonNullable<typeof mutation>['onSuccess']>>) => {
      await invalidate(queryClient, args[0], args[1]);
      return mutation?.onSuccess?.(...args);
    },
  });
  const { mutateAsync, ...rest } = result;
  return { ...rest, [name]: mutateAsync } as MutationResult<N, T, Error, V>;
}

const chainName = (chain: Chain | ChainId | undefined): string | undefined => (chain === undefined ? undefined : String(chain));

/**
 * The session: `authorize`, `siwe`, `disconnect`, `revokeAccess` and the state. Their errors land
 * in `error` (they do not reject).
 * @group Hooks
 */
export function useAuth(): UseAuthReturn {
  const { authorize, siwe, isAuthorized, isLoading, error, disconnect, revokeAccess } = useMonerium('useAuth');
  return { authorize, siwe, isAuthorized, isLoading, error, disconnect, revokeAccess };
}

/** @group Hooks */
export function useAuthContext({ query }: { query?: QueryOptions<AuthContext> } = {}): UseQueryResult<AuthContext, Error> {
  return useCompatQuery('useAuthContext', keys.getAuthContext, (sdk) => sdk.getAuthContext(), true, query);
}

/**
 * One profile; without `profile`, the user's default profile.
 * @group Hooks
 */
export function useProfile({ profile, query }: { profile?: string; query?: QueryOptions<Profile> } = {}): UseQueryResult<Profile, Error> {
  const context = useCompatQuery('useProfile', keys.getAuthContext, (sdk) => sdk.getAuthContext(), profile === undefined);
  const id = profile ?? context.data?.defaultProfile;
  return useCompatQuery('useProfile', keys.getProfile(id ?? ''), (sdk) => sdk.getProfile(id!), id !== undefined, query);
}

/** @group Hooks */
export function useProfiles({ query }: { query?: QueryOptions<ProfilesResponse> } = {}): UseQueryResult<ProfilesResponse, Error> {
  return useCompatQuery('useProfiles', keys.getProfiles, (sdk) => sdk.getProfiles(), true, query);
}

/** @group Hooks */
export function useTokens({ query }: { query?: QueryOptions<Token[]> } = {}): UseQueryResult<Token[], Error> {
  return useCompatQuery('useTokens', keys.getTokens, (sdk) => sdk.getTokens(), true, query);
}

/** @group Hooks */
export function useAddress({ address, query }: { address: string; query?: QueryOptions<Address> }): UseQueryResult<Address, Error> {
  return useCompatQuery('useAddress', keys.getAddress(address ?? ''), (sdk) => sdk.getAddress(address), Boolean(address), query);
}

/** @group Hooks */
export function useAddresses({ profile, chain, query }: { profile?: string; chain?: Chain | ChainId; query?: QueryOptions<AddressesResponse> } = {}): UseQueryResult<AddressesResponse, Error> {
  return useCompatQuery('useAddresses', keys.getAddresses({ profile, chain: chainName(chain) }), (sdk) => sdk.getAddresses({ profile, chain }), true, query);
}

/** @group Hooks */
export function useBalances({
  address,
  chain,
  currencies,
  query,
}: {
  address: string;
  chain: Chain | ChainId;
  currencies?: Currency | Currency[];
  query?: QueryOptions<Balances>;
}): UseQueryResult<Balances, Error> {
  return useCompatQuery('useBalances', keys.getBalances(address ?? '', chain, currencies), (sdk) => sdk.getBalances(address, chain, currencies), Boolean(address && chain), query);
}

/** @group Hooks */
export function useIBAN({ iban, query }: { iban: string; query?: QueryOptions<IBAN> }): UseQueryResult<IBAN, Error> {
  return useCompatQuery('useIBAN', keys.getIban(iban ?? ''), (sdk) => sdk.getIban(iban), Boolean(iban), query);
}

/** @group Hooks */
export function useIBANs({ profile, chain, query }: { profile?: string; chain?: Chain | ChainId; query?: QueryOptions<IBANsResponse> } = {}): UseQueryResult<IBANsResponse, Error> {
  return useCompatQuery('useIBANs', keys.getIbans({ profile, chain: chainName(chain) }), (sdk) => sdk.getIbans({ profile, chain }), true, query);
}

/** @group Hooks */
export function useOrder({ orderId, query }: { orderId: string; query?: QueryOptions<Order> }): UseQueryResult<Order, Error> {
  return useCompatQuery('useOrder', keys.getOrder(orderId ?? ''), (sdk) => sdk.getOrder(orderId), Boolean(orderId), query);
}

/** @group Hooks */
export function useOrders({
  query,
  ...filters
}: { query?: QueryOptions<OrdersResponse>; address?: string; txHash?: string; profile?: string; memo?: string; state?: OrderState } = {}): UseQueryResult<OrdersResponse, Error> {
  return useCompatQuery('useOrders', keys.getOrders(filters), (sdk) => sdk.getOrders(filters), true, query);
}

/**
 * Pending signatures; `query` is the filter and `options` the TanStack options here.
 * @group Hooks
 */
export function useSignatures({ query, options }: { query?: SignaturesQueryParams; options?: QueryOptions<SignaturesResponse> } = {}): UseQueryResult<SignaturesResponse, Error> {
  return useCompatQuery('useSignatures', keys.getSignatures(query), (sdk) => sdk.getSignatures(query), true, options);
}

/** @group Hooks */
export function useSubmitProfileDetails({
  profile,
  mutation,
}: {
  profile: string;
  mutation?: MutationOptions<ResponseStatus, Error, SubmitProfileDetailsPayload>;
}): MutationResult<'submitProfileDetails', ResponseStatus, Error, SubmitProfileDetailsPayload> {
  return useCompatMutation(
    'useSubmitProfileDetails',
    'submitProfileDetails',
    (sdk, body: SubmitProfileDetailsPayload) => sdk.submitProfileDetails(profile, body),
    (queryClient) => Promise.all([queryClient.invalidateQueries({ queryKey: keys.getProfile(profile) }), queryClient.invalidateQueries({ queryKey: keys.getProfiles })]),
    mutation,
  );
}

/** @group Hooks */
export function useRequestIban({ mutation }: { mutation?: MutationOptions<ResponseStatus, Error, RequestIbanPayload> } = {}): MutationResult<
  'requestIban',
  ResponseStatus,
  Error,
  RequestIbanPayload
> {
  return useCompatMutation('useRequestIban', 'requestIban', (sdk, body: RequestIbanPayload) => sdk.requestIban(body), (queryClient) => queryClient.invalidateQueries({ queryKey: prefix('ibans') }), mutation);
}

/** @group Hooks */
export function useMoveIban({ mutation }: { mutation?: MutationOptions<ResponseStatus, Error, MoveIbanPayload & { iban: string }> } = {}): MutationResult<
  'moveIban',
  ResponseStatus,
  Error,
  MoveIbanPayload & { iban: string }
> {
  return useCompatMutation(
    'useMoveIban',
    'moveIban',
    (sdk, { iban, ...body }: MoveIbanPayload & { iban: string }) => sdk.moveIban(iban, body),
    (queryClient, _data, { iban }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: keys.getIban(iban) }), queryClient.invalidateQueries({ queryKey: prefix('ibans') })]),
    mutation,
  );
}

/**
 * Places an order; a `supportingDocument` is uploaded first. On success the order lists and
 * balances are refreshed.
 * @group Hooks
 */
export function usePlaceOrder({ supportingDocument, mutation }: { supportingDocument?: File; mutation?: MutationOptions<Order | ResponseStatus, Error, NewOrder> } = {}): MutationResult<
  'placeOrder',
  Order | ResponseStatus,
  Error,
  NewOrder
> {
  return useCompatMutation(
    'usePlaceOrder',
    'placeOrder',
    async (sdk, order: NewOrder) => {
      const supportingDocumentId = supportingDocument ? (await sdk.uploadSupportingDocument(supportingDocument)).id : order.supportingDocumentId;
      return sdk.placeOrder({ ...order, supportingDocumentId });
    },
    (queryClient, answer) => {
      if ('id' in answer) queryClient.setQueryData(keys.getOrder(answer.id), answer);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: prefix('orders') }),
        queryClient.invalidateQueries({ queryKey: prefix('balances') }),
        queryClient.invalidateQueries({ queryKey: prefix('signatures') }),
      ]);
    },
    mutation,
  );
}

/** @group Hooks */
export function useLinkAddress({ mutation }: { mutation?: MutationOptions<LinkedAddress, Error, LinkAddress> } = {}): MutationResult<'linkAddress', LinkedAddress, Error, LinkAddress> {
  return useCompatMutation(
    'useLinkAddress',
    'linkAddress',
    (sdk, body: LinkAddress) => sdk.linkAddress(body),
    (queryClient) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: prefix('addresses') }), queryClient.invalidateQueries({ queryKey: prefix('signatures') })]),
    mutation,
  );
}

/**
 * Opens the order notification socket while mounted and authorized; each order replaces its
 * cached copy and refreshes the order lists. Answers a function that unsubscribes.
 * @group Hooks
 */
export const useSubscribeOrderNotification = ({
  state,
  profile,
  onMessage,
  onError,
}: {
  state?: OrderState;
  profile?: string;
  onMessage: (order: Order) => void;
  onError?: ((err: Event) => void) | undefined;
}): (() => void | undefined) => {
  const { sdk, isAuthorized } = useMonerium('useSubscribeOrderNotification');
  const queryClient = useQueryClient();
  const callbacks = useRef({ onMessage, onError });
  callbacks.current = { onMessage, onError };
  useEffect(() => {
    if (!isAuthorized) return;
    sdk.subscribeOrderNotifications({
      filter: { state, profile },
      onMessage: (order) => {
        // The notification is newer than a fetch of the order already under way: cancel that fetch
        // (it would land later with the older state) before caching the order.
        const key = keys.getOrder(order.id);
        void queryClient.cancelQueries({ queryKey: key, exact: true }).then(() => queryClient.setQueryData(key, order));
        void queryClient.invalidateQueries({ queryKey: prefix('orders') });
        if (order.state === 'processed') void queryClient.invalidateQueries({ queryKey: prefix('balances') });
        callbacks.current.onMessage(order);
      },
      onError: (err) => callbacks.current.onError?.(err),
    });
    return () => sdk.unsubscribeOrderNotifications({ state, profile });
  }, [sdk, queryClient, isAuthorized, state, profile]);
  return () => sdk.unsubscribeOrderNotifications({ state, profile });
};
