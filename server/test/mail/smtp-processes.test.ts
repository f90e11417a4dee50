/**
 * The deployment's shape: a production api process and a worker process on one PostgreSQL
 * database, configured from the environment as the systemd units do. A sign-up on the api queues
 * its code; the worker, with EMONEY_SMTP_URL, sends it to the relay. PostgreSQL only: PGlite is
 * in-process.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.js';
import { startServerProcess, until } from '@emoney/test-support/server-process';
import { openTestDatabase, TEST_DATABASE } from '../support/test-db.js';
import { bodyOf, startSmtpReceiver } from './smtp-receiver.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const key = () => randomBytes(32).toString('base64');

describe.runIf(TEST_DATABASE === 'postgres')('email with an api and a worker process', () => {
  it('the api queues the sign-up code, the worker sends it through the relay once', async () => {
    const smtp = await startSmtpReceiver();
    cleanups.push(() => smtp.close());
    const database = await openTestDatabase(createLogger('silent', 'json'));
    cleanups.push(() => database.close());
    const production = {
      EMONEY_MODE: 'production',
      EMONEY_PUBLIC_URL: 'http://localhost',
      EMONEY_TOKEN_SIGNING_KEYS: `k1:${key()}`,
      EMONEY_DATA_KEYS: `d1:${key()}`,
      EMONEY_SECRET_HASH_KEYS: `h1:${key()}`,
      EMONEY_SMTP_URL: smtp.url,
      EMONEY_MAIL_FROM: 'Example Money <no-reply@example.com>',
    };
    const api = await startServerProcess(database.url!, { ...production, EMONEY_ROLE: 'api' }, cleanups);
    const email = `processes-${randomUUID()}@example.org`;
    const csrf = await request(`http://127.0.0.1:${api.port}`).get('/onboarding/api/session/csrf');
    expect(csrf.status).toBe(200);
    const token = csrf.body.csrfToken as string;
    const signup = await request(`http://127.0.0.1:${api.port}`)
      .post('/onboarding/api/session/signup')
      .set({ Cookie: `emoney_csrf=${token}`, 'X-CSRF-Token': token })
      .send({ email, password: 'a password long enough', acceptTerms: true });
    expect(signup.status).toBe(202);
    // The api runs no jobs: the email waits for a worker.
    expect(smtp.offered()).toBe(0);

    await startServerProcess(database.url!, { ...production, EMONEY_ROLE: 'worker', EMONEY_OPS_PORT: '0' }, cleanups);
    await until(() => smtp.accepted.length === 1, 30_000, 'the worker to send the email');
    expect(smtp.accepted[0]!.to).toEqual([email]);
    expect(bodyOf(smtp.accepted[0]!)).toMatch(/enter this code on the sign-up screen: \d{8}/);
    await until(async () => (await database.db.selectFrom('outbound_emails').select('sent_at').where('to_address', '=', email).executeTakeFirstOrThrow()).sent_at !== null, 10_000, 'sent_at');
    expect(smtp.offered()).toBe(1);
  }, 120_000); // two processes start from source (tsx)
});
