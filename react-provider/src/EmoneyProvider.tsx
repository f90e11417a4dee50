/**
 * The provider component.
 * @module
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthError, EmoneyClient, EmoneyError, type ClientOptions, type StorageLike } from '@emoney/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { EmoneyContext, type EmoneyContextValue } from './context.js';

/**
 * The props of {@link EmoneyProvider}.
 * @example
 * ```tsx
 * <EmoneyProvider clientId="…" redirectUri="https://app.partner.test/callback" environment="sandbox">
 * ```
 * @group Provider
 */
export interface EmoneyProviderProps {
  /** The app's authorization code (PKCE) client id. Browser only: there is no client secret. */
  clientId: string;
  /** Where the hosted screens send the user back with a code; registered for the app. */
  redirectUri: string;
  /** `sandbox` (the default) or `production`. Ignored when `baseUrl` is given. */
  environment?: 'sandbox' | 'production';
  /** A self-hosted deployment, such as `http://localhost:4000` from `make start`. */
  baseUrl?: string;
  /** Your TanStack query client; default one the provider owns. */
  queryClient?: QueryClient;
  /** Where tokens and the PKCE verifier live; default `sessionStorage` (kept out of `localStorage`: see the SDK's `storage` option). */
  storage?: StorageLike;
  /** Log the SDK's requests and token refreshes (never tokens). */
  debug?: boolean;
  /** Further SDK options (`fetch`, `WebSocket`, `storageKey`…); the props above win. */
  clientOptions?: Omit<ClientOptions, 'clientSecret'>;
  /** Your app. */
  children?: ReactNode;
}

// One start per client: React's strict mode runs effects twice, and a code counts once.
const starts = new WeakMap<EmoneyClient, Promise<boolean>>();

/**
 * Makes the emoney SDK and its hooks available to `children`. It owns one SDK client; when the
 * page loads with `?code=` (back from the hosted screens) it exchanges the code and removes it
 * from the address bar; otherwise it resumes a stored session. Queries wait until it is
 * authorized; a query refused with an `AuthError` (session revoked or expired) signs out.
 * The SDK client is made once: its props (`clientId`, `baseUrl`…) are read on the first render. Give your own `queryClient` to share a cache with the rest of your app.
 *
 * @example
 * ```tsx
 * createRoot(root).render(
 *   <EmoneyProvider clientId={import.meta.env.VITE_EMONEY_CLIENT_ID} redirectUri={`${location.origin}/callback`} environment="sandbox">
 *     <App />
 *   </EmoneyProvider>,
 * );
 * ```
 * @group Provider
 */
export function EmoneyProvider(props: EmoneyProviderProps): ReactNode {
  const { clientId, redirectUri, environment, baseUrl, storage, debug } = props;
  const [sdk] = useState(() => new EmoneyClient({ ...props.clientOptions, clientId, redirectUri, environment, baseUrl, storage, debug }));
  const [ownClient] = useState(() => (props.queryClient ? undefined : new QueryClient()));
  const queryClient = props.queryClient ?? ownClient!;
  const [auth, setAuthState] = useState({ isAuthorized: false, isLoading: true, error: null as EmoneyError | null });

  useEffect(() => {
    let live = true;
    let start = starts.get(sdk);
    if (!start) starts.set(sdk, (start = sdk.getAccess().then(Boolean)));
    start.then(
      (isAuthorized) => live && setAuthState({ isAuthorized, isLoading: false, error: null }),
      (error: unknown) => live && setAuthState({ isAuthorized: false, isLoading: false, error: error instanceof EmoneyError ? error : new EmoneyError(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, [sdk]);

  useEffect(() => () => sdk.unsubscribeOrderNotifications(), [sdk]);

  // A query refused for good (the session was revoked or expired beyond refresh) signs the user out here.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const error = event.type === 'updated' && event.action.type === 'error' ? event.action.error : undefined;
        if (error instanceof AuthError) setAuthState({ isAuthorized: false, isLoading: false, error });
      }),
    [queryClient],
  );

  const value = useMemo<EmoneyContextValue>(
    () => ({ sdk, queryClient, ...auth, setAuth: ({ isAuthorized, error = null }) => setAuthState({ isAuthorized, isLoading: false, error }) }),
    [sdk, queryClient, auth],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <EmoneyContext.Provider value={value}>{props.children}</EmoneyContext.Provider>
    </QueryClientProvider>
  );
}
