// Where a browser client keeps the session when the partner passes no `storage`: sessionStorage,
// never localStorage. Against the real server, over HTTP, in browser mode (window, location,
// history, and both web storages stubbed, the navigation recorded).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MoneriumClient } from '../../src/compat/index.js';
import { EmoneyClient, MemoryStorage } from '../../src/index.js';
import { REDIRECT_URI, startTestServer, throughHostedScreens, type TestServer } from './support.js';

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

/** A browser tab as far as the SDK can tell, with its two web storages. */
function browserTab(href = 'http://localhost:5173/') {
  const location = { href, assign: vi.fn((url: string) => void url) };
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  vi.stubGlobal('window', {});
  vi.stubGlobal('location', location);
  vi.stubGlobal('history', { state: null, replaceState: vi.fn() });
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
  return { location, local, session };
}

const keys = (storage: MemoryStorage) => ['emoney.tokens', 'emoney.pkce'].filter((key) => storage.getItem(key) !== null);

describe('the browser default storage', () => {
  it('keeps the PKCE verifier and the tokens, refresh token included, in sessionStorage and nothing in localStorage', async () => {
    const { location, local, session } = browserTab();
    const client = new EmoneyClient({ baseUrl: server.url, clientId: server.seed.authClientId, redirectUri: REDIRECT_URI });
    await client.authorize();
    expect(keys(session)).toEqual(['emoney.pkce']);
    const user = await throughHostedScreens(location.assign.mock.calls[0]![0]);
    location.href = user.redirectTo;
    const access = (await client.getAccess())!;
    expect(access.refreshToken).toBeTruthy();
    expect(JSON.parse(session.getItem('emoney.tokens')!).refreshToken).toBe(access.refreshToken);
    expect(keys(local)).toEqual([]);

    // A reload of the tab (a new client, the same sessionStorage) resumes the session.
    location.href = REDIRECT_URI;
    const reloaded = new EmoneyClient({ baseUrl: server.url, clientId: server.seed.authClientId, redirectUri: REDIRECT_URI });
    expect((await reloaded.getAuthContext()).email).toBe(user.email);
    expect(keys(local)).toEqual([]);
  });

  it('is localStorage only when the partner passes it', async () => {
    const { local, session } = browserTab();
    const client = new EmoneyClient({ baseUrl: server.url, clientId: server.seed.authClientId, redirectUri: REDIRECT_URI, storage: localStorage });
    await client.authorize();
    expect(keys(local)).toEqual(['emoney.pkce']);
    expect(keys(session)).toEqual([]);
  });

  it('is sessionStorage for the compat MoneriumClient too', async () => {
    const { local, session } = browserTab();
    const monerium = new MoneriumClient({ baseUrl: server.url, clientId: server.seed.authClientId, redirectUri: REDIRECT_URI });
    await monerium.authorize();
    expect(keys(session)).toEqual(['emoney.pkce']);
    expect(keys(local)).toEqual([]);
  });
});
