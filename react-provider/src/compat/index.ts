/**
 * `@emoney/react-provider/compat`: the provider's React API (`MoneriumProvider`,
 * `MoneriumContext`, every hook with its argument and return shapes, flat `keys`, the types) on
 * emoney, over `@emoney/sdk/compat`. Code written against the provider's React package 1.3 runs
 * with one changed import; the hooks cache in the app's own `QueryClient`. New code should use
 * `@emoney/react-provider` itself (see the migration guide).
 *
 * @example
 * ```tsx
 * import { MoneriumProvider, useAuth, useOrders } from '@emoney/react-provider/compat';
 * import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
 *
 * root.render(
 *   <QueryClientProvider client={new QueryClient()}>
 *     <MoneriumProvider clientId="…" redirectUri={location.origin} environment="sandbox">
 *       <App />
 *     </MoneriumProvider>
 *   </QueryClientProvider>,
 * );
 * ```
 * @packageDocumentation
 */
export { MoneriumContext, MoneriumProvider } from './MoneriumProvider.js';
export { keys } from './keys.js';
export {
  useAddress,
  useAddresses,
  useAuth,
  useAuthContext,
  useBalances,
  useIBAN,
  useIBANs,
  useLinkAddress,
  useMoveIban,
  useOrder,
  useOrders,
  usePlaceOrder,
  useProfile,
  useProfiles,
  useRequestIban,
  useSignatures,
  useSubmitProfileDetails,
  useSubscribeOrderNotification,
  useTokens,
} from './hooks.js';
export type {
  Address,
  Balances,
  IBAN,
  LinkAddress,
  MoveIbanPayload,
  MutationOptions,
  MutationResult,
  NewOrder,
  Order,
  Profile,
  QueryOptions,
  QueryResult,
  ResponseStatus,
  SdkInstance,
  SubmitProfileDetailsPayload,
  Token,
  UseAuthReturn,
} from './types.js';
