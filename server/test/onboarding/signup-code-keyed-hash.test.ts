import { createHash, randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedCsrf, withCsrf } from '../support/hosted-csrf.js';
import { latestCode } from '../support/signup.js';
import { startTestServer, type TestServer } from '../support/test-app.js';

// Sign-up codes were stored as their unsalted SHA-256: 10^8 eight-digit
// codes, so a leaked table gave every pending code back at once. They are now an HMAC under the
// server's secret-hash key, bound to the email.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('sign-up codes are stored as a keyed hash', () => {
  it('keeps no plain SHA-256 of the code; the emailed code still verifies', async () => {
    const email = `keyed-${randomUUID()}@example.org`;
    const password = 'correct horse battery staple';
    const csrf = withCsrf(await hostedCsrf(server));
    expect((await request(server.url).post('/onboarding/api/session/signup').set(csrf).send({ email, password, acceptTerms: true })).status).toBe(202);
    const code = await latestCode(server, email);
    const row = await server.ctx.db.selectFrom('pending_signups').select('code_hash').where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.code_hash).not.toBe(sha256(code));
    expect(row.code_hash).toMatch(/^hmac-sha256\$[0-9a-f]{12}\$[A-Za-z0-9_-]{43}$/);
    // Bound to the email: the same code for another address would hash differently (no shared table of 10^8 digests).
    expect(row.code_hash).not.toContain(sha256(code).slice(0, 16));
    const verify = await request(server.url).post('/onboarding/api/session/verify').set(csrf).send({ email, code, password });
    expect(verify.status).toBe(201);
  });
});
