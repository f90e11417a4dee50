import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedCsrf, withCsrf } from '../support/hosted-csrf.js';
import { exchangeCode, hostedFlow, location, pkcePair, REDIRECT_URI, refreshToken, siweMessage } from '../support/oauth.js';
import { partnerApp } from '../support/partners.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';
import { sessionCookieOf, signUpAndVerify } from '../support/signup.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const context = (token: string) => request(server.url).get('/auth/context').set('Authorization', `Bearer ${token}`);

describe('client credentials', () => {
  it('gives the app a token for its own approved corporate profile', async () => {
    const res = await request(server.url)
      .post('/auth/token')
      .type('form')
      .send({ grant_type: 'client_credentials', client_id: server.seed.clientId, client_secret: server.seed.clientSecret });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ expires_in: 3600, token_type: 'Bearer' });
    expect(res.body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const ctx = await context(res.body.access_token);
    expect(ctx.status).toBe(200);
    expect(ctx.body.auth).toEqual({ method: 'resource', subject: server.seed.clientId, verified: true });
    expect(ctx.body.defaultProfile).toBe(server.seed.profileId);
    expect(ctx.body.profiles).toEqual([
      { id: server.seed.profileId, kind: 'corporate', name: 'Sandbox partner', state: 'approved', perms: ['read', 'write'] },
    ]);
  });

  it('refreshes with the same client id only', async () => {
    const first = await request(server.url)
      .post('/auth/token')
      .type('form')
      .send({ grant_type: 'client_credentials', client_id: server.seed.clientId, client_secret: server.seed.clientSecret });
    const wrong = await refreshToken(server, first.body.refresh_token, server.seed.authClientId);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Client id must be the same from previous token');
    const right = await refreshToken(server, first.body.refresh_token, server.seed.clientId);
    expect(right.status).toBe(200);
    expect((await context(right.body.access_token)).status).toBe(200);
  });
});

describe('authorization code flow with PKCE (hosted screens over HTTP)', () => {
  it('sends the browser to the hosted screens with a 307', async () => {
    const { challenge } = pkcePair();
    const res = await request(server.url)
      .get('/auth')
      .query({ client_id: server.seed.authClientId, code_challenge: challenge, redirect_uri: REDIRECT_URI, state: 'xyz' });
    expect(res.status).toBe(307);
    const to = location(res);
    expect(`${to.origin}${to.pathname}`).toBe(`${server.url}/onboarding/`);
    expect(to.searchParams.get('request')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('takes the contract booleans skip_kyc and skip_create_account, in the query and in a form post', async () => {
    const { challenge } = pkcePair();
    const fields = { client_id: server.seed.authClientId, code_challenge: challenge, redirect_uri: REDIRECT_URI, skip_kyc: 'true', skip_create_account: 'false' };
    const viaQuery = await request(server.url).get('/auth').query(fields);
    expect(viaQuery.status).toBe(307);
    const viaForm = await request(server.url).post('/auth').type('form').send(fields);
    expect(viaForm.status).toBe(307);
    const id = location(viaForm).searchParams.get('request')!;
    const hosted = await request(server.url).get(`/onboarding/api/requests/${id}`);
    expect(hosted.body).toMatchObject({ skipKyc: true, skipCreateAccount: false });
    const bad = await request(server.url).get('/auth').query({ ...fields, skip_kyc: 'maybe' });
    expect(bad.status).toBe(302);
    expect(location(bad).searchParams.get('error')).toBe('invalid_request');
  });

  it('signs up, onboards, connects a wallet, allows, and exchanges the code for tokens of the user', async () => {
    const flow = await hostedFlow(server);
    expect(flow.state).toMatch(/^state-/);
    const tokens = await exchangeCode(server, flow.code, flow.verifier);
    expect(tokens.status).toBe(200);
    const ctx = await context(tokens.body.access_token);
    expect(ctx.status).toBe(200);
    expect(ctx.body.email).toBe(flow.email);
    expect(ctx.body.auth).toEqual({ method: 'jwt', subject: ctx.body.userId, verified: true });
    expect(ctx.body.profiles[0]).toMatchObject({ kind: 'personal', name: 'Jane Doe', state: 'approved', perms: ['read', 'write'] });
  });

  it('answers a denial with error=access_denied and the state', async () => {
    const { challenge } = pkcePair();
    const start = await request(server.url).get('/auth').query({ client_id: server.seed.authClientId, code_challenge: challenge, state: 's1' });
    const requestId = location(start).searchParams.get('request')!;
    const csrf = await hostedCsrf(server);
    const cookie = sessionCookieOf(await signUpAndVerify(server, `deny-${randomUUID()}@example.org`, 'long enough password', csrf));
    const res = await request(server.url).post(`/onboarding/api/requests/${requestId}/decision`).set(withCsrf(csrf, cookie)).send({ allow: false });
    expect(res.status).toBe(200);
    const back = new URL(res.body.redirectTo);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('s1');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('rotates refresh tokens, and a reused one revokes the whole family', async () => {
    const flow = await hostedFlow(server);
    const first = await exchangeCode(server, flow.code, flow.verifier);
    const second = await refreshToken(server, first.body.refresh_token, server.seed.authClientId);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.body.refresh_token);
    expect((await context(second.body.access_token)).status).toBe(200);
    const replay = await refreshToken(server, first.body.refresh_token, server.seed.authClientId);
    expect(replay.status).toBe(400);
    // The family is revoked: the newest tokens die with it.
    expect((await context(second.body.access_token)).status).toBe(401);
    expect((await refreshToken(server, second.body.refresh_token, server.seed.authClientId)).status).toBe(400);
  });

  it('revokes the tokens of a code that is replayed', async () => {
    const flow = await hostedFlow(server);
    const tokens = await exchangeCode(server, flow.code, flow.verifier);
    expect((await exchangeCode(server, flow.code, flow.verifier)).status).toBe(400);
    expect((await context(tokens.body.access_token)).status).toBe(401);
  });

  it('expires access tokens after 3600 seconds', async () => {
    const token = await clientCredentialsToken(server);
    server.clock.advance(3599_000);
    expect((await context(token)).status).toBe(200);
    server.clock.advance(2_000);
    expect((await context(token)).status).toBe(401);
    server.clock.advance(-3601_000);
  });
});

describe('revocation (RFC 7009)', () => {
  const revoke = (form: Record<string, string>) => request(server.url).post('/auth/revoke').type('form').send(form);

  it('ends the grant of a refresh token or an access token, and says nothing about unknown tokens', async () => {
    const flow = await hostedFlow(server);
    const tokens = await exchangeCode(server, flow.code, flow.verifier);
    // Another client's id changes nothing.
    expect((await revoke({ client_id: server.seed.clientId, token: tokens.body.refresh_token })).status).toBe(200);
    expect((await context(tokens.body.access_token)).status).toBe(200);
    expect((await revoke({ client_id: server.seed.authClientId, token: tokens.body.refresh_token, token_type_hint: 'refresh_token' })).status).toBe(200);
    expect((await context(tokens.body.access_token)).status).toBe(401);
    expect((await refreshToken(server, tokens.body.refresh_token, server.seed.authClientId)).status).toBe(400);

    const cc = await clientCredentialsToken(server);
    expect((await revoke({ client_id: server.seed.clientId, token: cc })).status).toBe(200);
    expect((await context(cc)).status).toBe(401);
    expect((await revoke({ client_id: server.seed.clientId, token: 'no-such-token' })).status).toBe(200);
  });
});

describe('Sign-In with Ethereum', () => {
  it('gives an existing customer a code at once (302), for their linked address and chain', async () => {
    const flow = await hostedFlow(server);
    const { verifier, challenge } = pkcePair();
    const message = siweMessage(server, flow.wallet.address);
    const signature = await flow.wallet.signMessage(message);
    const res = await request(server.url)
      .post('/auth')
      .type('form')
      .send({ client_id: server.seed.authClientId, code_challenge: challenge, authentication_method: 'siwe', message, signature, state: 'siwe-1' });
    expect(res.status).toBe(302);
    const back = location(res);
    expect(back.searchParams.get('error')).toBeNull();
    expect(back.searchParams.get('state')).toBe('siwe-1');
    const tokens = await exchangeCode(server, back.searchParams.get('code')!, verifier);
    expect(tokens.status).toBe(200);
    expect((await context(tokens.body.access_token)).body.email).toBe(flow.email);
  });
});

describe('partner sign-up', () => {
  it('creates the customer (201) once, then answers 304', async () => {
    const token = await clientCredentialsToken(server);
    const email = `Signup-${randomUUID()}@Example.org`;
    const created = await request(server.url).post('/auth/signup').set('Authorization', `Bearer ${token}`).send({ email });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ email: email.toLowerCase(), profile: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const again = await request(server.url).post('/auth/signup').set('Authorization', `Bearer ${token}`).send({ email });
    expect(again.status).toBe(304);
  });

  it('is refused (403, the partner message) to an app without the privilege', async () => {
    const { token } = await partnerApp(server, { partnerId: server.seed.partnerId, privileges: [] });
    const res = await request(server.url).post('/auth/signup').set('Authorization', `Bearer ${token}`).send({ email: 'x@example.org' });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/not allowed .* Contact emoney for access/);
  });
});

describe('bearer authentication and content negotiation', () => {
  it('answers 401 "Not authenticated" without a token or with a forged one', async () => {
    const none = await request(server.url).get('/auth/context');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ code: 'unauthorized', status: 401, message: 'Not authenticated', requestId: expect.any(String) });
    const token = await clientCredentialsToken(server);
    const [h, p] = token.split('.');
    const forged = await context(`${h}.${p}.${'A'.repeat(43)}`);
    expect(forged.status).toBe(401);
  });

  it('serves the vendor media type, the provider\'s, application/json and */*, and answers anything else 406', async () => {
    const token = await clientCredentialsToken(server);
    for (const accept of ['application/vnd.emoney.api-v2+json', 'application/vnd.monerium.api-v2+json', 'application/json', '*/*', 'text/html, */*;q=0.8']) {
      expect((await context(token).set('Accept', accept)).status).toBe(200);
    }
    const refused = await context(token).set('Accept', 'text/html');
    expect(refused.status).toBe(406);
    expect(refused.body.code).toBe('not_acceptable');
    expect((await context(token).set('Accept', 'application/json;q=0')).status).toBe(406);
    expect((await context(token).set('Accept', 'application/vnd.monerium.api-v3+json')).status).toBe(406);
  });
});
