import { EmoneyError, type AuthorizeOptions, type SiweOptions } from '@emoney/sdk';
import { useEmoney } from '../context.js';
import { keys } from '../keys.js';
import type { UseAuthReturn } from '../types.js';

/**
 * The session: start the authorization (hosted screens) or sign in with Ethereum, sign out
 * here (`disconnect`) or everywhere (`revoke`), and the state (`isAuthorized`, `isLoading`,
 * `error`). Signing out drops every cached query of the provider.
 * @example
 * ```tsx
 * const { isAuthorized, isLoading, authorize, revoke } = useAuth();
 * if (isLoading) return <Spinner />;
 * return isAuthorized ? <button onClick={revoke}>Sign out</button> : <button onClick={() => authorize()}>Sign in with emoney</button>;
 * ```
 * @group Hooks
 */
export function useAuth(): UseAuthReturn {
  const { sdk, queryClient, isAuthorized, isLoading, error, setAuth } = useEmoney('useAuth');
  const signOut = async (leave: Promise<void>) => {
    await leave;
    queryClient.removeQueries({ queryKey: keys.all });
    setAuth({ isAuthorized: false });
  };
  return {
    isAuthorized,
    isLoading,
    error,
    authorize: (options?: AuthorizeOptions) => sdk.authorize(options),
    siwe: async (options: SiweOptions) => {
      try {
        if (await sdk.siwe(options)) setAuth({ isAuthorized: true });
      } catch (e) {
        setAuth({ isAuthorized: false, error: e instanceof EmoneyError ? e : new EmoneyError(String(e)) });
        throw e;
      }
    },
    disconnect: () => signOut(sdk.disconnect()),
    revoke: () => signOut(sdk.revokeAccess()),
  };
}
