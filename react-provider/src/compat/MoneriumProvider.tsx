/**
 * The provider component and context with the provider's names.
 * @module
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MoneriumClient, type CompatOptions } from '@emoney/sdk/compat';
import { useQueryClient } from '@tanstack/react-query';
import { keys } from './keys.js';
import type { SdkInstance, UseAuthReturn } from './types.js';

/**
 * The context `MoneriumProvider` fills: the auth state and actions, and the SDK client; `null`
 * outside it.
 * @group Provider
 */
export const MoneriumContext = createContext<(UseAuthReturn & SdkInstance) | null>(null);

/** The context, or an error naming the provider. */
export function useMonerium(hook: string): UseAuthReturn & { sdk: MoneriumClient } {
  const value = useContext(MoneriumContext);
  if (!value?.sdk) throw new Error(`${hook} must be used inside <MoneriumProvider> (from @emoney/react-provider/compat).`);
  return value as UseAuthReturn & { sdk: MoneriumClient };
}

// One start per client: React's strict mode runs effects twice, and a code counts once.
const starts = new WeakMap<MoneriumClient, Promise<boolean>>();

/**
 * Wrap your app in it, inside your own `QueryClientProvider`: the hooks cache in your
 * `QueryClient`. It exchanges the `code` when the page comes back from the hosted screens, or
 * reconnects with `refreshToken`, or resumes the stored session; each new refresh token is handed
 * to `onRefreshTokenUpdate`. `baseUrl`, `storage` and `clientOptions` are emoney additions (a
 * self-hosted server, where tokens live, `fetch`/`WebSocket`).
 * @group Provider
 */
export const MoneriumProvider = ({
  children,
  clientId,
  redirectUri,
  redirectUrl,
  environment = 'sandbox',
  refreshToken,
  onRefreshTokenUpdate,
  debug,
  baseUrl,
  storage,
  clientOptions,
}: {
  children: ReactNode;
  clientId: string;
  redirectUri: string;
  /** @deprecated use redirectUri */
  redirectUrl?: string;
  environment?: 'sandbox' | 'production';
  refreshToken?: string;
  onRefreshTokenUpdate?: (token: string) => void;
  debug?: boolean;
  /** emoney: a self-hosted deployment, such as `http://localhost:4000` from `make start`. */
  baseUrl?: string;
  /** emoney: where tokens and the PKCE verifier live; default `sessionStorage` (kept out of `localStorage`). */
  storage?: CompatOptions['storage'];
  /** emoney: further client options. */
  clientOptions?: Pick<CompatOptions, 'fetch' | 'WebSocket' | 'storageKey'>;
}) => {
  const queryClient = useQueryClient();
  const onRefresh = useRef(onRefreshTokenUpdate);
  onRefresh.current = onRefreshTokenUpdate;
  const [sdk] = useState(
    () =>
      new MoneriumClient({
        ...clientOptions,
        clientId,
        redirectUri: redirectUri ?? redirectUrl,
        environment,
        debug,
        baseUrl,
        storage,
        onRefreshTokenUpdate: (token) => onRefresh.current?.(token),
      }),
  );
  const [state, setState] = useState<{ isAuthorized: boolean; isLoading: boolean; error: unknown }>({ isAuthorized: false, isLoading: true, error: null });

  useEffect(() => {
    let live = true;
    let start = starts.get(sdk);
    if (!start) {
      const back = typeof location !== 'undefined' && new URLSearchParams(location.search).has('code');
      starts.set(sdk, (start = sdk.getAccess(back ? undefined : refreshToken)));
    }
    start.then(
      (isAuthorized) => live && setState({ isAuthorized, isLoading: false, error: null }),
      (error: unknown) => live && setState({ isAuthorized: false, isLoading: false, error }),
    );
    return () => {
      live = false;
    };
  }, [sdk, refreshToken]);

  useEffect(() => () => sdk.unsubscribeOrderNotifications(), [sdk]);

  /** Runs an action; its error lands in `error` instead of rejecting. */
  const act = useCallback(async (run: () => Promise<unknown>, signOut = false) => {
    try {
      await run();
      if (signOut) queryClient.removeQueries({ queryKey: keys.getAll });
      setState({ isAuthorized: sdk.isAuthorized, isLoading: false, error: null });
    } catch (error) {
      setState((s) => ({ ...s, isLoading: false, error }));
    }
  }, [sdk, queryClient]);

  const value = useMemo<UseAuthReturn & SdkInstance>(
    () => ({
      sdk,
      ...state,
      authorize: (params) => act(() => sdk.authorize(params)),
      siwe: (params) => act(() => sdk.siwe(params)),
      disconnect: () => act(() => sdk.disconnect(), true),
      revokeAccess: () => act(() => sdk.revokeAccess(), true),
    }),
    [sdk, state, act],
  );
  return <MoneriumContext.Provider value={value}>{children}</MoneriumContext.Provider>;
};
