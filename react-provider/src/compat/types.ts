/**
 * The provider's type names, over `@emoney/sdk/compat`.
 * @module
 */
import type { AuthFlowOptions, AuthFlowSIWEOptions, MoneriumClient } from '@emoney/sdk/compat';
import type { UseMutationOptions, UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';

export type {
  Address,
  Balances,
  IBAN,
  LinkAddress,
  MoveIbanPayload,
  NewOrder,
  Order,
  Profile,
  ResponseStatus,
  SubmitProfileDetailsPayload,
  Token,
} from '@emoney/sdk/compat';

/** The SDK client of the provider (`@emoney/sdk/compat`'s `MoneriumClient`). */
export type SdkInstance = {
  sdk?: MoneriumClient;
};

/** What `useAuth` answers. Errors of `authorize`, `siwe`, `disconnect`, `revokeAccess` land in `error`: they do not reject. */
export type UseAuthReturn = {
  /** Sends the browser to the hosted screens. */
  authorize: (params?: AuthFlowOptions) => Promise<void>;
  /** Sign in with Ethereum. */
  siwe: (params: AuthFlowSIWEOptions) => Promise<void>;
  isAuthorized: boolean;
  isLoading: boolean;
  error: unknown;
  disconnect: () => Promise<void>;
  revokeAccess: () => Promise<void>;
};

/** TanStack `useQuery` options without `queryKey` and `queryFn`. */
export type QueryOptions<TData = unknown> = Omit<UseQueryOptions<TData>, 'queryKey' | 'queryFn'>;

/** A `useQuery` result with `data` renamed to `TVarName` (exported for code that names it; the hooks answer `UseQueryResult`). */
export type QueryResult<TVarName extends string, TData = unknown> = Omit<UseQueryResult<TData>, 'data'> & {
  [P in TVarName]: UseQueryResult<TData>['data'];
};

/** TanStack `useMutation` options without `mutationKey` and `mutationFn`. */
export type MutationOptions<TData = unknown, TError = unknown, TVariables = unknown> = Omit<UseMutationOptions<TData, TError, TVariables>, 'mutationKey' | 'mutationFn'>;

/** A `useMutation` result whose `mutateAsync` is named `TFuncName` (`placeOrder`, `linkAddress`…). */
export type MutationResult<TFuncName extends string, TData, TError, TVariables, TContext = unknown> = Omit<
  UseMutationResult<TData, TError, TVariables, TContext>,
  'mutateAsync'
> & {
  [P in TFuncName]: UseMutationResult<TData, TError, TVariables, TContext>['mutateAsync'];
};
