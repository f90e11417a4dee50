// The provider against the real server: the code exchange when the page loads with ?code=
// (once, even in strict mode), resuming a stored session, signing out, and hooks outside it.
import { StrictMode, type ReactNode } from 'react';
import { AuthError, EmoneyClient, MemoryStorage } from '@emoney/sdk';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerFor, REDIRECT_URI, signedInUser, startTestServer, throughHostedScreens, type TestServer } from '../test/support.js';
import { useAuth, useAuthContext, useOrders, useTokens } from './index.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('EmoneyProvider', () => {
  it('exchanges the code when the page loads with ?code=, once under strict mode, and cleans the URL', async () => {
    const storage = new MemoryStorage();
    // The app's earlier page: authorize (the verifier and state are kept in storage), then the hosted screens.
    const before = new EmoneyClient({ baseUrl: server.url, clientId: server.seed.authClientId, redirectUri: REDIRECT_URI, storage });
    const user = await throughHostedScreens(await before.authorize({ redirect: false }));
    window.history.replaceState(null, '', user.redirectTo);
    expect(window.location.search).toContain('code=');

    const { wrapper, count } = providerFor(server, storage);
    const strict = ({ children }: { children?: ReactNode }) => <StrictMode>{wrapper({ children })}</StrictMode>;
    const { result } = renderHook(() => ({ auth: useAuth(), context: useAuthContext() }), { wrapper: strict });
    expect(result.current.auth.isLoading).toBe(true);
    await waitFor(() => expect(result.current.auth.isAuthorized).toBe(true));
    expect(window.location.href).toBe(REDIRECT_URI);
    expect(count('POST /auth/token')).toBe(1);
    await waitFor(() => expect(result.current.context.data?.email).toBe(user.email));
  });

  it('resumes a stored session without a code; without one it stays signed out and fetches nothing', async () => {
    const { storage, email } = await signedInUser(server);
    const signedIn = providerFor(server, storage);
    const { result } = renderHook(() => ({ auth: useAuth(), context: useAuthContext() }), { wrapper: signedIn.wrapper });
    await waitFor(() => expect(result.current.context.data?.email).toBe(email));
    expect(signedIn.count('POST /auth/token')).toBe(0);

    const anonymous = providerFor(server);
    const other = renderHook(() => ({ auth: useAuth(), tokens: useTokens() }), { wrapper: anonymous.wrapper });
    await waitFor(() => expect(other.result.current.auth.isLoading).toBe(false));
    expect(other.result.current.auth.isAuthorized).toBe(false);
    expect(other.result.current.tokens.fetchStatus).toBe('idle');
    expect(anonymous.log).toEqual([]);
  });

  it('authorize answers the hosted screens URL; revoke signs out here and on the server and drops the cache', async () => {
    const { storage } = await signedInUser(server);
    const { wrapper, queryClient } = providerFor(server, storage);
    const { result } = renderHook(() => ({ auth: useAuth(), tokens: useTokens() }), { wrapper });
    await waitFor(() => expect(result.current.tokens.isSuccess).toBe(true));
    const url = new URL(await result.current.auth.authorize({ redirect: false }));
    expect(url.pathname).toBe('/auth');
    expect(url.searchParams.get('client_id')).toBe(server.seed.authClientId);

    const tokens = JSON.parse(storage.getItem('emoney.tokens')!) as { accessToken: string };
    await act(() => result.current.auth.revoke());
    await waitFor(() => expect(result.current.auth.isAuthorized).toBe(false));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1); // the mounted (now disabled) query, emptied
    expect(result.current.tokens.data).toBeUndefined();
    const refused = await fetch(`${server.url}/tokens`, { headers: { Authorization: `Bearer ${tokens.accessToken}` } });
    expect(refused.status).toBe(401);
  });

  it('a session revoked elsewhere: the next query fails with an AuthError and the provider signs out', async () => {
    const { storage, client } = await signedInUser(server);
    const { wrapper } = providerFor(server, storage);
    const { result } = renderHook(() => ({ auth: useAuth(), tokens: useTokens() }), { wrapper });
    await waitFor(() => expect(result.current.tokens.isSuccess).toBe(true));
    await client.revokeAccess(); // another tab signs out everywhere
    await act(() => result.current.tokens.refetch());
    await waitFor(() => expect(result.current.auth.isAuthorized).toBe(false));
    expect(result.current.auth.error).toBeInstanceOf(AuthError);
    expect(result.current.tokens.error).toBeInstanceOf(AuthError);
  });

  it('a hook outside the provider throws an error naming the provider', () => {
    expect(() => renderHook(() => useOrders())).toThrow(/useOrders must be used inside <EmoneyProvider>/);
    expect(() => renderHook(() => useAuth())).toThrow(/useAuth must be used inside <EmoneyProvider>/);
  });
});

