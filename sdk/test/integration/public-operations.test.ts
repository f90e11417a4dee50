// Calls a customer can make before signing in: the SDK sends no token to the contract's public
// operations (read from the contract, `security: []`), and leaves empty optional fields out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmoneyClient, MemoryStorage } from '../../src/index.js';
import { REDIRECT_URI, startTestServer, type TestServer } from './support.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const signedOut = () => new EmoneyClient({ baseUrl: server.url, clientId: server.seed.authClientId, redirectUri: REDIRECT_URI, storage: new MemoryStorage() });

describe('before sign-in', () => {
  it('gets a SIWE nonce through the raw client without a token', async () => {
    const { data, response } = await signedOut().raw.GET('/auth/nonce', { params: { query: { client_id: server.seed.authClientId } } });
    expect(response.status).toBe(200);
    expect(data?.nonce).toMatch(/^[A-Za-z0-9]{8,}$/);
  });

  it('leaves an empty email out of the authorization URL, which then reaches the hosted screens', async () => {
    const url = new URL(await signedOut().authorize({ email: '', redirect: false }));
    expect(url.searchParams.has('email')).toBe(false);
    const res = await fetch(url, { redirect: 'manual' });
    const location = res.headers.get('location') ?? '';
    expect(location).not.toContain('error=invalid_request');
    expect(location).toContain('/onboarding/');
  });
});
