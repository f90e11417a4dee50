import { Wallet } from 'ethers';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_MESSAGE } from '../../src/features/addresses/link-message.js';
import { hostedCsrf, withCsrf } from '../support/hosted-csrf.js';
import { location, pkcePair, REDIRECT_URI } from '../support/oauth.js';
import { sessionCookieOf, signUpAndVerify } from '../support/signup.js';
import { startTestServer, type TestServer } from '../support/test-app.js';

// `authorize({ address, signature, chain })` sends a wallet with its link signature: a new
// customer must be able to link that wallet on the wallets screen (without signing again), and
// the signature counts once, for them.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** A new customer in the middle of a hosted flow that carried a wallet: signed up and onboarded, on the wallets screen. */
async function newCustomerWithAppSentWallet() {
  const wallet = Wallet.createRandom();
  const signature = await wallet.signMessage(LINK_MESSAGE);
  const start = await request(server.url)
    .get('/auth')
    .query({ client_id: server.seed.authClientId, code_challenge: pkcePair().challenge, redirect_uri: REDIRECT_URI, address: wallet.address, signature, chain: 'sepolia' });
  expect(start.status).toBe(307);
  const requestId = location(start).searchParams.get('request')!;
  const csrf = await hostedCsrf(server);
  const cookie = sessionCookieOf(await signUpAndVerify(server, `wallet-${Math.random().toString(36).slice(2)}@example.org`, 'a long sandbox password', csrf));
  const hosted = request.agent(server.url).set(withCsrf(csrf, cookie));
  expect((await hosted.put('/onboarding/api/profile').send({ kind: 'personal', firstName: 'Jane', lastName: 'Doe', country: 'IS' })).status).toBe(200);
  return { wallet, signature, requestId, hosted };
}

async function linkedChains(address: string): Promise<string[]> {
  const rows = await server.ctx.db.selectFrom('address_chains').select('chain').where('address', '=', address.toLowerCase()).execute();
  return rows.map((r) => r.chain);
}

describe('the wallet an app sends with its signature', () => {
  it('links for a new customer on the wallets screen without signing again, once, and Allow keeps it', async () => {
    const { wallet, requestId, hosted } = await newCustomerWithAppSentWallet();
    const before = await hosted.get(`/onboarding/api/requests/${requestId}`);
    expect(before.body).toMatchObject({ address: wallet.address, chain: 'sepolia', user: { addresses: [] } });

    const linked = await hosted.post(`/onboarding/api/requests/${requestId}/addresses`).send({});
    expect(linked.status).toBe(201);
    expect(linked.body).toEqual({ address: wallet.address.toLowerCase(), chain: 'sepolia' });
    const after = await hosted.get(`/onboarding/api/requests/${requestId}`);
    expect(after.body.user.addresses).toEqual([{ address: wallet.address.toLowerCase(), chain: 'sepolia', removable: true }]);

    const decision = await hosted.post(`/onboarding/api/requests/${requestId}/decision`).send({ allow: true });
    expect(decision.status).toBe(200);
    expect(new URL(decision.body.redirectTo as string).searchParams.get('code')).toBeTruthy();
    expect(await linkedChains(wallet.address)).toEqual(['sepolia']);
    const proof = await server.ctx.db.selectFrom('link_proofs').selectAll().where('address', '=', wallet.address.toLowerCase()).execute();
    expect(proof).toHaveLength(1);
    expect(proof[0]!.profile_id).toBe(after.body.user.profile.id);
  });

  it('links when the customer pastes the same signature on the wallets screen of that request', async () => {
    const { wallet, signature, requestId, hosted } = await newCustomerWithAppSentWallet();
    const pasted = await hosted.post('/onboarding/api/addresses').send({ address: wallet.address, chain: 'sepolia', signature, request: requestId });
    expect(pasted.status).toBe(201);
    expect(await linkedChains(wallet.address)).toEqual(['sepolia']);
  });

  it('a customer who removed the app-sent wallet before Allow does not get it linked by Allow', async () => {
    const { wallet, requestId, hosted } = await newCustomerWithAppSentWallet();
    expect((await hosted.post(`/onboarding/api/requests/${requestId}/addresses`).send({})).status).toBe(201);
    // Another wallet, so the customer still has one to share.
    const other = Wallet.createRandom();
    expect((await hosted.post('/onboarding/api/addresses').send({ address: other.address, chain: 'sepolia', signature: await other.signMessage(LINK_MESSAGE) })).status).toBe(201);
    expect((await hosted.delete(`/onboarding/api/requests/${requestId}/addresses/${wallet.address}`).query({ chain: 'sepolia' })).status).toBe(204);
    expect((await hosted.post(`/onboarding/api/requests/${requestId}/decision`).send({ allow: true })).status).toBe(200);
    expect(await linkedChains(wallet.address)).toEqual([]);
  });

  it('answers 404 with the error body for a request that carried no wallet', async () => {
    const start = await request(server.url).get('/auth').query({ client_id: server.seed.authClientId, code_challenge: pkcePair().challenge, redirect_uri: REDIRECT_URI });
    const requestId = location(start).searchParams.get('request')!;
    const csrf = await hostedCsrf(server);
    const cookie = sessionCookieOf(await signUpAndVerify(server, `nowallet-${Math.random().toString(36).slice(2)}@example.org`, 'a long sandbox password', csrf));
    const res = await request(server.url).post(`/onboarding/api/requests/${requestId}/addresses`).set(withCsrf(csrf, cookie)).send({});
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'not_found', status: 404 });
  });
});
