import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedCsrf, withCsrf, type HostedCsrf } from '../support/hosted-csrf.js';
import { hostedFlow } from '../support/oauth.js';
import { startTestServer, type TestServer } from '../support/test-app.js';

// The hosted screens renamed a KYC-approved profile, and in the sandbox
// turned a rejected one into approved.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function hostedSession(): Promise<{ cookie: string; profileId: string; csrf: HostedCsrf }> {
  const flow = await hostedFlow(server);
  const csrf = await hostedCsrf(server);
  const login = await request(server.url).post('/onboarding/api/session/login').set(withCsrf(csrf)).send({ email: flow.email, password: flow.password });
  expect(login.status).toBeLessThan(300);
  const set = login.headers['set-cookie'] as unknown as string[];
  const cookie = set.find((c) => c.startsWith('emoney_session='))!.split(';')[0]!;
  const user = await server.ctx.db.selectFrom('users').innerJoin('user_profiles', 'user_profiles.user_id', 'users.id').select('user_profiles.profile_id').where('users.email', '=', flow.email).executeTakeFirstOrThrow();
  return { cookie, profileId: user.profile_id, csrf };
}

describe('hosted screens cannot rename an approved profile', () => {
  it('answers 409 to new details for an approved profile and keeps its name; the same details again are fine', async () => {
    const { cookie, profileId, csrf } = await hostedSession();
    const rename = await request(server.url).put('/onboarding/api/profile').set(withCsrf(csrf, cookie)).send({ kind: 'personal', firstName: 'Mallory', lastName: 'Doe', country: 'IS' });
    expect(rename.status).toBe(409);
    const row = await server.ctx.db.selectFrom('profiles').select(['name', 'state']).where('id', '=', profileId).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Jane Doe', state: 'approved' });
    const same = await request(server.url).put('/onboarding/api/profile').set(withCsrf(csrf, cookie)).send({ kind: 'personal', firstName: 'Jane', lastName: 'Doe', country: 'IS' });
    expect(same.status).toBe(200);
  });

  it('never turns a rejected profile into approved (new details go back to review)', async () => {
    const { cookie, profileId, csrf } = await hostedSession();
    await server.ctx.db.updateTable('profiles').set({ state: 'rejected' }).where('id', '=', profileId).execute();
    const res = await request(server.url).put('/onboarding/api/profile').set(withCsrf(csrf, cookie)).send({ kind: 'personal', firstName: 'Jane', lastName: 'Roe', country: 'IS' });
    expect(res.status).toBe(200);
    expect(res.body.state).toBe('pending');
  });
});
