import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedFlow, location, pkcePair, siweMessage, type HostedFlowResult } from '../support/oauth.js';
import { startTestServer, type TestServer } from '../support/test-app.js';

// SIWE accepted a message 26 years old or valid until 2099, and
// `URI: javascript:alert(1)`.
let server: TestServer;
let flow: HostedFlowResult;
beforeAll(async () => {
  server = await startTestServer();
  flow = await hostedFlow(server);
});
afterAll(async () => {
  await server?.close();
});

async function signIn(overrides: Parameters<typeof siweMessage>[2]): Promise<URL> {
  const message = siweMessage(server, flow.wallet.address, overrides);
  const signature = await flow.wallet.signMessage(message);
  const res = await request(server.url)
    .post('/auth')
    .type('form')
    .send({ client_id: server.seed.authClientId, code_challenge: pkcePair().challenge, authentication_method: 'siwe', message, signature });
  expect(res.status).toBe(302);
  return location(res);
}

describe('SIWE strictness', () => {
  it('refuses a message valid for longer than 10 minutes (Expiration Time 2099)', async () => {
    const back = await signIn({ expirationTime: new Date('2099-01-01T00:00:00Z') });
    expect(back.searchParams.get('error_description')).toMatch(/at most 10 minutes/);
  });

  it('refuses a message issued more than 10 minutes ago', async () => {
    const now = server.clock.now().getTime();
    const back = await signIn({ issuedAt: new Date(now - 26 * 365 * 86_400_000), expirationTime: new Date(now + 60_000) });
    expect(back.searchParams.get('error_description')).toMatch(/minutes/);
    expect(back.searchParams.get('code')).toBeNull();
  });

  it.each(['javascript:alert(1)', 'https://evil.example/callback', 'http://example.org/callback'])('refuses URI %s', async (uri) => {
    const back = await signIn({ uri });
    expect(back.searchParams.get('error_description')).toMatch(/SIWE URI/);
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('accepts a fresh message on the app redirect origin, and its client nonce only once', async () => {
    const nonce = `n${Math.random().toString(36).slice(2, 12)}`;
    const first = await signIn({ nonce });
    expect(first.searchParams.get('code')).not.toBeNull();
    const again = await signIn({ nonce });
    expect(again.searchParams.get('error_description')).toMatch(/nonce/);
  });
});
