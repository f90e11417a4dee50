import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashingStats } from '../../src/features/auth/passwords.js';
import { hostedFlow } from '../support/oauth.js';
import { partnerApp } from '../support/partners.js';
import { hostedCsrf, withCsrf } from '../support/hosted-csrf.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';

/** A state-changing hosted call as the screens make it: with the anti-CSRF cookie and header. */
async function hostedPost(server: TestServer, path: string, body: object): Promise<request.Response> {
  return request(server.url).post(path).set(withCsrf(await hostedCsrf(server))).send(body);
}

// Security finding 4 (part): POST /auth/signup answered 304 when the email had an account
// anywhere, so any partner could tell whether a person was another partner's customer; the
// hosted sign-up answered "already registered" even to the account's owner.
let server: TestServer;
let other: { token: string; clientId: string };
beforeAll(async () => {
  server = await startTestServer();
  other = await partnerApp(server);
});
afterAll(async () => {
  await server?.close();
});

const signUp = (token: string, email: string) => request(server.url).post('/auth/signup').set('Authorization', `Bearer ${token}`).send({ email });
const profile = (token: string, id: string) => request(server.url).get(`/profiles/${id}`).set('Authorization', `Bearer ${token}`);

describe('finding 4: sign-up answers the same whether or not the email has an account elsewhere', () => {
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
    const email = `race-${randomUUID()}@example.org`;
    const answers = await Promise.all([signUp(seedToken, email), signUp(other.token, email), signUp(seedToken, email), signUp(other.token, email)]);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 304)).toHaveLength(2);
    const rows = await server.ctx.db.selectFrom('users').select('partner_scope').where('email', '=', email).execute();
    expect(rows.filter((r) => r.partner_scope === null)).toHaveLength(1);
    expect(rows).toHaveLength(2);
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
    const created = await hostedPost(server, '/onboarding/api/session/signup', { email, password });
    expect(created.status).toBe(201);
    const newHashes = hashingStats().started - before;
    before = hashingStats().started;
    const again = await hostedPost(server, '/onboarding/api/session/signup', { email: email.toUpperCase(), password });
    expect(hashingStats().started - before).toBe(newHashes);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(created.body);
    expect(String(again.headers['set-cookie'])).toMatch(/^emoney_session=/);
  });
});
