import { randomUUID } from 'node:crypto';
import { Wallet } from 'ethers';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertApp } from '../../src/features/credentials/apps.repository.js';
import { LINK_MESSAGE } from '../../src/features/addresses/link-message.js';
import { hostedCsrf, withCsrf } from '../support/hosted-csrf.js';
import { location, pkcePair, REDIRECT_URI } from '../support/oauth.js';
import { sessionCookieOf, signUpAndVerify } from '../support/signup.js';
import { startTestServer, type TestServer } from '../support/test-app.js';

// A customer who leaves the hosted screens and signs in again from the app sends the same link
// signature (the link message is fixed): the new authorization request takes the signature over
// from the abandoned one of the same app, which closes. Another app still cannot use it while
// it is held, and once it linked a wallet it is that profile's.
let server: TestServer;
let otherClientId: string;
beforeAll(async () => {
  server = await startTestServer();
  otherClientId = randomUUID();
  await insertApp(server.ctx.db, {
    id: randomUUID(),
    partnerId: server.seed.partnerId,
    clientId: otherClientId,
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
});
afterAll(async () => {
  await server?.close();
});

const authorize = (clientId: string, wallet: { address: string }, signature: string) =>
  request(server.url).get('/auth').query({ client_id: clientId, code_challenge: pkcePair().challenge, redirect_uri: REDIRECT_URI, address: wallet.address, signature, chain: 'sepolia' });

const requestIdOf = (res: request.Response) => location(res).searchParams.get('request')!;

describe('signing in again with the same wallet', () => {
  it('a new request of the same app supersedes the abandoned one, which closes, and the wallet links through the new one', async () => {
    const wallet = Wallet.createRandom();
    const signature = await wallet.signMessage(LINK_MESSAGE);
    const first = await authorize(server.seed.authClientId, wallet, signature);
    expect(first.status).toBe(307);
    const retry = await authorize(server.seed.authClientId, wallet, signature);
    expect(retry.status, retry.headers.location).toBe(307);
    const abandoned = await request(server.url).get(`/onboarding/api/requests/${requestIdOf(first)}`);
    expect(abandoned.body.status).toBe('expired');

    const csrf = await hostedCsrf(server);
    const cookie = sessionCookieOf(await signUpAndVerify(server, `retry-${Math.random().toString(36).slice(2)}@example.org`, 'a long sandbox password', csrf));
    const hosted = request.agent(server.url).set(withCsrf(csrf, cookie));
    const linked = await hosted.post('/onboarding/api/addresses').send({ address: wallet.address, chain: 'sepolia', signature, request: requestIdOf(retry) });
    expect(linked.status).toBe(201);
  });

  it('a customer who denied can start again with the same signature', async () => {
    const wallet = Wallet.createRandom();
    const signature = await wallet.signMessage(LINK_MESSAGE);
    const first = await authorize(server.seed.authClientId, wallet, signature);
    const csrf = await hostedCsrf(server);
    const cookie = sessionCookieOf(await signUpAndVerify(server, `deny-${Math.random().toString(36).slice(2)}@example.org`, 'a long sandbox password', csrf));
    const denied = await request(server.url).post(`/onboarding/api/requests/${requestIdOf(first)}/decision`).set(withCsrf(csrf, cookie)).send({ allow: false });
    expect(denied.status).toBe(200);
    expect((await authorize(server.seed.authClientId, wallet, signature)).status).toBe(307);
  });

  it('another app cannot take over a signature an open request holds', async () => {
    const wallet = Wallet.createRandom();
    const signature = await wallet.signMessage(LINK_MESSAGE);
    expect((await authorize(server.seed.authClientId, wallet, signature)).status).toBe(307);
    const other = await authorize(otherClientId, wallet, signature);
    expect(other.status).toBe(302);
    expect(location(other).searchParams.get('error_description')).toMatch(/another app/);
  });
});
