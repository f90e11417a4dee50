/**
 * The types of the provider's public API. Entities come from the SDK (and so from the API
 * contract), never written again here.
 * @module
 */
import type {
  Address as SdkAddress,
  AuthorizeOptions,
  Balances as SdkBalances,
  EmoneyClient,
  EmoneyError,
  IBAN as SdkIBAN,
  LinkAddress as SdkLinkAddress,
  MoveIbanPayload as SdkMoveIbanPayload,
  NewOrder as SdkNewOrder,
  Order as SdkOrder,
  Profile as SdkProfile,
  ResponseStatus as SdkResponseStatus,
  SiweOptions,
  SubmitProfileDetailsPayload as SdkSubmitProfileDetailsPayload,
  CreateProfilePayload as SdkCreateProfilePayload,
  PatchProfileDetailsPayload as SdkPatchProfileDetailsPayload,
  PatchProfileFormPayload as SdkPatchProfileFormPayload,
  ProfileVerifications as SdkProfileVerifications,
  ShareProfilePayload as SdkShareProfilePayload,
  Token as SdkToken,
} from '@emoney/sdk';
import type { QueryKey, UseMutationOptions, UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';

/* eslint-disable @typescript-eslint/no-empty-object-type -- named interfaces over the SDK's entities, for the reference */

/**
 * A linked address with every chain it is linked on.
 * @example
 * ```ts
 * const { data: address } = useAddress('0xf39F…2266'); // address?.chains: ['sepolia']
 * ```
 * @group Types
 */
export interface Address extends SdkAddress {}
/**
 * The token balances of an address on one chain.
 * @example
 * ```ts
 * const { data } = useBalances(address, 'sepolia'); // data?.balances: [{ currency: 'eur', amount: '200.00' }]
 * ```
 * @group Types
 */
export interface Balances extends SdkBalances {}
/**
 * A profile's personal IBAN and the address and chain it mints on.
 * @example
 * ```ts
 * const { data: ibans } = useIBANs(); // ibans?.[0].iban
 * ```
 * @group Types
 */
export interface IBAN extends SdkIBAN {}
/**
 * An order: issue (a payment in) or redeem (a payout), with its state.
 * @example
 * ```ts
 * const { data: order } = useOrder(orderId); // order?.state: 'placed' | 'pending' | 'processed' | 'rejected'
 * ```
 * @group Types
 */
export interface Order extends SdkOrder {}
/**
 * A customer profile.
 * @example
 * ```ts
 * const { data: profile } = useProfile(); // profile?.state
 * ```
 * @group Types
 */
export interface Profile extends SdkProfile {}
/**
 * One token on one chain.
 * @example
 * ```ts
 * const { data: tokens } = useTokens(); // tokens?.find((t) => t.symbol === 'EURe')
 * ```
 * @group Types
 */
export interface Token extends SdkToken {}
/**
 * The variables of {@link useLinkAddress}: the address, its profile and chain, and the wallet's
 * signature of the SDK's `LINK_MESSAGE` (`message` may be left out).
 * @example
 * ```ts
 * link.mutate({ profile, address, chain: 'sepolia', signature: await wallet.signMessage(LINK_MESSAGE) });
 * ```
 * @group Types
 */
export interface LinkAddress extends Omit<SdkLinkAddress, 'message'> {
  /** The signed message; default the SDK's `LINK_MESSAGE`. */
  message?: SdkLinkAddress['message'];
}
/**
 * The variables of {@link useMoveIban}: the IBAN, and the address and chain it should mint on.
 * @example
 * ```ts
 * move.mutate({ iban: 'IS14 0159 2600 7654 5510 7303 39', address, chain: 'sepolia' });
 * ```
 * @group Types
 */
export interface MoveIbanPayload extends SdkMoveIbanPayload {
  /** The IBAN to move (spaces and case are ignored). */
  iban: string;
}

/**
 * A redeem order to place with {@link usePlaceOrder}. For an order of 15,000 EUR or more, give
 * the supporting document as `supportingDocument` (a `File` or a `Blob`): it is uploaded first
 * and the order sent with its `supportingDocumentId`.
 * @example
 * ```ts
 * const order: NewOrder = { address, chain: 'sepolia', currency: 'eur', amount: '20000.00', counterpart, message, signature, supportingDocument: file };
 * ```
 * @group Types
 */
export type NewOrder = Omit<SdkNewOrder, 'kind'> & {
  /** Only `redeem` orders are placed; may be left out. */
  kind?: 'redeem';
  /** A supporting document to upload before placing the order (large orders). */
  supportingDocument?: Blob;
};

/**
 * The variables of {@link useSubmitProfileDetails}: the profile and its `{ personal }` or
 * `{ corporate }` details.
 * @example
 * ```ts
 * submit.mutate({ profile, personal: { firstName: 'Jane', lastName: 'Doe', … } });
 * ```
 * @group Types
 */
export type SubmitProfileDetailsPayload = SdkSubmitProfileDetailsPayload & {
  /** The profile whose details these are. */
  profile: string;
};

/**
 * The variables of {@link useCreateProfile}: the kind of the new profile and, optionally, its id.
 * @example
 * ```ts
 * create.mutate({ kind: 'personal' });
 * ```
 * @group Types
 */
export type CreateProfilePayload = SdkCreateProfilePayload;

/**
 * The variables of {@link usePatchProfileDetails}: the profile and the `{ personal }` or
 * `{ corporate }` fields to change.
 * @example
 * ```ts
 * patch.mutate({ profile, personal: { phone: '+3548888888' } });
 * ```
 * @group Types
 */
export type PatchProfileDetailsPayload = SdkPatchProfileDetailsPayload & {
  /** The profile whose details change. */
  profile: string;
};

/**
 * The variables of {@link usePatchProfileForm}: the profile and the answers to change.
 * @example
 * ```ts
 * patch.mutate({ profile, personal: { taxResidenceCountry: 'GB' } });
 * ```
 * @group Types
 */
export type PatchProfileFormPayload = SdkPatchProfileFormPayload & {
  /** The profile whose form changes. */
  profile: string;
};

/**
 * The variables of {@link usePatchProfileVerifications}: the profile and the verifications to add or replace.
 * @example
 * ```ts
 * patch.mutate({ profile, personal: [{ kind: 'sourceOfFunds', documents: [{ kind: 'sourceOfFunds', fileId }] }] });
 * ```
 * @group Types
 */
export type PatchProfileVerificationsPayload = SdkProfileVerifications & {
  /** The profile whose verifications change. */
  profile: string;
};

/**
 * The variables of {@link useShareProfile}: the profile, the KYC provider and the applicant's share token.
 * @example
 * ```ts
 * share.mutate({ profile, provider: 'sumsub', personal: { token } });
 * ```
 * @group Types
 */
export type ShareProfilePayload = SdkShareProfilePayload & {
  /** The profile to fill. */
  profile: string;
};

/**
 * An HTTP outcome without a body, such as {@link useRequestIban}'s `202` or `304`.
 * @example
 * ```ts
 * const { status } = await requestIban.mutateAsync({ address, chain: 'sepolia' }); // 202 or 304
 * ```
 * @group Types
 */
export type ResponseStatus = SdkResponseStatus;

/**
 * The SDK client the provider owns (`EmoneyClient` of `@emoney/sdk`), for calls no hook covers.
 * @example
 * ```ts
 * const { sdk } = useContext(EmoneyContext)!;
 * await sdk.raw.POST('/sandbox/payments', { body: { iban, amount: '100.00' } });
 * ```
 * @group Types
 */
export type SdkInstance = EmoneyClient;

/**
 * TanStack Query options a query hook accepts: everything but the key and the function, which
 * the hook owns. `enabled` is combined with "authorized".
 * @example
 * ```ts
 * useOrders({ state: 'processed' }, { refetchInterval: 10_000 });
 * ```
 * @group Types
 */
export type QueryOptions<TData> = Omit<UseQueryOptions<TData, EmoneyError, TData, QueryKey>, 'queryKey' | 'queryFn'>;

/**
 * What a query hook returns: TanStack's result with the SDK's typed errors.
 * @example
 * ```ts
 * const { data, error }: QueryResult<Order[]> = useOrders();
 * if (error instanceof ApiError) console.log(error.status);
 * ```
 * @group Types
 */
export type QueryResult<TData> = UseQueryResult<TData, EmoneyError>;

/**
 * TanStack Query options a mutation hook accepts: everything but the mutation function. Your
 * `onSuccess` runs after the hook's own cache invalidation.
 * @example
 * ```ts
 * usePlaceOrder({ onSuccess: (order) => navigate(`/orders/${order.id}`) });
 * ```
 * @group Types
 */
export type MutationOptions<TData, TVariables> = Omit<UseMutationOptions<TData, EmoneyError, TVariables>, 'mutationFn'>;

/**
 * What a mutation hook returns: TanStack's result with the SDK's typed errors.
 * @example
 * ```ts
 * const placeOrder: MutationResult<Order, NewOrder> = usePlaceOrder();
 * ```
 * @group Types
 */
export type MutationResult<TData, TVariables> = UseMutationResult<TData, EmoneyError, TVariables>;

/**
 * What {@link useAuth} returns.
 * @example
 * ```ts
 * const { isAuthorized, isLoading, authorize, revoke } = useAuth();
 * ```
 * @group Types
 */
export type UseAuthReturn = {
  /** Sends the browser to the hosted screens (authorization code flow with PKCE); resolves to the URL. */
  authorize: (options?: AuthorizeOptions) => Promise<string>;
  /** Signs in an existing customer with a Sign-In with Ethereum message and signature. */
  siwe: (options: SiweOptions) => Promise<void>;
  /** Forgets the session here (tokens stay valid on the server until they expire) and clears the cache. */
  disconnect: () => Promise<void>;
  /** Revokes the tokens on the server, then disconnects. */
  revoke: () => Promise<void>;
  /** Whether the provider holds an access. */
  isAuthorized: boolean;
  /** True while the provider resumes a session or exchanges a code. */
  isLoading: boolean;
  /** The last authorization error (declined, refused grant, state mismatch), or null. */
  error: EmoneyError | null;
};
