import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asMember, signUpDashboardMember, type DashboardMember } from '@emoney/test-support/dashboard';
import { startTestServer, type TestServer } from '../support/test-app.js';

let server: TestServer;
let admin: DashboardMember;
let stranger: DashboardMember;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signUpDashboardMember(server, { partnerName: 'Acme Payments' });
  stranger = await signUpDashboardMember(server, { partnerName: 'Other Co' });
});
afterAll(async () => {
  await server?.close();
});

const token = (clientId: string, clientSecret: string) =>
  request(server.url).post('/auth/token').type('form').send({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret });
const newApp = { name: 'Acme backend', privacyPolicyUrl: 'https://acme.example/privacy', termsOfServiceUrl: 'https://acme.example/terms' };

async function serverApp(): Promise<{ id: string; clientId: string; secret: string }> {
  const res = await asMember(server, admin, 'post', '/apps').send({ ...newApp, kind: 'client_credentials' });
  expect(res.status).toBe(201);
  return { id: res.body.apps[0].id, clientId: res.body.apps[0].clientId, secret: res.body.clientSecret };
}

/** Waits until the request log (written in batches after the answer) holds what `until` wants. */
async function requestLog(member: DashboardMember, query: string, until: (rows: { path: string; status: number }[]) => boolean) {
  for (let i = 0; i < 40; i++) {
    const res = await asMember(server, member, 'get', `/requests${query}`);
    expect(res.status).toBe(200);
    if (until(res.body.requests)) return res.body.requests as { id: string; path: string; status: number; appName?: string; clientId?: string }[];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the request log never showed the request');
}

describe('dashboard apps', () => {
  it('creates a client-credentials app whose secret (shown once) gets a token; the token call shows in the request log', async () => {
    const app = await serverApp();
    expect(app.secret).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const got = await token(app.clientId, app.secret);
    expect(got.status).toBe(200);
    const wrong = await token(app.clientId, 'not-the-secret');
    expect(wrong.status).toBe(400);
    const log = await requestLog(admin, '?path=/auth/token', (rows) => rows.filter((r) => r.path === '/auth/token').length >= 2);
    const failed = log.find((r) => r.status === 400)!;
    expect(log[0]).toMatchObject({ clientId: app.clientId, appName: 'Acme backend' });
    const detail = await asMember(server, admin, 'get', `/requests/${failed.id}`);
    expect(detail.body.error).toMatchObject({ status: 400, message: expect.stringMatching(/secret/) });
    // Nothing of the request's secrets is stored: no body, no query, no header.
    const stored = JSON.stringify(await server.ctx.db.selectFrom('api_requests').selectAll().where('partner_id', '=', admin.partnerId).execute());
    expect(stored).not.toContain(app.secret);
    expect(stored).not.toContain('not-the-secret');
    // A filter by status class.
    const only4xx = await asMember(server, admin, 'get', '/requests?status=4xx');
    expect(only4xx.body.requests.every((r: { status: number }) => r.status >= 400 && r.status < 500)).toBe(true);
    // The other partner's log holds none of it, and its member cannot open the entry.
    expect((await asMember(server, stranger, 'get', '/requests')).body.requests).toEqual([]);
    expect((await asMember(server, stranger, 'get', `/requests/${failed.id}`)).status).toBe(404);
  });

  it('keeps ids and words of a path, never an IBAN or an address', async () => {
    const { loggedPath } = await import('../../src/features/dashboard/api-request-recorder.js');
    const address = '0x39d2e4A58E950cC5c559664Ab6402CC2F375Db89';
    expect(loggedPath('/ibans/IS140159260076545510730339', 'getIban')).toBe('/ibans/{iban}');
    expect(loggedPath(`/balances/sepolia/${address}`, 'getBalances')).toBe('/balances/sepolia/{address}');
    expect(loggedPath('/orders/6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d', 'getOrder')).toBe('/orders/6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d');
    expect(loggedPath(`/nope/${address}/IS140159260076545510730339`, undefined)).toBe('/nope/…/…');
    // Over HTTP: an IBAN read with an app's token is logged under its template.
    const app = await serverApp();
    const got = await token(app.clientId, app.secret);
    expect((await request(server.url).get('/ibans/IS140159260076545510730339').set('Authorization', `Bearer ${got.body.access_token}`)).status).toBe(404);
    const log = await requestLog(admin, '?path=/ibans', (rows) => rows.length > 0);
    expect(log[0]!.path).toBe('/ibans/{iban}');
    const stored = JSON.stringify(await server.ctx.db.selectFrom('api_requests').select(['path', 'error']).where('partner_id', '=', admin.partnerId).execute());
    expect(stored).not.toContain('IS140159260076545510730339');
  });

  it('kind both creates the pair, redirect URIs follow the authorize rules, and a new origin passes CORS at once', async () => {
    const refused = await asMember(server, admin, 'post', '/apps').send({ ...newApp, kind: 'authorization_code', redirectUris: ['http://wallet.example/callback'] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty('redirectUris');
    const before = await server.ctx.db.selectFrom('apps').select('id').where('partner_id', '=', admin.partnerId).execute();
    const origin = 'http://127.0.0.1:5199';
    const preflight = () => request(server.url).options('/auth/context').set({ Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' });
    expect((await preflight()).status).toBe(403);
    const res = await asMember(server, admin, 'post', '/apps').send({ ...newApp, name: 'Acme wallet', kind: 'both', redirectUris: [`${origin}/callback`] });
    expect(res.status).toBe(201);
    expect(res.body.apps.map((a: { kind: string }) => a.kind)).toEqual(['client_credentials', 'authorization_code']);
    expect(res.body.apps[1].redirectUris).toEqual([`${origin}/callback`]);
    expect(res.body.apps[0].privileges).toContain('linkAddress');
    const after = await server.ctx.db.selectFrom('apps').select('id').where('partner_id', '=', admin.partnerId).execute();
    expect(after.length).toBe(before.length + 2);
    const allowed = await preflight();
    expect(allowed.status).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(origin);
    // A changed list replaces the old one; another partner's member cannot see or change the app.
    const appId = res.body.apps[1].id;
    const changed = await asMember(server, admin, 'patch', `/apps/${appId}`).send({ redirectUris: [`${origin}/callback`, 'https://wallet.acme.example/cb'] });
    expect(changed.status).toBe(200);
    expect(changed.body.redirectUris).toHaveLength(2);
    expect((await asMember(server, stranger, 'get', `/apps/${appId}`)).status).toBe(404);
    expect((await asMember(server, stranger, 'patch', `/apps/${appId}`).send({ name: 'Mine' })).status).toBe(404);
    expect((await asMember(server, stranger, 'post', `/apps/${appId}/secret`).send({})).status).toBe(404);
    expect((await asMember(server, stranger, 'get', '/apps')).body.apps).toEqual([]);
    expect((await asMember(server, admin, 'get', `/apps/${appId}`)).body.name).toBe('Acme wallet');
  });

  it('rotating keeps the old secret for the grace (on the partner’s clock), then refuses it', async () => {
    const app = await serverApp();
    const rotated = await asMember(server, admin, 'post', `/apps/${app.id}/secret`).send({ graceMinutes: 60 });
    expect(rotated.status).toBe(200);
    expect(rotated.body.previousValidUntil).toBeDefined();
    expect((await token(app.clientId, app.secret)).status).toBe(200);
    const fresh = await token(app.clientId, rotated.body.clientSecret);
    expect(fresh.status).toBe(200);
    // Past the grace on the partner's sandbox clock, the old secret is refused and the new one works.
    const advanced = await request(server.url).post('/sandbox/clock').set('Authorization', `Bearer ${fresh.body.access_token}`).send({ seconds: 3601 });
    expect(advanced.status).toBe(200);
    expect((await token(app.clientId, app.secret)).status).toBe(400);
    expect((await token(app.clientId, rotated.body.clientSecret)).status).toBe(200);
    // No grace: the old secret and every token stop at once.
    const current = await token(app.clientId, rotated.body.clientSecret);
    const now = await asMember(server, admin, 'post', `/apps/${app.id}/secret`).send({ graceMinutes: 0 });
    expect(now.status).toBe(200);
    expect(now.body.previousValidUntil).toBeUndefined();
    expect((await token(app.clientId, rotated.body.clientSecret)).status).toBe(400);
    expect((await request(server.url).get('/auth/context').set('Authorization', `Bearer ${current.body.access_token}`)).status).toBe(401);
  });

  it('disabling an app stops its tokens at once and refuses new ones until it is enabled', async () => {
    const app = await serverApp();
    const got = await token(app.clientId, app.secret);
    const context = () => request(server.url).get('/auth/context').set('Authorization', `Bearer ${got.body.access_token}`);
    expect((await context()).status).toBe(200);
    const disabled = await asMember(server, admin, 'patch', `/apps/${app.id}`).send({ state: 'disabled' });
    expect(disabled.body.state).toBe('disabled');
    expect((await context()).status).toBe(401);
    const refused = await token(app.clientId, app.secret);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/disabled/);
    await asMember(server, admin, 'patch', `/apps/${app.id}`).send({ state: 'active' });
    expect((await token(app.clientId, app.secret)).status).toBe(200);
  });

  it('a read-only member sees the apps and changes none of them', async () => {
    const app = await serverApp();
    const email = `viewer-${Date.now()}@example.org`;
    await asMember(server, admin, 'post', '/invitations').send({ email, role: 'read_only' });
    const viewer = await signUpDashboardMember(server, { email });
    expect((await asMember(server, viewer, 'get', `/apps/${app.id}`)).status).toBe(200);
    expect((await asMember(server, viewer, 'post', '/apps').send({ ...newApp, kind: 'client_credentials' })).status).toBe(403);
    expect((await asMember(server, viewer, 'patch', `/apps/${app.id}`).send({ state: 'disabled' })).status).toBe(403);
    expect((await asMember(server, viewer, 'post', `/apps/${app.id}/secret`).send({ graceMinutes: 0 })).status).toBe(403);
    expect((await token(app.clientId, app.secret)).status).toBe(200);
    expect((await asMember(server, viewer, 'get', `/apps/${app.id}`)).body.state).toBe('active');
  });
});
