import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedCsrf, withCsrf } from '../support/hosted-csrf.js';
import { sessionCookieOf, signUpAndVerify } from '../support/signup.js';
import { startTestServer, type TestServer } from '../support/test-app.js';

// The sandbox's test names (last name `Reject`/`Block`, company `Reject…`/`Block…`) decide
// profiles made through the hosted screens too, so a partner can reach every outcome there.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function onboard(details: Record<string, string>) {
  const csrf = await hostedCsrf(server);
  const email = `decide-${Math.random().toString(36).slice(2)}@example.org`;
  const cookie = sessionCookieOf(await signUpAndVerify(server, email, 'correct horse battery staple', csrf));
  return request.agent(server.url).set(withCsrf(csrf, cookie)).put('/onboarding/api/profile').send(details);
}

describe('the hosted screens in the sandbox', () => {
  it.each([
    [{ kind: 'personal', firstName: 'Jane', lastName: 'Doe', country: 'IS' }, 'approved'],
    [{ kind: 'personal', firstName: 'Jane', lastName: 'Reject', country: 'IS' }, 'rejected'],
    [{ kind: 'personal', firstName: 'Jane', lastName: ' block ', country: 'IS' }, 'blocked'],
    [{ kind: 'corporate', companyName: 'Rejected Holdings', country: 'IS' }, 'rejected'],
    [{ kind: 'corporate', companyName: 'Blockchain Ventures', country: 'IS' }, 'blocked'],
  ])('decide %o as %s', async (details, state) => {
    const res = await onboard(details);
    expect(res.status).toBe(200);
    expect(res.body.state).toBe(state);
  });
});
