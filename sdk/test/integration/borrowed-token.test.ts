// A client that borrows its access token (`getAccessToken`) from a session held elsewhere, the
// way a browser app borrows from its own server: against the real server, over HTTP. The lender
// here is a second client holding the user's session, as the partner's server would.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthError, EmoneyClient, MemoryStorage } from '../../src/index.js';
import { countingFetch, REDIRECT_URI, startTestServer, throughHostedScreens, type TestServer } from './support.js';

let server: TestServer;
let lender: EmoneyClient;
let email: string;
beforeAll(async () => {
  server = await startTestServer();
  lender = new EmoneyClient({ baseUrl: server.url, clientId: server.seed.authClientId, redirectUri: REDIRECT_URI, storage: new MemoryStorage(), now: () => server.clock.now().getTime() });
  const user = await throughHostedScreens(await lender.authorize());
  await lender.getAccess({ url: user.redirectTo });
  email = user.email;
});
afterAll(async () => {
  await server?.close();
});

/** A borrowing client whose `getAccessToken` answers what `lend` answers (the lender's token by default), counted. */
function borrower(lend: () => Promise<string | undefined> = async () => (await lender.getAccess())?.accessToken) {
  const getAccessToken = vi.fn(async () => {
    // Slow enough that concurrent calls overlap: they must share this one call.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return lend();
  });
  const counted = countingFetch();
  const storage = new MemoryStorage();
  const client = new EmoneyClient({ baseUrl: server.url, getAccessToken, fetch: counted.fetch, storage });
  return { client, getAccessToken, counted, storage };
}

describe('getAccessToken: a client that borrows its access token', () => {
  it('borrows once for concurrent calls, acts as the user, and never asks for or stores a token itself', async () => {
    const { client, getAccessToken, counted, storage } = borrower();
    const contexts = await Promise.all(Array.from({ length: 5 }, () => client.getAuthContext()));
    expect(contexts.map((c) => c.email)).toEqual(Array(5).fill(email));
    expect(getAccessToken).toHaveBeenCalledTimes(1);
    await client.getAuthContext();
    expect(getAccessToken).toHaveBeenCalledTimes(1);
    expect(counted.tokenRequests()).toBe(0);
    expect(storage.getItem('emoney.tokens')).toBeNull();
    const access = (await client.getAccess())!;
    expect(access.refreshToken).toBeUndefined();
    expect(access.accessToken).toBe((await lender.getAccess())!.accessToken);
  });

  it('borrows again once after a 401 (the lender has refreshed), for every concurrent call, and retries them', async () => {
    const { client, getAccessToken, counted } = borrower();
    await client.getAuthContext();
    const first = (await client.getAccess())!.accessToken;
    server.clock.advance(3_601_000); // the borrowed token expired; the lender (on the server's clock) refreshes when asked
    const contexts = await Promise.all(Array.from({ length: 4 }, () => client.getAuthContext()));
    expect(contexts.map((c) => c.email)).toEqual(Array(4).fill(email));
    expect(getAccessToken).toHaveBeenCalledTimes(2);
    expect(counted.log.filter((l) => l.status === 401)).toHaveLength(4);
    expect((await client.getAccess())!.accessToken).not.toBe(first);
    expect(counted.tokenRequests()).toBe(0);
  });

  it('gives up with an AuthError when the token borrowed again is refused too: one borrow per 401, no loop', async () => {
    const stale = (await lender.getAccess())!.accessToken;
    const { client, getAccessToken } = borrower(async () => stale);
    server.clock.advance(3_601_000);
    const error = await client.getAuthContext().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ code: 'unauthorized', status: 401 });
    expect(getAccessToken).toHaveBeenCalledTimes(2);
  });

  it('is signed out while the lender answers no token: getAccess is null and calls throw login_required', async () => {
    const { client, counted } = borrower(async () => undefined);
    expect(await client.getAccess()).toBeNull();
    await expect(client.getAuthContext()).rejects.toMatchObject({ name: 'AuthError', code: 'login_required' });
    expect(counted.log).toEqual([]);
  });

  it('forgets the borrowed token on disconnect and borrows again on the next call', async () => {
    const { client, getAccessToken } = borrower();
    await client.getAuthContext();
    await client.disconnect();
    expect((await client.getAuthContext()).email).toBe(email);
    expect(getAccessToken).toHaveBeenCalledTimes(2);
  });
});
