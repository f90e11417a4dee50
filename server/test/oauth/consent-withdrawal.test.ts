import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedCsrf, withCsrf } from '../support/hosted-csrf.js';
import { exchangeCode, hostedFlow, refreshToken } from '../support/oauth.js';
import { sessionCookieOf } from '../support/signup.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';

// After the person revoked their grant, the partner's
// client-credentials token still read their profile, and nothing ever deleted an app's
// authorization. The hosted "Connected apps" page lists the apps a person allowed and withdraws
// one: the partner's reach through it ends, and so do the app's tokens for the person.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const ACCEPT = 'application/vnd.emoney.api-v2+json';

describe('a person withdraws an app’s access', () => {
  it('lists the allowed app; withdrawing it ends the partner’s access and every token of the app for the person', async () => {
    const flow = await hostedFlow(server);
    const tokens = await exchangeCode(server, flow.code, flow.verifier);
    expect(tokens.status).toBe(200);
    const userToken = tokens.body.access_token as string;
    const own = await request(server.url).get('/profiles').set('Authorization', `Bearer ${userToken}`).set('Accept', ACCEPT);
    const profile = (own.body.profiles as { id: string }[])[0]!.id;
    const partnerToken = await clientCredentialsToken(server);
    const partnerReads = () => request(server.url).get(`/profiles/${profile}`).set('Authorization', `Bearer ${partnerToken}`).set('Accept', ACCEPT);
    expect((await partnerReads()).status).toBe(200);

    const csrf = await hostedCsrf(server);
    const login = await request(server.url).post('/onboarding/api/session/login').set(withCsrf(csrf)).send({ email: flow.email, password: flow.password });
    const session = sessionCookieOf(login);
    const listed = await request(server.url).get('/onboarding/api/apps').set('Cookie', session).set('Accept', ACCEPT);
    expect(listed.status).toBe(200);
    const app = await server.ctx.db.selectFrom('apps').select(['id', 'name']).where('client_id', '=', server.seed.authClientId).executeTakeFirstOrThrow();
    expect(listed.body.apps).toEqual([{ id: app.id, name: app.name, partner: expect.any(String), allowedAt: expect.any(String) }]);
    // Who is signed in, for the page's "Signed in as".
    expect(listed.body.email).toBe(flow.email.toLowerCase());

    // Without a session, or without the anti-CSRF token, nothing is withdrawn.
    expect((await request(server.url).get('/onboarding/api/apps').set('Accept', ACCEPT)).status).toBe(401);
    const forged = await request(server.url).delete(`/onboarding/api/apps/${app.id}`).set('Cookie', session);
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ code: expect.any(String), status: 403, message: expect.any(String) });
    expect((await partnerReads()).status).toBe(200);

    const withdrawn = await request(server.url).delete(`/onboarding/api/apps/${app.id}`).set(withCsrf(csrf, session));
    expect(withdrawn.status).toBe(204);

    // The partner's own token reaches the person no more; the app's tokens for the person are dead.
    expect((await partnerReads()).status).toBe(404);
    expect((await request(server.url).get('/profiles').set('Authorization', `Bearer ${userToken}`).set('Accept', ACCEPT)).status).toBe(401);
    const refreshed = await refreshToken(server, tokens.body.refresh_token as string, server.seed.authClientId);
    expect(refreshed.status).toBe(400);
    expect((await request(server.url).get('/onboarding/api/apps').set('Cookie', session).set('Accept', ACCEPT)).body.apps).toEqual([]);
    // Withdrawn already: 404, in the error shape.
    const again = await request(server.url).delete(`/onboarding/api/apps/${app.id}`).set(withCsrf(csrf, session));
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: expect.any(String), status: 404, message: expect.any(String) });
  });

  it('an app the person never allowed answers 404 and changes nothing', async () => {
    const flow = await hostedFlow(server);
    const csrf = await hostedCsrf(server);
    const session = sessionCookieOf(await request(server.url).post('/onboarding/api/session/login').set(withCsrf(csrf)).send({ email: flow.email, password: flow.password }));
    const other = await server.ctx.db.selectFrom('apps').select('id').where('client_id', '=', server.seed.clientId).executeTakeFirstOrThrow();
    expect((await request(server.url).delete(`/onboarding/api/apps/${other.id}`).set(withCsrf(csrf, session))).status).toBe(404);
    expect((await request(server.url).get('/onboarding/api/apps').set('Cookie', session).set('Accept', ACCEPT)).body.apps).toHaveLength(1);
  });
});
