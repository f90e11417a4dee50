import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_CODE_TRIES, SIGNUP_EMAIL_RESEND_MS, WRONG_CODE } from '../../src/features/onboarding/signup-verification.js';
import { hostedCsrf, withCsrf } from '../support/hosted-csrf.js';
import { codeIn, latestCode, mailbox, signUpAndVerify } from '../support/signup.js';
import { startTestServer, type TestServer } from '../support/test-app.js';

// A stranger could burn the 5 tries of a person's sign-up code, and the
// owner's right code then failed; the only way out was to sign up again. The owner now asks for a
// new code ("Resend code"), which keeps the sign-up's password and has 5 tries of its own.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // Booting a server on a busy 2-core machine can take over a minute.
}, 180_000);
afterAll(async () => {
  await server?.close();
});

async function post(path: string, body: object): Promise<request.Response> {
  return request(server.url).post(path).set(withCsrf(await hostedCsrf(server))).send(body);
}
const signUp = (email: string, password: string) => post('/onboarding/api/session/signup', { email, password, acceptTerms: true });
const verify = (email: string, code: string, password: string) => post('/onboarding/api/session/verify', { email, code, password });
const resend = (email: string) => post('/onboarding/api/session/signup/resend', { email });
/** A wrong code that is not the right one. */
const wrongCode = (right: string) => String((Number(right) + 1) % 100_000_000).padStart(8, '0');
/** The sign-up email minute is over. */
const aMinuteLater = () => server.clock.advance(SIGNUP_EMAIL_RESEND_MS + 1);

describe('the owner of a sign-up gets a new code with tries of its own', () => {
  it('the owner uses up the code’s tries, asks for a new code, and it works with the password given at sign-up', async () => {
    const email = `burnt-${randomUUID()}@example.org`;
    const password = 'the owner’s long password';
    expect((await signUp(email, password)).status).toBe(202);
    const first = await latestCode(server, email);
    // Tries count once the password matched (signup-tries-need-the-password.test.ts): the owner mistypes the code five times.
    for (let i = 0; i < SIGNUP_CODE_TRIES; i += 1) expect((await verify(email, wrongCode(first), password)).status).toBe(400);
    // The right code is used up now.
    const burnt = await verify(email, first, password);
    expect(burnt.status).toBe(400);
    expect(burnt.body.message).toBe(WRONG_CODE);

    aMinuteLater();
    const again = await resend(email);
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ email, verification: 'sent' });
    const second = await latestCode(server, email);
    expect(second).not.toBe(first);
    const [newest] = await mailbox(server, email);
    expect(newest!.subject).toBe('Your emoney sign-up code');
    // The old code no longer works; the new one does, with the password of the sign-up.
    expect((await verify(email, first, password)).status).toBe(400);
    const done = await verify(email, second, password);
    expect(done.status).toBe(201);
    expect(done.body.email).toBe(email);
  });

  it('counts tries per code: a new code has its own 5, and the code stays valid 15 minutes from its email', async () => {
    const email = `tries-${randomUUID()}@example.org`;
    const password = 'the owner’s long password';
    await signUp(email, password);
    const first = await latestCode(server, email);
    for (let i = 0; i < SIGNUP_CODE_TRIES - 1; i += 1) await verify(email, wrongCode(first), password);
    aMinuteLater();
    await resend(email);
    const second = await latestCode(server, email);
    for (let i = 0; i < SIGNUP_CODE_TRIES - 1; i += 1) expect((await verify(email, wrongCode(second), password)).status).toBe(400);
    // 14 minutes after the new email, the fifth try of the new code still counts.
    server.clock.advance(14 * 60_000);
    expect((await verify(email, second, password)).status).toBe(201);
  });

  it('sends at most one email a minute per address, from sign-up and resend together, and answers the same', async () => {
    const email = `minute-${randomUUID()}@example.org`;
    await signUp(email, 'the owner’s long password');
    const code = await latestCode(server, email);
    const soon = await resend(email);
    expect(soon.status).toBe(202);
    expect(soon.body).toEqual({ email, verification: 'sent' });
    expect(await mailbox(server, email)).toHaveLength(1);
    // Within the minute the code is untouched, with its tries.
    expect(await latestCode(server, email)).toBe(code);
    aMinuteLater();
    await resend(email);
    expect(await mailbox(server, email)).toHaveLength(2);
    await resend(email);
    expect(await mailbox(server, email)).toHaveLength(2);
  });

  it('answers the same for an address with nothing waiting, with an account, and with a sign-up waiting; an account’s owner gets the note without a code', async () => {
    const nobody = `nobody-${randomUUID()}@example.org`;
    const owner = `owner-${randomUUID()}@example.org`;
    const waiting = `waiting-${randomUUID()}@example.org`;
    await signUpAndVerify(server, owner, 'the owner’s long password');
    // Someone tries to sign up with the owner's address: the owner gets the note, then asks again.
    await signUp(owner, 'not the owner’s password');
    await signUp(waiting, 'a long password here');
    aMinuteLater();
    const answers = await Promise.all([resend(nobody), resend(owner), resend(waiting)]);
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202]);
    expect(answers.map((a) => Object.keys(a.body).sort())).toEqual([
      ['email', 'verification'],
      ['email', 'verification'],
      ['email', 'verification'],
    ]);
    expect(answers.map((a) => a.body.verification)).toEqual(['sent', 'sent', 'sent']);
    expect(await mailbox(server, nobody)).toEqual([]);
    const [note] = await mailbox(server, owner);
    expect(note!.body).toContain('you already have one');
    expect(codeIn(note)).toBeUndefined();
    expect(codeIn((await mailbox(server, waiting))[0])).toMatch(/^\d{8}$/);
  });

  it('is rate limited per email like sign-up (429)', async () => {
    // The shared server's limits, read on every request, tightened for this test (a second server costs seconds).
    const limits = server.ctx.config.rateLimits as { hostedPerEmail: number };
    const before = limits.hostedPerEmail;
    limits.hostedPerEmail = 2;
    try {
      const email = `limited-${randomUUID()}@example.org`;
      expect((await resend(email)).status).toBe(202);
      expect((await resend(email)).status).toBe(202);
      expect((await resend(email)).status).toBe(429);
    } finally {
      limits.hostedPerEmail = before;
    }
  });
});
