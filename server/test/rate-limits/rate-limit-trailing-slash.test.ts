import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { operations as hostedOperations } from '@emoney/api-types/onboarding-operations';
import { operations } from '@emoney/api-types/operations';
import type { RateLimitConfig } from '../../src/features/rate-limits/rate-limits.config.js';
import { hostedCsrf, withCsrf } from '../support/hosted-csrf.js';
import { startTestServer, type TestServer } from '../support/test-app.js';

// The limiter matched `req.path` exactly while the router ignores a
// trailing slash, so `POST /auth/token/` and `/onboarding/api/session/login/` were never limited.
// The limits are now declared in the contract (`x-rate-limit`) and counted by the operation the
// router resolved.
const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const OFF: RateLimitConfig = { windowMs: 60_000, authPerIp: 0, authPerClient: 0, hostedPerIp: 0, hostedPerEmail: 0, uploadsPerProfile: 0, trustProxy: undefined };

async function serverWith(limits: Partial<RateLimitConfig>): Promise<TestServer> {
  const server = await startTestServer({ rateLimits: { ...OFF, ...limits } });
  servers.push(server);
  return server;
}

function expectTooMany(res: request.Response): void {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ code: 'too_many_requests', status: 429, message: expect.stringContaining('Too many requests'), requestId: expect.any(String) });
  expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
}

describe('rate limits follow the operation the router resolved, not the path text', () => {
  it('the contract declares the limited operations (x-rate-limit), generated into the operation lists', () => {
    const limited = [...operations, ...hostedOperations].filter((o) => o.rateLimit !== null).map((o) => `${o.operationId}:${o.rateLimit}`);
    expect(limited.sort()).toEqual(
      ['createToken:auth', 'revokeToken:auth', 'hostedLogIn:hosted', 'hostedSignUp:hosted', 'resetHostedPassword:hosted', 'verifyHostedSignUp:hosted', 'resendHostedSignUpCode:hosted', 'uploadFile:upload'].sort(),
    );
  });

  it('POST /auth/token/ (trailing slash) counts against the same per-client limit as /auth/token', async () => {
    const server = await serverWith({ authPerClient: 3 });
    const form = { grant_type: 'client_credentials', client_id: server.seed.clientId, client_secret: 'not the secret' };
    const slashed = () => request(server.url).post('/auth/token/').type('form').send(form);
    // The router answers the slashed path as the token endpoint (a wrong secret: 400).
    for (let i = 0; i < 3; i += 1) expect((await slashed()).status).toBe(400);
    expectTooMany(await slashed());
    expectTooMany(await request(server.url).post('/auth/token').type('form').send(form));
    expectTooMany(await request(server.url).post('/auth/revoke/').type('form').send({ client_id: server.seed.clientId, token: 'x' }));
  });

  it('the hosted log-in with a trailing slash counts per email like the plain path', async () => {
    const server = await serverWith({ hostedPerEmail: 3 });
    const email = `victim-${randomUUID()}@example.org`;
    const csrf = withCsrf(await hostedCsrf(server));
    const login = (path: string) => request(server.url).post(path).set(csrf).send({ email, password: 'a wrong guess here' });
    for (let i = 0; i < 3; i += 1) expect((await login('/onboarding/api/session/login/')).status).toBe(401);
    expectTooMany(await login('/onboarding/api/session/login/'));
    expectTooMany(await login('/onboarding/api/session/login'));
    const signup = await request(server.url).post('/onboarding/api/session/signup/').set(csrf).send({ email, password: 'correct horse battery staple', acceptTerms: true });
    expectTooMany(signup);
  });

  it('the hosted sign-up with a trailing slash counts per IP', async () => {
    const server = await serverWith({ hostedPerIp: 2 });
    const csrf = withCsrf(await hostedCsrf(server));
    const signup = () =>
      request(server.url).post('/onboarding/api/session/signup/').set(csrf).send({ email: `s-${randomUUID()}@example.org`, password: 'correct horse battery staple', acceptTerms: true });
    expect((await signup()).status).toBe(202);
    expect((await signup()).status).toBe(202);
    expectTooMany(await signup());
  });
});
