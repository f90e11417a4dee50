import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertApp } from '../../src/features/credentials/apps.repository.js';
import { hostedFlow, location, pkcePair, REDIRECT_URI, siweMessage, type HostedFlowResult } from '../support/oauth.js';
import { startTestServer, type TestServer } from '../support/test-app.js';

// The SIWE nonce was always the client's choice. Now
// GET /auth/nonce issues one: single use, 10 minutes, bound to the app it was asked for.
let server: TestServer;
let flow: HostedFlowResult;
beforeAll(async () => {
  server = await startTestServer();
  flow = await hostedFlow(server);
});
afterAll(async () => {
  await server?.close();
});

async function nonceFor(clientId?: string): Promise<string> {
  const res = await request(server.url).get('/auth/nonce').query(clientId ? { client_id: clientId } : {});
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.body.nonce).toMatch(/^[0-9a-f]{32}$/);
  expect(new Date(res.body.expiresAt).getTime() - server.clock.now().getTime()).toBe(10 * 60_000);
  return res.body.nonce as string;
}

async function signIn(nonce: string): Promise<URL> {
  const message = siweMessage(server, flow.wallet.address, { nonce });
  const signature = await flow.wallet.signMessage(message);
  const res = await request(server.url)
    .post('/auth')
    .type('form')
    .send({ client_id: server.seed.authClientId, code_challenge: pkcePair().challenge, authentication_method: 'siwe', message, signature });
  expect(res.status).toBe(302);
  return location(res);
}

describe('server-issued SIWE nonces', () => {
  it('issues a nonce bound to the app that signs in with it once', async () => {
    const nonce = await nonceFor(server.seed.authClientId);
    expect((await signIn(nonce)).searchParams.get('code')).not.toBeNull();
    const again = await signIn(nonce);
    expect(again.searchParams.get('code')).toBeNull();
    expect(again.searchParams.get('error_description')).toMatch(/nonce/);
  });

  it('refuses an issued nonce after 10 minutes', async () => {
    const nonce = await nonceFor();
    server.clock.advance(10 * 60_000 + 1_000);
    const back = await signIn(nonce);
    expect(back.searchParams.get('code')).toBeNull();
    expect(back.searchParams.get('error_description')).toMatch(/nonce has expired or has already been used/);
  });

  it("refuses a nonce issued for another app, and a nonce for a client that is not an authorization code app", async () => {
    const other = randomUUID();
    await insertApp(server.ctx.db, {
      id: randomUUID(),
      partnerId: server.seed.partnerId,
      clientId: other,
      kind: 'authorization_code',
      name: 'Other app',
      privacyPolicyUrl: 'https://p.test/privacy',
      termsOfServiceUrl: 'https://p.test/terms',
      redirectUris: [REDIRECT_URI],
      secretHash: null,
      privileges: [],
      kycModel: 'sharing',
      userId: null,
    });
    const back = await signIn(await nonceFor(other));
    expect(back.searchParams.get('code')).toBeNull();
    expect(back.searchParams.get('error_description')).toMatch(/another app/);
    const wrongKind = await request(server.url).get('/auth/nonce').query({ client_id: server.seed.clientId });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.errors).toHaveProperty('client_id');
  });

  it("still accepts a client's own nonce once (published clients)", async () => {
    const own = `c${Math.random().toString(36).slice(2, 14)}`;
    expect((await signIn(own)).searchParams.get('code')).not.toBeNull();
    expect((await signIn(own)).searchParams.get('error_description')).toMatch(/nonce/);
  });
});
