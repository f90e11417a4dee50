import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeCode, location, pkcePair, REDIRECT_URI } from '../support/oauth.js';
import { csrfAgent } from '../support/hosted-csrf.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { agentSignUpAndVerify } from '../support/signup.js';

// The token exchange demanded `redirect_uri` even when `/auth` had none.
// RFC 6749 §4.1.3: it is required only if it was in the authorization request, and then identical.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** Authorize (with or without `redirect_uri`), sign up, onboard and allow: the code and its verifier. */
async function codeFor(withRedirectUri: boolean): Promise<{ code: string; verifier: string }> {
  const { verifier, challenge } = pkcePair();
  const start = await request(server.url)
    .get('/auth')
    .query({ client_id: server.seed.authClientId, code_challenge: challenge, code_challenge_method: 'S256', ...(withRedirectUri ? { redirect_uri: REDIRECT_URI } : {}) });
  expect(start.status).toBe(307);
  const requestId = location(start).searchParams.get('request')!;
  const hosted = await csrfAgent(server);
  await agentSignUpAndVerify(server, hosted, `g-${Math.random().toString(36).slice(2)}@example.org`, 'correct horse battery staple');
  expect((await hosted.put('/onboarding/api/profile').send({ kind: 'personal', firstName: 'Jane', lastName: 'Doe', country: 'IS' })).status).toBe(200);
  const decision = await hosted.post(`/onboarding/api/requests/${requestId}/decision`).send({ allow: true });
  expect(decision.status).toBe(200);
  const back = new URL(decision.body.redirectTo as string);
  expect(back.origin + back.pathname).toBe(REDIRECT_URI);
  return { code: back.searchParams.get('code')!, verifier };
}

function exchangeWithout(code: string, verifier: string) {
  return request(server.url)
    .post('/auth/token')
    .type('form')
    .send({ grant_type: 'authorization_code', client_id: server.seed.authClientId, code, code_verifier: verifier });
}

describe('the token exchange needs redirect_uri only if /auth had it', () => {
  it('exchanges a code without redirect_uri when /auth named none', async () => {
    const { code, verifier } = await codeFor(false);
    const res = await exchangeWithout(code, verifier);
    expect(res.status).toBe(200);
    expect(res.body.token_type).toBe('Bearer');
  });

  it('still checks a redirect_uri sent anyway against the one the code was issued for', async () => {
    const { code, verifier } = await codeFor(false);
    const wrong = await exchangeCode(server, code, verifier, { redirect_uri: 'http://localhost:5173/other' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toHaveProperty('redirect_uri');
    const { code: second, verifier: secondVerifier } = await codeFor(false);
    expect((await exchangeCode(server, second, secondVerifier)).status).toBe(200);
  });

  it('demands redirect_uri when /auth carried it, and the identical value', async () => {
    const { code, verifier } = await codeFor(true);
    const missing = await exchangeWithout(code, verifier);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty('redirect_uri');
    // The failed exchange used nothing up: the right request still works.
    expect((await exchangeCode(server, code, verifier)).status).toBe(200);
  });
});
