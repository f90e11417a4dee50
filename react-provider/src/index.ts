/**
 * `@emoney/react-provider`: {@link EmoneyProvider} and its hooks, on TanStack Query, over the
 * emoney SDK. Queries wait for authorization, mutations refresh exactly what they change, and
 * errors are the SDK's typed errors (`ApiError`, `AuthError`, `NetworkError`).
 *
 * @example
 * ```tsx
 * import { EmoneyProvider, useAuth, useOrders } from '@emoney/react-provider';
 *
 * function Orders() {
 *   const { isAuthorized, authorize } = useAuth();
 *   const { data: orders = [] } = useOrders();
 *   if (!isAuthorized) return <button onClick={() => authorize()}>Sign in</button>;
 *   return <ul>{orders.map((o) => <li key={o.id}>{o.amount} {o.state}</li>)}</ul>;
 * }
 *
 * export const App = () => (
 *   <EmoneyProvider clientId="…" redirectUri={`${location.origin}/callback`} environment="sandbox">
 *     <Orders />
 *   </EmoneyProvider>
 * );
 * ```
 * @packageDocumentation
 */
export { EmoneyProvider, type EmoneyProviderProps } from './EmoneyProvider.js';
export { EmoneyContext, type EmoneyContextValue } from './context.js';
export { keys } from './keys.js';
export {
  addressQueryOptions,
  addressesQueryOptions,
  authContextQueryOptions,
  balancesQueryOptions,
  ibanQueryOptions,
  ibansQueryOptions,
  orderQueryOptions,
  ordersQueryOptions,
  profileQueryOptions,
  profilesQueryOptions,
  signaturesQueryOptions,
  tokensQueryOptions,
} from './queries.js';
export { useAddress } from './hooks/useAddress.js';
export { useAddresses } from './hooks/useAddresses.js';
export { useAuth } from './hooks/useAuth.js';
export { useAuthContext } from './hooks/useAuthContext.js';
export { useCreateProfile } from './hooks/useCreateProfile.js';
export { useBalances } from './hooks/useBalances.js';
export { useIBAN } from './hooks/useIBAN.js';
export { useIBANs } from './hooks/useIBANs.js';
export { useLinkAddress } from './hooks/useLinkAddress.js';
export { useMoveIban } from './hooks/useMoveIban.js';
export { useOrder } from './hooks/useOrder.js';
export { useOrders } from './hooks/useOrders.js';
export { usePatchProfileDetails } from './hooks/usePatchProfileDetails.js';
export { usePatchProfileForm } from './hooks/usePatchProfileForm.js';
export { usePatchProfileVerifications } from './hooks/usePatchProfileVerifications.js';
export { usePlaceOrder } from './hooks/usePlaceOrder.js';
export { useProfile } from './hooks/useProfile.js';
export { useProfiles } from './hooks/useProfiles.js';
export { useRequestIban } from './hooks/useRequestIban.js';
export { useShareProfile } from './hooks/useShareProfile.js';
export { useSubmitProfileDetails } from './hooks/useSubmitProfileDetails.js';
export { useSubscribeOrderNotification } from './hooks/useSubscribeOrderNotification.js';
export { useSignatures } from './hooks/useSignatures.js';
export { useTokens } from './hooks/useTokens.js';
export { countriesQueryOptions, swapQuoteQueryOptions } from './queries.js';
export { useAcceptSwap } from './hooks/useAcceptSwap.js';
export { useCountries } from './hooks/useCountries.js';
export { useSwapQuote } from './hooks/useSwapQuote.js';
export type {
  Address,
  Balances,
  CreateProfilePayload,
  IBAN,
  LinkAddress,
  MoveIbanPayload,
  MutationOptions,
  MutationResult,
  NewOrder,
  Order,
  PatchProfileDetailsPayload,
  PatchProfileFormPayload,
  PatchProfileVerificationsPayload,
  Profile,
  QueryOptions,
  QueryResult,
  ResponseStatus,
  SdkInstance,
  ShareProfilePayload,
  SubmitProfileDetailsPayload,
  Token,
  UseAuthReturn,
} from './types.js';
