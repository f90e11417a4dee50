import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_CODE_TRIES as CLAIM_CODE_TRIES, SIGNUP_CODE_TTL_MS as CLAIM_CODE_TTL_MS, SIGNUP_EMAIL_RESEND_MS as CLAIM_CODE_RESEND_MS } from '../../src/features/onboarding/signup-verification.js';
import { codeIn, mailbox } from '../support/signup.js';
import { hostedCsrf, withCsrf } from '../support/hosted-csrf.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';
import { withoutRequestId } from '../support/error-body.js';

// In the sandbox, a hosted sign-up with the email of a customer a partner
// had created (no password yet) set a password on that account and signed in: anyone knowing
// the email took the customer over, profile and all.
let sandbox: TestServer;
let production: TestServer;
beforeAll(async () => {
  [sandbox, production] = await Promise.all([startTestServer(), startTestServer({ mode: 'production', rpcUrls: {} })]);
});
afterAll(async () => {
  await Promise.all([sandbox?.close(), production?.close()]);
});

const ATTACKER_PASSWORD = 'attacker chose this one';
const OWNER_PASSWORD = 'the owner chose this one';

/** A customer the partner creates with POST /auth/signup: email and profile. */
async function partnerCustomer(server: TestServer): Promise<{ email: string; profile: string }> {
  const email = `claim-${randomUUID()}@example.org`;
  const res = await request(server.url).post('/auth/signup').set('Authorization', `Bearer ${await clientCredentialsToken(server)}`).send({ email });
  expect(res.status).toBe(201);
  return { email, profile: res.body.profile as string };
}

const signUp = async (server: TestServer, email: string, password = ATTACKER_PASSWORD) =>
  request(server.url).post('/onboarding/api/session/signup').set(withCsrf(await hostedCsrf(server))).send({ email, password, acceptTerms: true });
const logIn = async (server: TestServer, email: string, password: string) => request(server.url).post('/onboarding/api/session/login').set(withCsrf(await hostedCsrf(server))).send({ email, password });
const claim = async (server: TestServer, email: string, code: string, password = OWNER_PASSWORD) =>
  request(server.url).post('/onboarding/api/session/verify').set(withCsrf(await hostedCsrf(server))).send({ email, code, password });

/** The codes emailed to an address, oldest first. */
async function codesSentTo(server: TestServer, email: string): Promise<string[]> {
  return (await mailbox(server, email)).map((m) => codeIn(m)!).reverse();
}

describe('a partner-created customer is claimed only with proof of the email', () => {
  for (const mode of ['sandbox', 'production'] as const) {
    it(`${mode}: a sign-up with the customer's email takes nothing over`, async () => {
      const server = mode === 'sandbox' ? sandbox : production;
      const { email } = await partnerCustomer(server);
      const res = await signUp(server, email);
      expect(res.status).toBe(202);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect((await logIn(server, email, ATTACKER_PASSWORD)).status).toBe(401);
      const user = await server.ctx.db.selectFrom('users').select(['password_hash']).where('email', '=', email).executeTakeFirstOrThrow();
      expect(user.password_hash).toBeNull();
      // The owner of the address gets a code by email instead.
      expect(await codesSentTo(server, email)).toHaveLength(1);
    });
  }

  it('sandbox: the password reset (refused in a shared sandbox) does not set a first password either', async () => {
    const { email } = await partnerCustomer(sandbox);
    const reset = await request(sandbox.url).post('/onboarding/api/session/password-reset').set(withCsrf(await hostedCsrf(sandbox))).send({ email, password: ATTACKER_PASSWORD });
    expect(reset.status).toBe(403);
    expect((await logIn(sandbox, email, ATTACKER_PASSWORD)).status).toBe(401);
  });

  it('lets the owner claim the account with the emailed code: password set, signed in, the partner’s profile theirs', async () => {
    const { email, profile } = await partnerCustomer(sandbox);
    await signUp(sandbox, email, OWNER_PASSWORD);
    const [code] = await codesSentTo(sandbox, email);
    const wrong = await claim(sandbox, email, code === '00000000' ? '00000001' : '00000000');
    expect(wrong.status).toBe(400);
    const claimed = await claim(sandbox, email, code!);
    expect(claimed.status).toBe(201);
    expect(claimed.body.email).toBe(email);
    expect(String(claimed.headers['set-cookie'])).toMatch(/^emoney_session=/);
    const owner = await sandbox.ctx.db
      .selectFrom('user_profiles')
      .innerJoin('users', 'users.id', 'user_profiles.user_id')
      .select(['user_profiles.profile_id', 'users.email_verified', 'users.id'])
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(owner.profile_id).toBe(profile);
    expect(owner.email_verified).toBe(true);
    expect(claimed.body.userId).toBe(owner.id);
    expect((await logIn(sandbox, email, OWNER_PASSWORD)).status).toBe(200);
    // Used once: the same code claims nothing again.
    expect((await claim(sandbox, email, code!, ATTACKER_PASSWORD)).status).toBe(400);
    expect((await logIn(sandbox, email, ATTACKER_PASSWORD)).status).toBe(401);
  });

  it(`stops guessing after ${CLAIM_CODE_TRIES} tries, even for the right code`, async () => {
    const { email } = await partnerCustomer(sandbox);
    await signUp(sandbox, email, OWNER_PASSWORD);
    const [code] = await codesSentTo(sandbox, email);
    const other = code === '12345678' ? '87654321' : '12345678';
    for (let i = 0; i < CLAIM_CODE_TRIES; i++) expect((await claim(sandbox, email, other)).status).toBe(400);
    const late = await claim(sandbox, email, code!);
    expect(late.status).toBe(400);
    expect((await logIn(sandbox, email, OWNER_PASSWORD)).status).toBe(401);
  });

  it('expires a code after 15 minutes; a new sign-up sends a new code at most once a minute, replacing the old', async () => {
    const { email } = await partnerCustomer(sandbox);
    await signUp(sandbox, email, OWNER_PASSWORD);
    await signUp(sandbox, email, OWNER_PASSWORD);
    expect(await codesSentTo(sandbox, email)).toHaveLength(1);
    sandbox.clock.advance(CLAIM_CODE_TTL_MS);
    const [expired] = await codesSentTo(sandbox, email);
    expect((await claim(sandbox, email, expired!)).status).toBe(400);
    sandbox.clock.advance(CLAIM_CODE_RESEND_MS);
    await signUp(sandbox, email, OWNER_PASSWORD);
    const codes = await codesSentTo(sandbox, email);
    expect(codes).toHaveLength(2);
    if (codes[0] !== codes[1]) expect((await claim(sandbox, email, codes[0]!)).status).toBe(400);
    expect((await claim(sandbox, email, codes[1]!)).status).toBe(201);
  });

  it('a later sign-up with the address cannot slip its password under the owner’s code', async () => {
    const { email } = await partnerCustomer(sandbox);
    await signUp(sandbox, email, OWNER_PASSWORD);
    // Within the minute a second sign-up changes nothing (no email, the owner's password kept).
    await signUp(sandbox, email, ATTACKER_PASSWORD);
    expect(await codesSentTo(sandbox, email)).toHaveLength(1);
    sandbox.clock.advance(CLAIM_CODE_RESEND_MS);
    await signUp(sandbox, email, ATTACKER_PASSWORD);
    const codes = await codesSentTo(sandbox, email);
    expect(codes).toHaveLength(2);
    // The owner enters the newest code with their own password: it does not match the attacker's.
    expect((await claim(sandbox, email, codes[1]!, OWNER_PASSWORD)).status).toBe(400);
    expect((await logIn(sandbox, email, ATTACKER_PASSWORD)).status).toBe(401);
    const user = await sandbox.ctx.db.selectFrom('users').select(['password_hash']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.password_hash).toBeNull();
  });

  it('answers an address with nothing to claim exactly like a wrong code', async () => {
    const unknown = await claim(sandbox, `nobody-${randomUUID()}@example.org`, '12345678');
    const { email } = await partnerCustomer(sandbox);
    const noClaimYet = await claim(sandbox, email, '12345678');
    expect(unknown.status).toBe(400);
    expect(noClaimYet.status).toBe(400);
    expect(withoutRequestId(unknown.body)).toEqual(withoutRequestId(noClaimYet.body));
  });

  it('takes JSON only, like the rest of the hosted API (a cross-site form cannot claim)', async () => {
    const form = await request(sandbox.url).post('/onboarding/api/session/verify').type('form').send({ email: 'a@example.org', code: '12345678', password: OWNER_PASSWORD });
    expect(form.status).toBe(415);
  });

  it('uses a code once: of concurrent verifications one wins, the others answer the wrong-code 400', async () => {
    const { email } = await partnerCustomer(sandbox);
    await signUp(sandbox, email, OWNER_PASSWORD);
    const [code] = await codesSentTo(sandbox, email);
    const answers = await Promise.all([claim(sandbox, email, code!), claim(sandbox, email, code!), claim(sandbox, email, code!)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400]);
    expect(await sandbox.ctx.db.selectFrom('sessions').select('id_hash').where('user_id', '=', answers.find((a) => a.status === 201)!.body.userId).execute()).toHaveLength(1);
  });

  it('keeps the sandbox mailbox in the sandbox: production answers 404', async () => {
    const { email } = await partnerCustomer(production);
    await signUp(production, email, OWNER_PASSWORD);
    const res = await request(production.url).get('/onboarding/api/sandbox/mailbox').query({ to: email });
    expect(res.status).toBe(404);
    // No code in the answer (its request id, a random UUID, may hold eight digits in a row: left out).
    expect(JSON.stringify({ ...res.body, requestId: undefined })).not.toMatch(/\d{8}/);
    const open = await request(sandbox.url).get('/onboarding/api/sandbox/mailbox').query({ to: 'NOBODY@example.org' }).set('Cookie', (await hostedCsrf(sandbox)).cookie);
    expect(open.status).toBe(200);
    expect(open.body).toEqual({ to: 'nobody@example.org', messages: [] });
  });
});
