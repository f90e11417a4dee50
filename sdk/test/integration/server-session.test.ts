// The SDK's server client (@emoney/sdk/server) on a partner's server, with the session in a store of the partner's (here an async
// cookie-like store: each request reads its own copy of the session): the authorization URL and
// PKCE verifier without `window`, the code exchanged on the server, the refresh shared by every
// client of one session, and the access handed to the browser without the refresh token.
// Against the real server, over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageLike } from '../../src/index.js';
import { EmoneyServerClient } from '../../src/server/index.js';
import { countingFetch, REDIRECT_URI, startTestServer, throughHostedScreens, type Counted, type TestServer } from './support.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/**
 * A cookie session as a server sees it: each request gets the values the browser sent (a copy)
 * and answers the ones it set. Async, like a sealed cookie or a database row.
 */
class CookieSession {
  values: Record<string, string> = {};
  /** The store of one request: a copy of the session as it was when the request arrived. */
  request(): StorageLike & { sent: Record<string, string> } {
    const sent = { ...this.values };
    return {
      sent,
      getItem: async (key) => sent[key],
      setItem: async (key, value) => {
        sent[key] = value;
        this.values[key] = value;
      },
      removeItem: async (key) => {
        delete sent[key];
        delete this.values[key];
      },
    };
  }
}

const serverClient = (storage: StorageLike, counted?: Counted) =>
  new EmoneyServerClient({ baseUrl: server.url, clientId: server.seed.authClientId, redirectUri: REDIRECT_URI, storage, fetch: counted?.fetch, now: () => server.clock.now().getTime() });

/** Signs a customer in through two requests of one cookie session: the sign-in route, then the callback route. */
async function signedInSession(): Promise<{ session: CookieSession; email: string }> {
  const session = new CookieSession();
  const url = await serverClient(session.request()).authorize();
  const user = await throughHostedScreens(url);
  await serverClient(session.request()).getAccess({ url: user.redirectTo });
  return { session, email: user.email };
}

describe('a session kept by the partner’s server', () => {
  it('builds the authorization URL without window, keeps the verifier in the store, and exchanges the code in another request', async () => {
    expect(typeof window).toBe('undefined');
    const session = new CookieSession();
    const signIn = session.request();
    const url = await serverClient(signIn).authorize({ email: 'server@example.org' });
    expect(new URL(url).pathname).toBe('/auth');
    const pending = JSON.parse(signIn.sent['emoney.pkce']!) as { verifier: string; state: string };
    expect(new URL(url).searchParams.get('state')).toBe(pending.state);
    expect(pending.verifier).toMatch(/^[\w-]{43}$/);

    const user = await throughHostedScreens(url);
    const callback = session.request();
    const access = (await serverClient(callback).getAccess({ url: user.redirectTo }))!;
    expect(access.refreshToken).toBeTruthy();
    expect(callback.sent['emoney.pkce']).toBeUndefined();
    expect(JSON.parse(callback.sent['emoney.tokens']!).refreshToken).toBe(access.refreshToken);
    expect((await serverClient(session.request()).getAuthContext()).email).toBe(user.email);
  });

  it('hands the browser the access token and its expiry, never the refresh token', async () => {
    const { session, email } = await signedInSession();
    const access = await serverClient(session.request()).getBrowserAccess();
    expect(Object.keys(access!).sort()).toEqual(['accessToken', 'expiresAt']);
    expect(JSON.stringify(access)).not.toContain(JSON.parse(session.values['emoney.tokens']!).refreshToken);
    const context = await fetch(`${server.url}/auth/context`, { headers: { Authorization: `Bearer ${access!.accessToken}` } });
    expect(((await context.json()) as { email: string }).email).toBe(email);
    expect(await serverClient(new CookieSession().request()).getBrowserAccess()).toBeNull();
  });

  it('refreshes before handing out an access token that expires soon', async () => {
    const { session } = await signedInSession();
    const before = await serverClient(session.request()).getBrowserAccess();
    server.clock.advance(3_550_000); // inside the refresh margin
    const after = await serverClient(session.request()).getBrowserAccess();
    expect(after!.accessToken).not.toBe(before!.accessToken);
    expect(after!.expiresAt).toBeGreaterThan(server.clock.now().getTime() + 3_500_000);
  });

  it('spends the refresh token once for concurrent requests of one session, each with its own client and copy of the session', async () => {
    const { session, email } = await signedInSession();
    const counted = countingFetch();
    const before = session.values['emoney.tokens']!;
    server.clock.advance(3_601_000); // the stored access token expired: every request must refresh
    const requests = Array.from({ length: 4 }, () => session.request());
    const contexts = await Promise.all(requests.map((request) => serverClient(request, counted).getAuthContext()));
    expect(contexts.map((c) => c.email)).toEqual(Array(4).fill(email));
    expect(counted.log.filter((l) => l.grant).map((l) => l.grant)).toEqual(['refresh_token']);
    // Every request stored the new tokens in its own copy (the cookie it answers).
    const stored = new Set(requests.map((request) => request.sent['emoney.tokens']));
    expect(stored).toEqual(new Set([session.values['emoney.tokens']]));
    expect(session.values['emoney.tokens']).not.toBe(before);

    // A request that arrived with the session as it was before the refresh (the browser had not
    // yet received the new cookie) gets the new tokens, not a second spending of the old one
    // (which the server would take for a leak and end the session).
    server.clock.advance(5_000);
    const late = new CookieSession();
    late.values = { 'emoney.tokens': before };
    expect((await serverClient(late.request(), counted).getAuthContext()).email).toBe(email);
    expect(late.values['emoney.tokens']).toBe(session.values['emoney.tokens']);
    expect(counted.tokenRequests()).toBe(1);

    // The session lives on: its new refresh token works when the new access token expires.
    server.clock.advance(3_601_000);
    expect((await serverClient(session.request(), counted).getAuthContext()).email).toBe(email);
    expect(counted.log.filter((l) => l.grant).map((l) => l.grant)).toEqual(['refresh_token', 'refresh_token']);
    expect(counted.log.filter((l) => l.line === 'POST /auth/token' && l.status !== 200)).toEqual([]);
  });

  it('shares the renewal between clients over one store object too', async () => {
    const { session, email } = await signedInSession();
    const counted = countingFetch();
    server.clock.advance(3_601_000);
    const shared = session.request();
    const contexts = await Promise.all([serverClient(shared, counted).getAuthContext(), serverClient(shared, counted).getAuthContext()]);
    expect(contexts.map((c) => c.email)).toEqual([email, email]);
    expect(counted.tokenRequests()).toBe(1);
  });
});
