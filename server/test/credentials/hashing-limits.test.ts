import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashingStats, hashPassword, MAX_CONCURRENT_HASHES, verifyPassword } from '../../src/crypto/passwords.js';
import { hostedCsrf, withCsrf } from '../support/hosted-csrf.js';
import { startTestServer, type TestServer } from '../support/test-app.js';

// Log-in answered an unknown email without hashing (3 ms against
// 102 ms: email enumeration by timing), and concurrent wrong secrets saturated the thread pool.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('hashing for unknown users, capped concurrent hashing', () => {
  it('hosted log-in hashes a dummy when the email is unknown, and answers like a wrong password', async () => {
    const before = hashingStats().started;
    const res = await request(server.url).post('/onboarding/api/session/login').set(withCsrf(await hostedCsrf(server))).send({ email: `nobody-${Date.now()}@example.org`, password: 'whatever it is' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('The email address or the password is wrong');
    expect(hashingStats().started).toBeGreaterThan(before);
  });

  it(`runs at most ${MAX_CONCURRENT_HASHES} hashes at once`, async () => {
    const stored = await hashPassword('secret', 10);
    let peak = 0;
    let done = false;
    const sample = async () => {
      while (!done) {
        peak = Math.max(peak, hashingStats().running);
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const sampling = sample();
    await Promise.all(Array.from({ length: 8 }, () => verifyPassword('wrong', stored)));
    done = true;
    await sampling;
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES);
  });
});
