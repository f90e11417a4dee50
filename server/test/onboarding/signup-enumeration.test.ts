import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashingStats } from '../../src/crypto/passwords.js';
import { hostedFlow } from '../support/oauth.js';
import { partnerApp } from '../support/partners.js';
import { hostedCsrf, withCsrf } from '../support/hosted-csrf.js';
import { codeIn, latestCode, mailbox } from '../support/signup.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';

/** A state-changing hosted call as the screens make it: with the anti-CSRF cookie and header. */
async function hostedPost(server: TestServer, path: string, body: object): Promise<request.Response> {
  return request(server.url).post(path).set(withCsrf(await hostedCsrf(server))).send(body);
}

// POST /auth/signup answered 304 when the email had an account
// anywhere, so any partner could tell whether a person was another partner's customer; the
// hosted sign-up answered "already registered" even to the account's owner, and 409 to anyone
// else: every hosted sign-up now answers "check your email", and the email differs.
let server: TestServer;
let other: { token: string; clientId: string };
beforeAll(async () => {
  server = await startTestServer();
  other = await partnerApp(server);
});
afterAll(async () => {
  await server?.close();
});

const signUpVerify = async (email: string, code: string, password: string) => hostedPost(server, '/onboarding/api/session/verify', { email, code, password });
const signUp = (token: string, email: string) => request(server.url).post('/auth/signup').set('Authorization', `Bearer ${token}`).send({ email });
const profile = (token: string, id: string) => request(server.url).get(`/profiles/${id}`).set('Authorization', `Bearer ${token}`);

describe('sign-up answers the same whether or not the email has an account elsewhere', () => {
  it('POST /auth/signup: an email that is another partner’s customer answers like a new one (201, a profile the partner reaches)', async () => {
    const seedToken = await clientCredentialsToken(server);
    const known = `known-${randomUUID()}@example.org`;
    const first = await signUp(seedToken, known);
    expect(first.status).toBe(201);
    const fresh = await signUp(other.token, `fresh-${randomUUID()}@example.org`);
    const elsewhere = await signUp(other.token, known.toUpperCase());
    expect(fresh.status).toBe(201);
    expect(elsewhere.status).toBe(201);
    expect(Object.keys(elsewhere.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(elsewhere.body).toEqual({ email: known, profile: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(elsewhere.body.profile).not.toBe(first.body.profile);
    // The new partner works with its customer like with any new one, and never reaches the other partner's.
    const reached = await profile(other.token, elsewhere.body.profile as string);
    const reachedFresh = await profile(other.token, fresh.body.profile as string);
    expect(reached.status).toBe(200);
    expect(reached.body).toEqual({ ...reachedFresh.body, id: elsewhere.body.profile });
    expect((await profile(other.token, first.body.profile as string)).status).toBe(404);
    expect((await profile(seedToken, elsewhere.body.profile as string)).status).toBe(404);
    expect((await profile(seedToken, first.body.profile as string)).status).toBe(200);
  });

  it('POST /auth/signup: 304 only for the partner’s own customers (its earlier sign-up, or an account that authorized its app)', async () => {
    const email = `twice-${randomUUID()}@example.org`;
    expect((await signUp(other.token, email)).status).toBe(201);
    expect((await signUp(other.token, email)).status).toBe(304);
    const seedToken = await clientCredentialsToken(server);
    expect((await signUp(seedToken, email)).status).toBe(201);
    expect((await signUp(seedToken, email)).status).toBe(304);
    // A person who authorized the seed partner's app through the hosted screens is its customer.
    const flow = await hostedFlow(server);
    expect((await signUp(seedToken, flow.email)).status).toBe(304);
    expect((await signUp(other.token, flow.email)).status).toBe(201);
  });

  it('concurrent sign-ups of one new email never fail: each partner gets one customer, a repeat answers 304', async () => {
    const seedToken = await clientCredentialsToken(server);
    // Several rounds: the interleavings differ from one to the next, and a race shows in some only.
    for (let round = 0; round < 6; round++) {
      const email = `race-${randomUUID()}@example.org`;
      const answers = await Promise.all([signUp(seedToken, email), signUp(other.token, email), signUp(seedToken, email), signUp(other.token, email)]);
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(2);
      expect(statuses.filter((s) => s === 304)).toHaveLength(2);
      const rows = await server.ctx.db.selectFrom('users').select('partner_scope').where('email', '=', email).execute();
      expect(rows.filter((r) => r.partner_scope === null)).toHaveLength(1);
      expect(rows).toHaveLength(2);
    }
  });

  it('a partner’s own record never signs in: the person’s account keeps its email, password and profiles', async () => {
    const flow = await hostedFlow(server);
    expect((await signUp(other.token, flow.email)).status).toBe(201);
    const login = await hostedPost(server, '/onboarding/api/session/login', { email: flow.email, password: flow.password });
    expect(login.status).toBe(200);
    const accounts = await server.ctx.db.selectFrom('users').select(['id', 'partner_scope', 'password_hash']).where('email', '=', flow.email).execute();
    expect(accounts).toHaveLength(2);
    const account = accounts.find((a) => a.partner_scope === null)!;
    expect(login.body.userId).toBe(account.id);
    expect(accounts.find((a) => a.partner_scope !== null)!.password_hash).toBeNull();
  });

  it('hosted sign-up with an existing account’s own password answers like a new sign-up (201, signed in), after the same hashing', async () => {
    const email = `self-${randomUUID()}@example.org`;
    const password = 'correct horse battery staple';
    let before = hashingStats().started;
    const started = await hostedPost(server, '/onboarding/api/session/signup', { email, password, acceptTerms: true });
    expect(started.status).toBe(202);
    const newHashes = hashingStats().started - before;
    const created = await signUpVerify(email, await latestCode(server, email), password);
    expect(created.status).toBe(201);
    before = hashingStats().started;
    const again = await hostedPost(server, '/onboarding/api/session/signup', { email: email.toUpperCase(), password, acceptTerms: true });
    expect(hashingStats().started - before).toBe(newHashes);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(created.body);
    expect(String(again.headers['set-cookie'])).toMatch(/^emoney_session=/);
  });

  it('hosted sign-up: a new email, a taken email (another password) and a partner-created email answer the same; only the owner’s mailbox can finish', async () => {
    const password = 'not the taken account’s password';
    const fresh = `fresh-${randomUUID()}@example.org`;
    const taken = (await hostedFlow(server)).email;
    const partnerMade = `made-${randomUUID()}@example.org`;
    const made = await signUp(other.token, partnerMade);
    expect(made.status).toBe(201);
    const answers: { status: number; body: string; hashes: number; cookie: unknown }[] = [];
    for (const email of [fresh, taken, partnerMade]) {
      const before = hashingStats().started;
      const res = await hostedPost(server, '/onboarding/api/session/signup', { email, password, acceptTerms: true });
      answers.push({ status: res.status, body: res.text.replace(email, '<email>'), hashes: hashingStats().started - before, cookie: res.headers['set-cookie'] });
    }
    expect(answers[0]!.status).toBe(202);
    expect(answers[0]!.cookie).toBeUndefined();
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(JSON.parse(answers[0]!.body)).toEqual({ email: '<email>', verification: 'sent' });
    // The new email's code creates the account, with the consent to the terms recorded.
    const created = await signUpVerify(fresh, await latestCode(server, fresh), password);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ userId: expect.stringMatching(/^[0-9a-f-]{36}$/), email: fresh });
    const account = await server.ctx.db.selectFrom('users').select(['email_verified', 'terms_version', 'terms_accepted_at']).where('id', '=', created.body.userId).executeTakeFirstOrThrow();
    expect(account).toMatchObject({ email_verified: true, terms_version: '2026-11-01' });
    expect(account.terms_accepted_at).toBeInstanceOf(Date);
    // The taken address is told it has an account, with no code; nothing verifies for it.
    const takenMail = await mailbox(server, taken);
    // Its account's own sign-up code first, then the note.
    expect(takenMail).toHaveLength(2);
    expect(takenMail[0]!.body).toContain('you already have one');
    expect(codeIn(takenMail[0])).toBeUndefined();
    expect((await signUpVerify(taken, '12345678', password)).status).toBe(400);
    // The partner-created account is claimed with its code and the password given at sign-up.
    const claimed = await signUpVerify(partnerMade, await latestCode(server, partnerMade), password);
    expect(claimed.status).toBe(201);
    expect(claimed.body.email).toBe(partnerMade);
    expect((await hostedPost(server, '/onboarding/api/session/login', { email: partnerMade, password })).status).toBe(200);
  });

  it('hosted sign-up needs the consent to the terms (400 with the field’s sentence), before any hashing', async () => {
    const before = hashingStats().started;
    const res = await hostedPost(server, '/onboarding/api/session/signup', { email: `terms-${randomUUID()}@example.org`, password: 'correct horse battery staple' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ acceptTerms: 'Agree to the emoney terms and privacy notice to create an account.' });
    expect(hashingStats().started).toBe(before);
  });
});
