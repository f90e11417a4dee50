import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedCsrf, withCsrf, type HostedCsrf } from '../support/hosted-csrf.js';
import { location, pkcePair, REDIRECT_URI } from '../support/oauth.js';
import { partnerApp } from '../support/partners.js';
import { codeIn, signUpAndVerify, type MailboxMessage } from '../support/signup.js';
import { SINGLE_USER_SANDBOX, startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';

// The sandbox mailbox was open to anyone, so anyone could read the
// claim code of any partner's customer and take it over; and anyone could reset any sandbox
// password anonymously and log in. A shared sandbox now shows an email only to the partner whose
// flow it belongs to and to the browser that started the sign-up, and refuses the reset; only a
// single-user sandbox (EMONEY_SANDBOX_OPEN_MAILBOX=true) keeps both open.
let shared: TestServer;
let single: TestServer;
beforeAll(async () => {
  [shared, single] = await Promise.all([startTestServer(), startTestServer(SINGLE_USER_SANDBOX)]);
});
afterAll(async () => {
  await Promise.all([shared?.close(), single?.close()]);
});

const PASSWORD = 'a long sandbox password';
const ACCEPT = 'application/vnd.emoney.api-v2+json';

/** The mailbox as one reader sees it: a browser (its anti-CSRF cookie), a partner token, or nobody. */
function readMailbox(server: TestServer, to: string, reader: { csrf: HostedCsrf } | { token: string } | 'anonymous') {
  const call = request(server.url).get('/onboarding/api/sandbox/mailbox').query({ to }).set('Accept', ACCEPT);
  if (reader === 'anonymous') return call;
  return 'csrf' in reader ? call.set('Cookie', reader.csrf.cookie) : call.set('Authorization', `Bearer ${reader.token}`);
}
const codesIn = (res: request.Response) => (res.body.messages as MailboxMessage[]).map((m) => codeIn(m)).filter(Boolean);

/** An authorization request of the sandbox partner's app, as its id (the `?request=` of the screens). */
async function flowRequest(server: TestServer): Promise<string> {
  const start = await request(server.url)
    .get('/auth')
    .query({ client_id: server.seed.authClientId, code_challenge: pkcePair().challenge, code_challenge_method: 'S256', redirect_uri: REDIRECT_URI, state: 's' });
  return location(start).searchParams.get('request')!;
}

const signUp = (server: TestServer, csrf: HostedCsrf, email: string, requestId?: string) =>
  request(server.url)
    .post('/onboarding/api/session/signup')
    .set(withCsrf(csrf))
    .send({ email, password: PASSWORD, acceptTerms: true, ...(requestId ? { request: requestId } : {}) });

describe('a shared sandbox protects its accounts', () => {
  it('shows nobody anonymous anything: 401 in the error shape', async () => {
    const res = await readMailbox(shared, 'someone@example.org', 'anonymous');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: expect.any(String), status: 401, message: expect.stringContaining('EMONEY_SANDBOX_OPEN_MAILBOX') });
  });

  it('shows a partner-created customer’s claim code only to that partner, never to the browser that asked', async () => {
    const b = await partnerApp(shared);
    const email = `customer-${randomUUID()}@example.org`;
    expect((await request(shared.url).post('/auth/signup').set('Authorization', `Bearer ${b.token}`).send({ email })).status).toBe(201);
    const attacker = await hostedCsrf(shared);
    expect((await signUp(shared, attacker, email, await flowRequest(shared))).status).toBe(202);

    expect(codesIn(await readMailbox(shared, email, { csrf: attacker }))).toEqual([]);
    // Not the partner whose flow the attacker used either (the sandbox partner): the account is B's.
    expect(codesIn(await readMailbox(shared, email, { token: await clientCredentialsToken(shared) }))).toEqual([]);
    const forB = await readMailbox(shared, email, { token: b.token });
    expect(codesIn(forB)).toHaveLength(1);
  });

  it('shows a new address’s code to the browser that signed up and to the flow’s partner only', async () => {
    const email = `new-${randomUUID()}@example.org`;
    const browser = await hostedCsrf(shared);
    expect((await signUp(shared, browser, email, await flowRequest(shared))).status).toBe(202);
    expect(codesIn(await readMailbox(shared, email, { csrf: browser }))).toHaveLength(1);
    expect(codesIn(await readMailbox(shared, email, { token: await clientCredentialsToken(shared) }))).toHaveLength(1);
    expect(codesIn(await readMailbox(shared, email, { csrf: await hostedCsrf(shared) }))).toEqual([]);
    expect(codesIn(await readMailbox(shared, email, { token: (await partnerApp(shared)).token }))).toEqual([]);
    // A token that is no token reads nothing.
    expect((await request(shared.url).get('/onboarding/api/sandbox/mailbox').query({ to: email }).set('Authorization', 'Bearer nonsense').set('Accept', ACCEPT)).status).toBe(401);
  });

  it('shows a resent code to the browser that signed up, not to the caller who asked for it', async () => {
    const email = `resend-${randomUUID()}@example.org`;
    const owner = await hostedCsrf(shared);
    expect((await signUp(shared, owner, email, await flowRequest(shared))).status).toBe(202);
    shared.clock.advance(61_000);
    const stranger = await hostedCsrf(shared);
    const resend = await request(shared.url).post('/onboarding/api/session/signup/resend').set(withCsrf(stranger)).send({ email });
    expect(resend.status).toBe(202);
    expect(codesIn(await readMailbox(shared, email, { csrf: owner }))).toHaveLength(2);
    expect(codesIn(await readMailbox(shared, email, { csrf: stranger }))).toEqual([]);
  });

  it('refuses the anonymous password reset: 403, and the old password still works', async () => {
    const email = `reset-${randomUUID()}@example.org`;
    await signUpAndVerify(shared, email, PASSWORD);
    const reset = await request(shared.url).post('/onboarding/api/session/password-reset').set(withCsrf(await hostedCsrf(shared))).send({ email, password: 'the attacker’s password' });
    expect(reset.status).toBe(403);
    expect(reset.body).toMatchObject({ code: expect.any(String), status: 403, message: expect.any(String) });
    const logIn = (password: string) => request(shared.url).post('/onboarding/api/session/login').set(withCsrf(withoutSession)).send({ email, password });
    const withoutSession = await hostedCsrf(shared);
    expect((await logIn('the attacker’s password')).status).toBe(401);
    expect((await logIn(PASSWORD)).status).toBe(200);
  });
});

describe('a single-user sandbox (EMONEY_SANDBOX_OPEN_MAILBOX=true) stays open', () => {
  it('shows any address’s mail to anyone and resets a password at once', async () => {
    const email = `single-${randomUUID()}@example.org`;
    expect((await signUp(single, await hostedCsrf(single), email)).status).toBe(202);
    const open = await readMailbox(single, email, 'anonymous');
    expect(open.status).toBe(200);
    expect(codesIn(open)).toHaveLength(1);
    const reset = await request(single.url).post('/onboarding/api/session/password-reset').set(withCsrf(await hostedCsrf(single))).send({ email, password: 'a brand new password' });
    expect(reset.status).toBe(204);
  });
});
