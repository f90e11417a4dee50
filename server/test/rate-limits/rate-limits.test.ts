import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { hashingStats } from '../../src/crypto/passwords.js';
import type { RateLimitConfig } from '../../src/features/rate-limits/rate-limits.config.js';
import { limitKey } from '../../src/features/rate-limits/rate-limits.middleware.js';
import { hostedCsrf, withCsrf } from '../support/hosted-csrf.js';
import { SINGLE_USER_SANDBOX, startTestServer, type TestServer } from '../support/test-app.js';

/** A state-changing hosted call as the screens make it: with the anti-CSRF cookie and header. */
async function hostedPost(server: TestServer, path: string, body: object): Promise<request.Response> {
  return request(server.url).post(path).set(withCsrf(await hostedCsrf(server))).send(body);
}

// Nothing limited /auth/token, /auth/revoke or the hosted log-in and
// sign-up, so anyone could guess secrets and passwords, or flood the slow hash, at full speed.
const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const OFF: RateLimitConfig = { windowMs: 60_000, authPerIp: 0, authPerClient: 0, hostedPerIp: 0, hostedPerEmail: 0, uploadsPerProfile: 0, trustProxy: undefined };

async function serverWith(limits: Partial<RateLimitConfig>): Promise<TestServer> {
  const server = await startTestServer({ rateLimits: { ...OFF, ...limits }, ...SINGLE_USER_SANDBOX });
  servers.push(server);
  return server;
}

const wrongSecret = (server: TestServer, clientId = server.seed.clientId) =>
  request(server.url).post('/auth/token').type('form').send({ grant_type: 'client_credentials', client_id: clientId, client_secret: 'not the secret' });

function expectTooMany(res: request.Response, windowSeconds = 60): void {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ code: 'too_many_requests', status: 429, message: expect.stringContaining('Too many requests'), requestId: expect.any(String) });
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('rate limits on the credential endpoints, stored in the database', () => {
  it('limits POST /auth/token per client_id: 429 with Retry-After and the error body, without hashing', async () => {
    const server = await serverWith({ authPerClient: 3 });
    for (let i = 0; i < 3; i += 1) expect((await wrongSecret(server)).status).toBe(400);
    const hashesBefore = hashingStats().started;
    expectTooMany(await wrongSecret(server));
    expect(hashingStats().started).toBe(hashesBefore);
    // Even the right secret waits: the client id is limited, not the guess.
    const right = await request(server.url).post('/auth/token').type('form').send({ grant_type: 'client_credentials', client_id: server.seed.clientId, client_secret: server.seed.clientSecret });
    expectTooMany(right);
    // Another client id is not affected.
    expect((await wrongSecret(server, randomUUID())).status).toBe(400);
  });

  it('limits /auth/token and /auth/revoke together per IP, whatever the client id, and a new window starts over', async () => {
    const server = await serverWith({ authPerIp: 4 });
    for (let i = 0; i < 2; i += 1) expect((await wrongSecret(server, randomUUID())).status).toBe(400);
    for (let i = 0; i < 2; i += 1) {
      const revoke = await request(server.url).post('/auth/revoke').type('form').send({ client_id: randomUUID(), token: 'whatever' });
      expect(revoke.status).toBe(200);
    }
    expectTooMany(await wrongSecret(server, randomUUID()));
    expectTooMany(await request(server.url).post('/auth/revoke').type('form').send({ client_id: randomUUID(), token: 'whatever' }));
    server.clock.advance(60_000);
    expect((await wrongSecret(server, randomUUID())).status).toBe(400);
  });

  it('limits hosted log-in and sign-up per email, other emails unaffected', async () => {
    const server = await serverWith({ hostedPerEmail: 3 });
    const email = `victim-${randomUUID()}@example.org`;
    const password = 'correct horse battery staple';
    expect((await hostedPost(server, '/onboarding/api/session/signup', { email, password, acceptTerms: true })).status).toBe(202);
    for (let i = 0; i < 2; i += 1) {
      expect((await hostedPost(server, '/onboarding/api/session/login', { email, password: `guess ${i} is wrong` })).status).toBe(401);
    }
    // Upper case is the same email.
    expectTooMany(await hostedPost(server, '/onboarding/api/session/login', { email: email.toUpperCase(), password }));
    expectTooMany(await hostedPost(server, '/onboarding/api/session/signup', { email, password, acceptTerms: true }));
    expectTooMany(await hostedPost(server, '/onboarding/api/session/verify', { email, code: '12345678', password }));
    const other = await hostedPost(server, '/onboarding/api/session/login', { email: `other-${randomUUID()}@example.org`, password });
    expect(other.status).toBe(401);
  });

  it('limits the sandbox password reset and the sign-up verification with log-in, per email', async () => {
    const server = await serverWith({ hostedPerEmail: 2 });
    const email = `reset-${randomUUID()}@example.org`;
    expect((await hostedPost(server, '/onboarding/api/session/password-reset', { email, password: 'a long new password' })).status).toBe(204);
    expect((await hostedPost(server, '/onboarding/api/session/verify', { email, code: '12345678', password: 'a long new password' })).status).toBe(400);
    expectTooMany(await hostedPost(server, '/onboarding/api/session/password-reset', { email, password: 'a long new password' }));
    expectTooMany(await hostedPost(server, '/onboarding/api/session/login', { email, password: 'a long new password' }));
  });

  it('limits hosted log-in and sign-up per IP', async () => {
    const server = await serverWith({ hostedPerIp: 2 });
    const login = () => hostedPost(server, '/onboarding/api/session/login', { email: `u-${randomUUID()}@example.org`, password: 'a password here' });
    expect((await login()).status).toBe(401);
    expect((await login()).status).toBe(401);
    expectTooMany(await login());
  });

  it('counts in the database: another server process on the same database sees the same counts', async () => {
    const server = await serverWith({ authPerClient: 2 });
    expect((await wrongSecret(server)).status).toBe(400);
    // A second application on the same database stands in for a second process: nothing in memory is shared.
    const second = await createApp({ ...server.ctx }, { validateResponses: true });
    const res = await request(second).post('/auth/token').type('form').send({ grant_type: 'client_credentials', client_id: server.seed.clientId, client_secret: 'nope' });
    expect(res.status).toBe(400);
    expectTooMany(await wrongSecret(server));
    const rows = await server.ctx.db.selectFrom('rate_limit_counters').selectAll().execute();
    expect(rows.find((r) => r.key === limitKey('auth:client', server.seed.clientId))?.hits).toBe(3);
    // Keys are digests: the table keeps no client ids, emails or IPs in clear.
    expect(rows.map((r) => r.key).join(' ')).not.toContain(server.seed.clientId);
    expect(rows.map((r) => r.key).join(' ')).not.toContain('127.0.0.1');
  });

  it('counts concurrent requests exactly (one atomic statement per key)', async () => {
    const server = await serverWith({ authPerClient: 5 });
    const answers = await Promise.all(Array.from({ length: 12 }, () => wrongSecret(server)));
    expect(answers.filter((a) => a.status === 400)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(7);
  });

  it('leaves other endpoints alone', async () => {
    const server = await serverWith({ authPerIp: 1, hostedPerIp: 1 });
    for (let i = 0; i < 3; i += 1) expect((await request(server.url).get('/')).status).toBe(200);
  });
});

describe('rate-limit settings', () => {
  it('has generous defaults, read from EMONEY_RATE_LIMIT_*', () => {
    expect(loadConfig({}).rateLimits).toEqual({ windowMs: 60_000, authPerIp: 300, authPerClient: 600, hostedPerIp: 60, hostedPerEmail: 10, uploadsPerProfile: 20, trustProxy: undefined });
    const set = loadConfig({
      EMONEY_RATE_LIMIT_WINDOW_SECONDS: '30',
      EMONEY_RATE_LIMIT_AUTH_PER_IP: '0',
      EMONEY_RATE_LIMIT_AUTH_PER_CLIENT: '5',
      EMONEY_RATE_LIMIT_HOSTED_PER_IP: '7',
      EMONEY_RATE_LIMIT_HOSTED_PER_EMAIL: '3',
      EMONEY_TRUST_PROXY: '1',
    }).rateLimits;
    expect(set).toEqual({ windowMs: 30_000, authPerIp: 0, authPerClient: 5, hostedPerIp: 7, hostedPerEmail: 3, uploadsPerProfile: 20, trustProxy: 1 });
    expect(() => loadConfig({ EMONEY_RATE_LIMIT_HOSTED_PER_EMAIL: 'many' })).toThrow('EMONEY_RATE_LIMIT_HOSTED_PER_EMAIL must be a whole number');
    expect(() => loadConfig({ EMONEY_RATE_LIMIT_WINDOW_SECONDS: '0' })).toThrow('EMONEY_RATE_LIMIT_WINDOW_SECONDS must be a whole number (1 or more)');
  });
});
