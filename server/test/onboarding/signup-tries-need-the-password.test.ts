/**
 * A sign-up code's tries are spent only by someone who knows the sign-up's password: a stranger's
 * guesses without it leave the owner's code and tries whole; with it, a wrong code still uses a
 * try, and the fifth wrong one ends the code. A fresh code's tries are its own: a try begun on the
 * old code never counts against the new one.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_CODE_TRIES, SIGNUP_EMAIL_RESEND_MS } from '../../src/features/onboarding/signup-verification.js';
import { hostedCsrf, withCsrf } from '../support/hosted-csrf.js';
import { latestCode } from '../support/signup.js';
import { startTestServer, type TestServer } from '../support/test-app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 180_000);
afterAll(async () => {
  await server?.close();
});

async function post(path: string, body: object): Promise<request.Response> {
  return request(server.url).post(path).set(withCsrf(await hostedCsrf(server))).send(body);
}
const signUp = (email: string, password: string) => post('/onboarding/api/session/signup', { email, password, acceptTerms: true });
const verify = (email: string, code: string, password: string) => post('/onboarding/api/session/verify', { email, code, password });
const wrongCode = (right: string) => String((Number(right) + 1) % 100_000_000).padStart(8, '0');
const PASSWORD = 'the owner’s long password';

describe('sign-up code tries', () => {
  it('are not spent by guesses without the sign-up’s password: the owner’s code still works after many', async () => {
    const email = `stranger-${randomUUID()}@example.org`;
    expect((await signUp(email, PASSWORD)).status).toBe(202);
    const code = await latestCode(server, email);
    for (let i = 0; i < SIGNUP_CODE_TRIES * 2; i += 1) expect((await verify(email, wrongCode(code), `a stranger’s guess ${i}`)).status).toBe(400);
    // Even the right code with a wrong password spends nothing.
    expect((await verify(email, code, 'a stranger’s guess')).status).toBe(400);
    const done = await verify(email, code, PASSWORD);
    expect(done.status).toBe(201);
    expect(done.body.email).toBe(email);
  });

  it('are spent by wrong codes with the right password: the fifth ends the code', async () => {
    const email = `owner-${randomUUID()}@example.org`;
    await signUp(email, PASSWORD);
    const code = await latestCode(server, email);
    for (let i = 0; i < SIGNUP_CODE_TRIES; i += 1) expect((await verify(email, wrongCode(code), PASSWORD)).status).toBe(400);
    expect((await verify(email, code, PASSWORD)).status).toBe(400);
  });

  it('of a fresh code are its own while tries of the old one run at the same time', async () => {
    const email = `fresh-${randomUUID()}@example.org`;
    await signUp(email, PASSWORD);
    const old = await latestCode(server, email);
    server.clock.advance(SIGNUP_EMAIL_RESEND_MS + 1);
    // Wrong tries of the old code race the resend; none may count against the fresh code.
    const racing = Array.from({ length: SIGNUP_CODE_TRIES }, () => verify(email, wrongCode(old), PASSWORD));
    const resent = post('/onboarding/api/session/signup/resend', { email });
    await Promise.all([...racing, resent]);
    const fresh = await latestCode(server, email);
    expect(fresh).not.toBe(old);
    // Tries the old code spent after the resend would leave the fresh one fewer than five.
    for (let i = 0; i < SIGNUP_CODE_TRIES - 1; i += 1) expect((await verify(email, wrongCode(fresh), PASSWORD)).status).toBe(400);
    expect((await verify(email, fresh, PASSWORD)).status).toBe(201);
  });
});
