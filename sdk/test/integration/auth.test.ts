// The SDK's auth against the real server, in-process over HTTP: client credentials, the
// authorization code flow with PKCE in browser mode, Sign-In with Ethereum, refresh before
// expiry and on a 401 (single flight), revocation, and the typed errors.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, AuthError, EmoneyClient, LINK_MESSAGE, MemoryStorage, NetworkError, siweMessage, type Access } from '../../src/index.js';
import { countingFetch, REDIRECT_URI, startTestServer, throughHostedScreens, type TestServer } from './support.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const appClient = (extra: ConstructorParameters<typeof EmoneyClient>[0] = {}) =>
  new EmoneyClient({ baseUrl: server.url, clientId: server.seed.clientId, clientSecret: server.seed.clientSecret, ...extra });
const userClient = (extra: ConstructorParameters<typeof EmoneyClient>[0] = {}) =>
  new EmoneyClient({ baseUrl: server.url, clientId: server.seed.authClientId, redirectUri: REDIRECT_URI, storage: new MemoryStorage(), ...extra });

/** A browser as far as the SDK can tell: `window`, `location` and `history`, with the navigation recorded. */
function browser(href = 'http://localhost:5173/') {
  const location = { href, assign: vi.fn((url: string) => void url) };
  const history = { state: { app: 1 }, replaceState: vi.fn() };
  vi.stubGlobal('window', {});
  vi.stubGlobal('location', location);
  vi.stubGlobal('history', history);
  return { location, history };
}

describe('client credentials', () => {
  it('gets a token by itself and acts as the app', async () => {
    const counted = countingFetch();
    const client = appClient({ fetch: counted.fetch });
    const context = await client.getAuthContext();
    expect(context.auth).toEqual({ method: 'resource', subject: server.seed.clientId, verified: true });
    expect(context.defaultProfile).toBe(server.seed.profileId);
    await client.getAuthContext();
    expect(counted.log.filter((l) => l.grant).map((l) => l.grant)).toEqual(['client_credentials']);
    const access = (await client.getAccess())!;
    expect(access.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(access.expiresAt).toBeGreaterThan(Date.now() + 3500_000);
  });

  it('throws an AuthError for a wrong secret, with the server message', async () => {
    const client = appClient({ clientSecret: 'not-the-secret' });
    const error = await client.getAuthContext().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ code: 'invalid_grant', status: 400, message: 'The client secret is wrong' });
  });

  it('throws an AuthError when the client id is of the other kind', async () => {
    const client = appClient({ clientId: server.seed.authClientId });
    await expect(client.getAccess()).rejects.toMatchObject({ name: 'AuthError', message: 'The client is not authorized to request a token using this method.' });
  });
});

describe('authorization code flow with PKCE (browser mode, injected storage)', () => {
  it('redirects to /auth, comes back with a code, exchanges it, cleans the URL, and links the address it was given', async () => {
    const { location, history } = browser('http://localhost:5173/');
    const storage = new MemoryStorage();
    const client = userClient({ storage });
    expect(await client.getAccess()).toBeNull();

    const wallet = (await import('ethers')).Wallet.createRandom();
    const url = await client.authorize({ address: wallet.address, signature: await wallet.signMessage(LINK_MESSAGE), chain: 'sepolia', email: 'prefill@example.org' });
    expect(location.assign).toHaveBeenCalledWith(url);
    const query = new URL(url).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ client_id: server.seed.authClientId, code_challenge_method: 'S256', redirect_uri: REDIRECT_URI, chain: 'sepolia', email: 'prefill@example.org' });
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    const pending = JSON.parse(storage.getItem('emoney.pkce')!);
    expect(pending.state).toBe(query.get('state'));

    const user = await throughHostedScreens(url, { link: false });
    location.href = user.redirectTo;
    const access = (await client.getAccess()) as Access;
    expect(access.refreshToken).toBeTruthy();
    expect(history.replaceState).toHaveBeenCalledWith({ app: 1 }, '', REDIRECT_URI);
    expect(storage.getItem('emoney.pkce')).toBeNull();
    expect(JSON.parse(storage.getItem('emoney.tokens')!).accessToken).toBe(access.accessToken);

    const context = await client.getAuthContext();
    expect(context.email).toBe(user.email);
    expect(context.auth.method).toBe('jwt');
    expect((await client.getAddress(wallet.address)).chains).toEqual(['sepolia']);

    // A new client over the same storage (a reload) keeps the access.
    location.href = REDIRECT_URI;
    expect((await userClient({ storage }).getAuthContext()).email).toBe(user.email);
  });

  it('answers only the URL outside a browser, and refuses a code whose state is not the one it sent', async () => {
    const client = userClient();
    const url = await client.authorize({ state: 'mine' });
    const user = await throughHostedScreens(url);
    const forged = new URL(user.redirectTo);
    forged.searchParams.set('state', 'theirs');
    await expect(client.getAccess({ url: forged.toString() })).rejects.toMatchObject({ name: 'AuthError', code: 'state_mismatch' });
  });

  it('sends skip_kyc and skip_create_account as the contract booleans, which the hosted flow accepts', async () => {
    const url = await userClient().authorize({ skipKyc: true, skipCreateAccount: true });
    expect(new URL(url).searchParams.get('skip_kyc')).toBe('true');
    expect(new URL(url).searchParams.get('skip_create_account')).toBe('true');
    const start = await fetch(url, { redirect: 'manual' });
    expect(start.headers.get('location')).not.toContain('error=');
    expect(start.status).toBe(307);
  });

  it('sends authMode as auth_mode: the hosted screens open at that form', async () => {
    const url = await userClient().authorize({ authMode: 'login' });
    expect(new URL(url).searchParams.get('auth_mode')).toBe('login');
    const start = await fetch(url, { redirect: 'manual' });
    expect(start.status).toBe(307);
    expect(new URL(start.headers.get('location')!).searchParams.get('mode')).toBe('login');
  });

  it('throws the error the user came back with (access_denied)', async () => {
    const { location } = browser();
    const client = userClient();
    const url = await client.authorize();
    const user = await throughHostedScreens(url, { allow: false });
    location.href = user.redirectTo;
    const error = await client.getAccess().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect((error as AuthError).code).toBe('access_denied');
  });

  it('says there is no access until the user authorized', async () => {
    const client = userClient();
    expect(await client.getAccess()).toBeNull();
    await expect(client.getAuthContext()).rejects.toMatchObject({ name: 'AuthError', code: 'login_required' });
    await expect(new EmoneyClient({ baseUrl: server.url }).authorize()).rejects.toBeInstanceOf(AuthError);
  });
});

describe('Sign-In with Ethereum', () => {
  it('signs in an existing customer with a message built by siweMessage', async () => {
    const first = userClient();
    const user = await throughHostedScreens(await first.authorize());
    const client = userClient();
    const message = siweMessage({
      domain: 'localhost:5173',
      address: user.wallet.address,
      uri: REDIRECT_URI,
      chain: 'sepolia',
      statement: 'Sign in to Sandbox app with emoney.',
      issuedAt: server.clock.now(),
      signInUrl: `${client.urls.web}/siwe`,
      privacyPolicyUrl: 'http://localhost:5173/privacy',
      termsOfServiceUrl: 'http://localhost:5173/terms',
    });
    const access = await client.siwe({ message, signature: await user.wallet.signMessage(message) });
    expect(access?.accessToken).toBeTruthy();
    expect((await client.getAuthContext()).email).toBe(user.email);

    // The same nonce again is refused: the redirect carries the error.
    await expect(userClient().siwe({ message, signature: await user.wallet.signMessage(message) })).rejects.toMatchObject({
      name: 'AuthError',
      code: 'invalid_request',
      message: 'nonce has already been used',
    });
  });

  it('navigates in a browser, and getAccess finishes on the way back', async () => {
    const { location } = browser();
    const first = userClient();
    const user = await throughHostedScreens(await first.authorize({ redirect: false }));
    const client = userClient();
    const message = siweMessage({
      domain: 'localhost:5173',
      address: user.wallet.address,
      uri: REDIRECT_URI,
      chain: 11155111,
      issuedAt: server.clock.now(),
      signInUrl: `${server.url}/siwe`,
      privacyPolicyUrl: 'http://localhost:5173/privacy',
      termsOfServiceUrl: 'http://localhost:5173/terms',
    });
    expect(await client.siwe({ message, signature: await user.wallet.signMessage(message) })).toBeNull();
    const target = location.assign.mock.calls[0]![0];
    const back = await fetch(target, { redirect: 'manual' });
    expect(back.status).toBe(302);
    location.href = back.headers.get('location')!;
    expect(await client.getAccess()).not.toBeNull();
    expect((await client.getAuthContext()).email).toBe(user.email);
  });
});

describe('refresh', () => {
  it('refreshes before expiry: no 401 is ever seen', async () => {
    const counted = countingFetch();
    const client = appClient({ fetch: counted.fetch, now: () => server.clock.now().getTime() });
    await client.getAuthContext();
    server.clock.advance(3_550_000); // 50 s before expiry: inside the refresh margin
    await client.getAuthContext();
    expect(counted.log.filter((l) => l.grant).map((l) => l.grant)).toEqual(['client_credentials', 'refresh_token']);
    expect(counted.log.filter((l) => l.status === 401)).toEqual([]);
  });

  it('refreshes once on a 401 for 10 concurrent calls, and retries each of them', async () => {
    const counted = countingFetch();
    const client = userClient({ fetch: counted.fetch });
    const user = await throughHostedScreens(await client.authorize());
    await client.getAccess({ url: user.redirectTo });
    await client.getAuthContext();
    const before = counted.tokenRequests();
    server.clock.advance(3_601_000); // the server's clock: the client still believes its token fresh

    const contexts = await Promise.all(Array.from({ length: 10 }, () => client.getAuthContext()));
    expect(contexts.map((c) => c.email)).toEqual(Array(10).fill(user.email));
    expect(counted.tokenRequests() - before).toBe(1);
    expect(counted.log.filter((l) => l.grant).at(-1)!.grant).toBe('refresh_token');
    expect(counted.log.filter((l) => l.line === 'GET /auth/context' && l.status === 401)).toHaveLength(10);
  });

  it('throws an AuthError and forgets the tokens when the grant was revoked', async () => {
    const storage = new MemoryStorage();
    const client = userClient({ storage });
    const user = await throughHostedScreens(await client.authorize());
    const access = (await client.getAccess({ url: user.redirectTo }))!;
    const revoked = await fetch(`${server.url}/auth/revoke`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: server.seed.authClientId, token: access.refreshToken! }),
    });
    expect(revoked.status).toBe(200);
    const error = await client.getAuthContext().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ code: 'invalid_grant', status: 400 });
    expect(storage.getItem('emoney.tokens')).toBeNull();
    expect(await client.getAccess()).toBeNull();
  });
});

describe('revokeAccess and disconnect', () => {
  it('revokes on the server, then forgets locally', async () => {
    const storage = new MemoryStorage();
    const client = userClient({ storage });
    const user = await throughHostedScreens(await client.authorize());
    const access = (await client.getAccess({ url: user.redirectTo }))!;
    await client.revokeAccess();
    expect(storage.getItem('emoney.tokens')).toBeNull();
    const context = await fetch(`${server.url}/auth/context`, { headers: { Authorization: `Bearer ${access.accessToken}` } });
    expect(context.status).toBe(401);
    expect(await client.getAccess()).toBeNull();
  });

  it('disconnect only forgets', async () => {
    const client = appClient();
    await client.getAccess();
    await client.disconnect();
    // Client credentials get a new token by themselves.
    expect((await client.getAuthContext()).auth.method).toBe('resource');
  });
});

describe('debug', () => {
  it('logs requests, statuses and refreshes, never a token', async () => {
    const lines: string[] = [];
    const client = appClient({ debug: (...args) => lines.push(args.map(String).join(' ')), now: () => server.clock.now().getTime() });
    await client.getAuthContext();
    server.clock.advance(3_590_000);
    await client.getAuthContext();
    const access = (await client.getAccess())!;
    expect(lines).toEqual(expect.arrayContaining([`[emoney] GET ${server.url}/auth/context`, `[emoney] 200 ${server.url}/auth/context`, '[emoney] refresh']));
    expect(lines.join('\n')).not.toContain(access.accessToken);
    expect(lines.join('\n')).not.toContain(access.refreshToken!);
  });
});

describe('typed errors', () => {
  it('ApiError carries status, code, message and field errors', async () => {
    const client = appClient();
    const missing = await client.getOrder('00000000-0000-4000-8000-000000000000').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({ status: 404, code: 'not_found' });
    const invalid = await client.createWebhook({ url: 'ftp://example.org/hook', secret: 'nope' }).catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(ApiError);
    expect((invalid as ApiError).status).toBe(400);
    expect((invalid as ApiError).code).toBe('validation_error');
    expect(Object.keys((invalid as ApiError).errors ?? {})).toEqual(expect.arrayContaining(['url', 'secret']));
  });

  it('NetworkError when nothing answers', async () => {
    const client = new EmoneyClient({ baseUrl: 'http://127.0.0.1:9', clientId: server.seed.clientId, clientSecret: 'x' });
    const error = await client.listTokens().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).cause).toBeInstanceOf(Error);
  });
});
