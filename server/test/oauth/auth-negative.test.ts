/**
 * Every way the product specification says an authorization or token request can be wrong,
 * as one table: none of them may yield a code, a token, or a redirect to an untrusted place.
 */
import { randomUUID } from 'node:crypto';
import { Wallet } from 'ethers';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_MESSAGE } from '../../src/features/addresses/link-message.js';
import { insertApp } from '../../src/features/credentials/apps.repository.js';
import { exchangeCode, hostedFlow, pkcePair, REDIRECT_URI, refreshToken, siweMessage, type HostedFlowResult } from '../support/oauth.js';
import { startTestServer, type TestServer } from '../support/test-app.js';

type Answer = { status: number; headers: Record<string, string>; body: Record<string, unknown> };
type Expect = { kind: 'bad-request'; message?: string | RegExp } | { kind: 'error-redirect'; error: 'invalid_request' | 'access_denied' | 'unsupported_response_type'; reason?: RegExp } | { kind: 'method-not-allowed' };

let server: TestServer;
let customer: HostedFlowResult;
let otherAuthClientId: string;

beforeAll(async () => {
  server = await startTestServer();
  customer = await hostedFlow(server);
  otherAuthClientId = randomUUID();
  await insertApp(server.ctx.db, {
    id: randomUUID(),
    partnerId: server.seed.partnerId,
    clientId: otherAuthClientId,
    kind: 'authorization_code',
    name: 'Another app',
    privacyPolicyUrl: 'https://another.test/privacy',
    termsOfServiceUrl: 'https://another.test/terms',
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

const api = () => request(server.url);
const authorizeQuery = (extra: Record<string, string | undefined> = {}) => {
  const params: Record<string, string> = { client_id: server.seed.authClientId, code_challenge: pkcePair().challenge, redirect_uri: REDIRECT_URI, state: 'neg' };
  for (const [k, v] of Object.entries(extra)) {
    if (v === undefined) delete params[k];
    else params[k] = v;
  }
  return params;
};
const siwe = async (message: string, signer: Wallet = customer.wallet) =>
  api()
    .post('/auth')
    .type('form')
    .send({ client_id: server.seed.authClientId, code_challenge: pkcePair().challenge, authentication_method: 'siwe', message, signature: await signer.signMessage(message), state: 'neg' });
const token = (form: Record<string, string>) => api().post('/auth/token').type('form').send(form);

const cases: Array<{ name: string; run: () => Promise<Answer>; expect: Expect }> = [
  // GET/POST /auth, authorization code variant
  { name: 'unknown client id', run: () => api().get('/auth').query(authorizeQuery({ client_id: randomUUID() })), expect: { kind: 'bad-request', message: 'no such client id' } },
  { name: 'client id that only looks like a UUID', run: () => api().get('/auth').query(authorizeQuery({ client_id: '-'.repeat(36) })), expect: { kind: 'bad-request' } },
  { name: 'client id in urn:uuid form at the token endpoint', run: () => token({ grant_type: 'client_credentials', client_id: `urn:uuid:${randomUUID()}`, client_secret: 'x' }), expect: { kind: 'bad-request' } },
  { name: 'missing client id', run: () => api().get('/auth').query(authorizeQuery({ client_id: undefined })), expect: { kind: 'bad-request' } },
  { name: 'client id of a client-credentials app', run: () => api().get('/auth').query(authorizeQuery({ client_id: server.seed.clientId })), expect: { kind: 'bad-request' } },
  { name: 'missing code challenge', run: () => api().get('/auth').query(authorizeQuery({ code_challenge: undefined })), expect: { kind: 'error-redirect', error: 'invalid_request' , reason: /Code challenge is missing/ } },
  { name: 'plain challenge method', run: () => api().get('/auth').query(authorizeQuery({ code_challenge_method: 'plain' })), expect: { kind: 'error-redirect', error: 'invalid_request' , reason: /Code challenge method must be one of: S256/ } },
  { name: 'malformed code challenge', run: () => api().get('/auth').query(authorizeQuery({ code_challenge: 'short' })), expect: { kind: 'error-redirect', error: 'invalid_request' } },
  { name: 'redirect uri not registered', run: () => api().get('/auth').query(authorizeQuery({ redirect_uri: 'https://evil.test/callback' })), expect: { kind: 'bad-request' } },
  { name: 'redirect uri over plain http to a public host', run: () => api().get('/auth').query(authorizeQuery({ redirect_uri: 'http://app.partner.test/callback' })), expect: { kind: 'bad-request' } },
  { name: 'redirect uri differing by a trailing slash', run: () => api().get('/auth').query(authorizeQuery({ redirect_uri: `${REDIRECT_URI}/` })), expect: { kind: 'bad-request' } },
  { name: 'address without signature', run: () => api().get('/auth').query(authorizeQuery({ address: customer.wallet.address, chain: 'sepolia' })), expect: { kind: 'error-redirect', error: 'invalid_request' , reason: /go together/ } },
  {
    name: 'address with a signature by another wallet',
    run: async () => api().get('/auth').query(authorizeQuery({ address: customer.wallet.address, chain: 'sepolia', signature: await Wallet.createRandom().signMessage(LINK_MESSAGE) })),
    expect: { kind: 'error-redirect', error: 'invalid_request' , reason: /signature/ },
  },
  { name: 'response type token (implicit grant)', run: () => api().get('/auth').query(authorizeQuery({ response_type: 'token' })), expect: { kind: 'error-redirect', error: 'unsupported_response_type', reason: /response_type "token" is not supported/ } },
  { name: 'form post with response type id_token', run: () => api().post('/auth').type('form').send(authorizeQuery({ response_type: 'id_token' })), expect: { kind: 'error-redirect', error: 'unsupported_response_type', reason: /response_type "id_token"/ } },
  { name: 'wrong method (PUT /auth)', run: () => api().put('/auth').query(authorizeQuery()), expect: { kind: 'method-not-allowed' } },
  { name: 'form post with an unknown client id', run: () => api().post('/auth').type('form').send(authorizeQuery({ client_id: randomUUID() })), expect: { kind: 'bad-request' } },
  // Sign-In with Ethereum
  { name: 'SIWE: expired message', run: () => siwe(siweMessage(server, customer.wallet.address, { issuedAt: new Date(server.clock.now().getTime() - 600_000), expirationTime: new Date(server.clock.now().getTime() - 60_000) })), expect: { kind: 'error-redirect', error: 'invalid_request' , reason: /expired/ } },
  { name: 'SIWE: issued-at in the future', run: () => siwe(siweMessage(server, customer.wallet.address, { issuedAt: new Date(server.clock.now().getTime() + 600_000), expirationTime: new Date(server.clock.now().getTime() + 900_000) })), expect: { kind: 'error-redirect', error: 'invalid_request' , reason: /Issued At .* in the future/ } },
  {
    name: 'SIWE: reused nonce',
    run: async () => {
      const message = siweMessage(server, customer.wallet.address);
      const first = await siwe(message);
      if (first.status !== 302 || !new URL(first.headers.location!).searchParams.get('code')) throw new Error('the first use of the nonce should succeed');
      return siwe(message);
    },
    expect: { kind: 'error-redirect', error: 'invalid_request' , reason: /nonce has already been used/ },
  },
  { name: 'SIWE: chain where the address is not linked', run: () => siwe(siweMessage(server, customer.wallet.address, { chainId: 1 })), expect: { kind: 'error-redirect', error: 'invalid_request' , reason: /Chain ID 1 is not accepted/ } },
  { name: 'SIWE: trailing newline', run: () => siwe(`${siweMessage(server, customer.wallet.address)}\n`), expect: { kind: 'error-redirect', error: 'invalid_request' , reason: /must not end with a newline/ } },
  { name: 'SIWE: signature by another wallet', run: async () => siwe(siweMessage(server, customer.wallet.address), Wallet.createRandom() as unknown as Wallet), expect: { kind: 'error-redirect', error: 'invalid_request' , reason: /signature does not match/ } },
  { name: 'SIWE: no expiration time', run: () => siwe(siweMessage(server, customer.wallet.address, { expirationTime: undefined })), expect: { kind: 'error-redirect', error: 'invalid_request' , reason: /Expiration Time is required/ } },
  { name: 'SIWE: resources without the terms of service', run: () => siwe(siweMessage(server, customer.wallet.address, { resources: [`${server.url}/siwe`, 'http://localhost:5173/privacy'] })), expect: { kind: 'error-redirect', error: 'invalid_request' , reason: /Resources must list exactly/ } },
  { name: 'SIWE: version 2', run: () => siwe(siweMessage(server, customer.wallet.address, { version: '2' })), expect: { kind: 'error-redirect', error: 'invalid_request' , reason: /Version must be 1/ } },
  { name: 'SIWE: domain other than the app', run: () => siwe(siweMessage(server, customer.wallet.address, { domain: 'evil.test' })), expect: { kind: 'error-redirect', error: 'invalid_request' , reason: /not the app host/ } },
  {
    name: 'SIWE: signer is not a customer',
    run: async () => {
      const stranger = Wallet.createRandom() as unknown as Wallet;
      return siwe(siweMessage(server, stranger.address), stranger);
    },
    expect: { kind: 'error-redirect', error: 'access_denied' , reason: /not a customer/ },
  },
  // POST /auth/token
  {
    name: 'reused authorization code',
    run: async () => {
      const flow = await hostedFlow(server);
      if ((await exchangeCode(server, flow.code, flow.verifier)).status !== 200) throw new Error('first exchange should succeed');
      return exchangeCode(server, flow.code, flow.verifier);
    },
    expect: { kind: 'bad-request', message: 'The authorization code has already been used' },
  },
  { name: 'wrong code verifier', run: async () => exchangeCode(server, (await hostedFlow(server)).code, pkcePair().verifier), expect: { kind: 'bad-request', message: /code_verifier/ } },
  {
    name: 'code exchanged by another client',
    run: async () => {
      const flow = await hostedFlow(server);
      return exchangeCode(server, flow.code, flow.verifier, { client_id: otherAuthClientId });
    },
    expect: { kind: 'bad-request', message: 'The authorization code is invalid' },
  },
  {
    name: 'redirect uri other than the authorization request’s',
    run: async () => {
      const flow = await hostedFlow(server);
      return exchangeCode(server, flow.code, flow.verifier, { redirect_uri: 'http://localhost:5173/other' });
    },
    expect: { kind: 'bad-request' },
  },
  {
    name: 'expired authorization code',
    run: async () => {
      const flow = await hostedFlow(server);
      server.clock.advance(61_000);
      try {
        return await exchangeCode(server, flow.code, flow.verifier);
      } finally {
        server.clock.advance(-61_000);
      }
    },
    expect: { kind: 'bad-request', message: 'The authorization code has expired' },
  },
  {
    name: 'spent refresh token',
    run: async () => {
      const flow = await hostedFlow(server);
      const tokens = await exchangeCode(server, flow.code, flow.verifier);
      await refreshToken(server, tokens.body.refresh_token, server.seed.authClientId);
      return refreshToken(server, tokens.body.refresh_token, server.seed.authClientId);
    },
    expect: { kind: 'bad-request' },
  },
  { name: 'unknown refresh token', run: () => refreshToken(server, 'not-a-token', server.seed.authClientId), expect: { kind: 'bad-request' } },
  {
    name: 'refresh of a client-credentials token by another client id',
    run: async () => {
      const cc = await token({ grant_type: 'client_credentials', client_id: server.seed.clientId, client_secret: server.seed.clientSecret });
      return refreshToken(server, cc.body.refresh_token, server.seed.authClientId);
    },
    expect: { kind: 'bad-request', message: 'Client id must be the same from previous token' },
  },
  { name: 'wrong client secret', run: () => token({ grant_type: 'client_credentials', client_id: server.seed.clientId, client_secret: 'wrong-secret' }), expect: { kind: 'bad-request' } },
  {
    name: 'client credentials with an authorization-code client id',
    run: () => token({ grant_type: 'client_credentials', client_id: server.seed.authClientId, client_secret: server.seed.clientSecret }),
    expect: { kind: 'bad-request', message: 'The client is not authorized to request a token using this method.' },
  },
  {
    name: 'authorization code with a client-credentials client id',
    run: async () => {
      const flow = await hostedFlow(server);
      return exchangeCode(server, flow.code, flow.verifier, { client_id: server.seed.clientId });
    },
    expect: { kind: 'bad-request', message: 'The client is not authorized to request a token using this method.' },
  },
  { name: 'unknown client id at the token endpoint', run: () => token({ grant_type: 'client_credentials', client_id: randomUUID(), client_secret: 'x' }), expect: { kind: 'bad-request', message: 'no such client id' } },
  { name: 'unknown grant type', run: () => token({ grant_type: 'password', client_id: server.seed.clientId, username: 'a', password: 'b' }), expect: { kind: 'bad-request' } },
  { name: 'code grant without a verifier', run: async () => token({ grant_type: 'authorization_code', client_id: server.seed.authClientId, code: (await hostedFlow(server)).code, redirect_uri: REDIRECT_URI }), expect: { kind: 'bad-request' } },
];

describe('negative cases on /auth and /auth/token', () => {
  it('has at least 25 of them', () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s: not accepted', async (_name, c) => {
    const res = await c.run();
    expect(res.body?.access_token).toBeUndefined();
    switch (c.expect.kind) {
      case 'bad-request':
        expect(res.status).toBe(400);
        expect(res.headers.location).toBeUndefined();
        expect(res.body).toMatchObject({ status: 400, code: expect.stringMatching(/^(validation_error|bad_request)$/) });
        if (c.expect.message) expect(res.body.message).toMatch(c.expect.message);
        if (process.env.SHOW_REASONS) console.log('REASON', _name, '=>', res.body.message, JSON.stringify(res.body.errors ?? {}));
        break;
      case 'error-redirect': {
        expect(res.status).toBe(302);
        const back = new URL(res.headers.location!);
        expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
        expect(back.searchParams.get('error')).toBe(c.expect.error);
        expect(back.searchParams.get('error_description')).toBeTruthy();
        if (c.expect.reason) expect(back.searchParams.get('error_description')).toMatch(c.expect.reason);
        if (process.env.SHOW_REASONS) console.log('REASON', _name, '=>', back.searchParams.get('error_description'));
        expect(back.searchParams.get('code')).toBeNull();
        break;
      }
      case 'method-not-allowed':
        expect(res.status).toBe(405);
        break;
    }
  });
});
