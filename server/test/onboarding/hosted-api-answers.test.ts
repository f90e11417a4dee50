/** The hosted onboarding API behind the screens, called as an API client (no browser). */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCEL_DESCRIPTIONS } from '../../src/features/onboarding/hosted-request-cancel.handlers.js';
import { hostedCsrf, withCsrf } from '../support/hosted-csrf.js';
import { pkcePair, REDIRECT_URI } from '../support/oauth.js';
import { SINGLE_USER_SANDBOX, startTestServer, type TestServer } from '../support/test-app.js';
import { expectDenied } from '../e2e/hosted-visit.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(SINGLE_USER_SANDBOX);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe('hosted API answers behind the screens', () => {
  it('answers an API client JSON, not the error page, for a bad client id', async () => {
    const res = await request(server.url).get('/auth').query({ client_id: '00000000-0000-4000-8000-000000000000', code_challenge: pkcePair().challenge });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body.message).toBe('no such client id');
  });

  it('answers a request once: a cancelled request is described as answered and cannot be cancelled again', async () => {
    const start = await request(server.url)
      .get('/auth')
      .query({ client_id: server.seed.authClientId, code_challenge: pkcePair().challenge, code_challenge_method: 'S256', redirect_uri: REDIRECT_URI, state: 'api-cancel' });
    expect(start.status).toBe(307);
    const id = new URL(start.headers.location!).searchParams.get('request')!;
    const open = await request(server.url).get(`/onboarding/api/requests/${id}`);
    expect(open.body).toMatchObject({ status: 'open', app: { name: 'Sandbox app', redirectDomain: 'localhost:5173', domainVerified: true, homeUrl: 'http://localhost:5173' } });
    const cancel = await request(server.url).post(`/onboarding/api/requests/${id}/cancel`).set('Origin', server.url).set(withCsrf(await hostedCsrf(server)));
    expect(cancel.status).toBe(200);
    expectDenied(new URL(cancel.body.redirectTo), 'api-cancel', CANCEL_DESCRIPTIONS.cancelled);
    const again = await request(server.url).post(`/onboarding/api/requests/${id}/cancel`).set('Origin', server.url).set(withCsrf(await hostedCsrf(server)));
    expect(again.status).toBe(409);
    const answered = await request(server.url).get(`/onboarding/api/requests/${id}`);
    expect(answered.body.status).toBe('answered');
    expect(answered.body.user).toBeUndefined();
  });

  it('refuses a password reset outside the sandbox and cancels only open requests', async () => {
    // The same server switched to production for one call (booting a second one costs seconds).
    const config = server.ctx.config as { mode: string };
    config.mode = 'production';
    try {
      const res = await request(server.url).post('/onboarding/api/session/password-reset').set('Origin', server.url).set(withCsrf(await hostedCsrf(server))).send({ email: 'someone@example.org', password: 'a long new password' });
      expect(res.status).toBe(403);
      expect(res.body.message).toContain('Contact support');
    } finally {
      config.mode = 'sandbox';
    }
    const unknown = await request(server.url).post('/onboarding/api/requests/6a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b/cancel').set('Origin', server.url).set(withCsrf(await hostedCsrf(server)));
    expect(unknown.status).toBe(404);
  });
});
