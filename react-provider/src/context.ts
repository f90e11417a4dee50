/**
 * The provider's React context.
 * @module
 */
import { createContext, useContext } from 'react';
import type { EmoneyError } from '@emoney/sdk';
import type { QueryClient } from '@tanstack/react-query';
import type { SdkInstance } from './types.js';

/**
 * What {@link EmoneyProvider} shares with its hooks.
 * @example
 * ```ts
 * const { sdk, isAuthorized } = useContext(EmoneyContext)!;
 * ```
 * @group Provider
 */
export interface EmoneyContextValue {
  /** The one SDK client of the provider. */
  sdk: SdkInstance;
  /** The query client the hooks cache in. */
  queryClient: QueryClient;
  /** Whether the provider holds an access. */
  isAuthorized: boolean;
  /** True while the provider resumes a session or exchanges a code. */
  isLoading: boolean;
  /** The last authorization error, or null. */
  error: EmoneyError | null;
  /** Sets the auth state after a sign-in or sign-out (used by {@link useAuth}). */
  setAuth: (state: { isAuthorized: boolean; error?: EmoneyError | null }) => void;
}

/**
 * The context {@link EmoneyProvider} fills; `null` outside it. Prefer the hooks; read it for the
 * SDK client or to build your own hooks.
 * @example
 * ```ts
 * const value = useContext(EmoneyContext);
 * if (value?.isAuthorized) await value.sdk.listOrders();
 * ```
 * @group Provider
 */
export const EmoneyContext = createContext<EmoneyContextValue | null>(null);

/** The context, or a clear error naming the provider when `hook` is used outside it. */
export function useEmoney(hook: string): EmoneyContextValue {
  const value = useContext(EmoneyContext);
  if (!value) throw new Error(`${hook} must be used inside <EmoneyProvider>: wrap your app (or this component) in <EmoneyProvider clientId=… redirectUri=…>.`);
  return value;
}
