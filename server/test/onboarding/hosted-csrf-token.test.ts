import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedCsrf, withCsrf } from '../support/hosted-csrf.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { latestCode, sessionCookieOf } from '../support/signup.js';

// JSON-only and the origin check stop today's browsers, but a
// state-changing hosted call carried no token at all. Every one now needs the anti-CSRF token.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const signup = () => request(server.url).post('/onboarding/api/session/signup').set('Origin', server.url).set('Sec-Fetch-Site', 'same-origin');
const newEmail = () => `csrf-${Math.random().toString(36).slice(2)}@example.org`;
const accountOf = (email: string) => server.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();

describe('anti-CSRF token on the hosted API', () => {
  it('refuses a state-changing call without the token (403) and creates nothing', async () => {
    const email = newEmail();
    const res = await signup().send({ email, password: 'a long sandbox password' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'forbidden', status: 403 });
    expect(res.body.message).toMatch(/CSRF/);
    expect(await accountOf(email)).toBeUndefined();
  });

  it('refuses a header that does not match the cookie, and a self-made (unsigned) pair', async () => {
    const a = await hostedCsrf(server);
    const b = await hostedCsrf(server);
    const email = newEmail();
    const mismatched = await signup().set({ Cookie: a.cookie, 'X-CSRF-Token': b.token }).send({ email, password: 'a long sandbox password' });
    expect(mismatched.status).toBe(403);
    const forged = 'AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB';
    const selfMade = await signup().set({ Cookie: `emoney_csrf=${forged}`, 'X-CSRF-Token': forged }).send({ email, password: 'a long sandbox password' });
    expect(selfMade.status).toBe(403);
    const headerOnly = await signup().set('X-CSRF-Token', a.token).send({ email, password: 'a long sandbox password' });
    expect(headerOnly.status).toBe(403);
    expect(await accountOf(email)).toBeUndefined();
  });

  it('accepts the matching pair, and guards verification, sign-in, profile and sign-out calls too', async () => {
    const csrf = await hostedCsrf(server);
    const email = newEmail();
    expect((await signup().set(withCsrf(csrf)).send({ email, password: 'a long sandbox password', acceptTerms: true })).status).toBe(202);
    const code = await latestCode(server, email);
    expect((await request(server.url).post('/onboarding/api/session/verify').send({ email, code, password: 'a long sandbox password' })).status).toBe(403);
    const created = await request(server.url).post('/onboarding/api/session/verify').set(withCsrf(csrf)).send({ email, code, password: 'a long sandbox password' });
    expect(created.status).toBe(201);
    const session = sessionCookieOf(created);
    const noToken = await request(server.url).put('/onboarding/api/profile').set('Cookie', session).send({ kind: 'personal', firstName: 'Jane', lastName: 'Doe', country: 'IS' });
    expect(noToken.status).toBe(403);
    const withToken = await request(server.url).put('/onboarding/api/profile').set(withCsrf(csrf, session)).send({ kind: 'personal', firstName: 'Jane', lastName: 'Doe', country: 'IS' });
    expect(withToken.status).toBe(200);
    expect((await request(server.url).post('/onboarding/api/session/login').send({ email, password: 'a long sandbox password' })).status).toBe(403);
    expect((await request(server.url).post('/onboarding/api/session/logout').set('Cookie', session).send()).status).toBe(403);
  });

  it('hands the page a token cookie on safe calls (readable, SameSite=Strict), and keeps a valid one', async () => {
    const res = await request(server.url).get('/onboarding/api/requests/00000000-0000-4000-8000-000000000000');
    const set = (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
    const cookie = set.find((c) => c.startsWith('emoney_csrf='));
    expect(cookie).toMatch(/Path=\/onboarding; SameSite=Strict/);
    expect(cookie).not.toMatch(/HttpOnly/);
    const csrf = await hostedCsrf(server);
    const again = await request(server.url).get('/onboarding/api/session/csrf').set('Cookie', csrf.cookie);
    expect(again.body.csrfToken).toBe(csrf.token);
    expect(again.headers['set-cookie']).toBeUndefined();
  });
});
