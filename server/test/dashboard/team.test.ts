import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asMember, dashboardCode, dashboardCsrf, signUpDashboardMember, type DashboardMember } from '@emoney/test-support/dashboard';
import { startTestServer, type TestServer } from '../support/test-app.js';

let server: TestServer;
let admin: DashboardMember;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signUpDashboardMember(server, { partnerName: 'Acme Payments' });
});
afterAll(async () => {
  await server?.close();
});

const members = (partnerId: string) => server.ctx.db.selectFrom('dashboard_members').selectAll().where('partner_id', '=', partnerId).execute();

describe('dashboard sign-up and sign-in', () => {
  it('the first member creates the partner as its admin, verified by the emailed code', async () => {
    const session = await asMember(server, admin, 'get', '/session');
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ member: { email: admin.email, role: 'admin' }, partner: { name: 'Acme Payments' }, sandbox: true });
  });

  it('tells a signed-out page its anti-CSRF token and that this is a sandbox', async () => {
    const res = await request(server.url).get('/dashboard/api/session/csrf');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ csrfToken: expect.any(String), sandbox: true });
    expect(res.headers['set-cookie']?.[0]).toMatch(/^emoney_csrf=[^;]+; Path=\/dashboard; SameSite=Strict/);
  });

  it('refuses a wrong code with one message, counts the try, and creates nothing', async () => {
    const email = `wrong-${Date.now()}@example.org`;
    const csrf = await dashboardCsrf(server);
    const headers = { Cookie: `emoney_csrf=${csrf}`, 'X-CSRF-Token': csrf };
    expect((await request(server.url).post('/dashboard/api/session/signup').set(headers).send({ email, password: 'a long dashboard password', partnerName: 'Wrong Co' })).status).toBe(202);
    const code = await dashboardCode(server, email, csrf);
    const wrong = String((Number(code) + 1) % 100_000_000).padStart(8, '0');
    const res = await request(server.url).post('/dashboard/api/session/verify').set(headers).send({ email, code: wrong });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_error', status: 400 });
    expect(await server.ctx.db.selectFrom('dashboard_members').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    const row = await server.ctx.db.selectFrom('dashboard_signups').select('tries').where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.tries).toBe(1);
  });

  it('a sign-up without a partner name and without an invitation answers 400 naming the field', async () => {
    const csrf = await dashboardCsrf(server);
    const res = await request(server.url)
      .post('/dashboard/api/session/signup')
      .set({ Cookie: `emoney_csrf=${csrf}`, 'X-CSRF-Token': csrf })
      .send({ email: `nameless-${Date.now()}@example.org`, password: 'a long dashboard password' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('partnerName');
  });

  it('signs in with the password, refuses a wrong one with 401, and signs out', async () => {
    const csrf = await dashboardCsrf(server);
    const headers = { Cookie: `emoney_csrf=${csrf}`, 'X-CSRF-Token': csrf };
    const wrong = await request(server.url).post('/dashboard/api/session/login').set(headers).send({ email: admin.email, password: 'not the password' });
    expect(wrong.status).toBe(401);
    const ok = await request(server.url).post('/dashboard/api/session/login').set(headers).send({ email: admin.email, password: 'a long dashboard password' });
    expect(ok.status).toBe(200);
    const cookie = `${(ok.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('emoney_dashboard_session='))!.split(';')[0]}; emoney_csrf=${csrf}`;
    const member = { ...admin, cookie, csrfToken: csrf };
    expect((await asMember(server, member, 'post', '/session/logout')).status).toBe(204);
    expect((await asMember(server, member, 'get', '/session')).status).toBe(401);
  });

  it('refuses a state-changing call without the anti-CSRF token (403) and from another site', async () => {
    const email = `csrf-${Date.now()}@example.org`;
    const none = await request(server.url).post('/dashboard/api/session/signup').send({ email, password: 'a long dashboard password', partnerName: 'X' });
    expect(none.status).toBe(403);
    expect(none.body.message).toMatch(/CSRF/);
    const crossSite = await asMember(server, admin, 'post', '/invitations').set('Sec-Fetch-Site', 'cross-site').send({ email, role: 'admin' });
    expect(crossSite.status).toBe(403);
    expect(await server.ctx.db.selectFrom('dashboard_invitations').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });
});

describe('dashboard team', () => {
  it('an invited address joins the inviting partner with the invitation’s role; read-only members change nothing', async () => {
    const email = `ops-${Date.now()}@example.org`;
    const invited = await asMember(server, admin, 'post', '/invitations').send({ email, role: 'read_only' });
    expect(invited.status).toBe(201);
    // The invitation email is the partner's, so a member reads it in the dashboard's mailbox.
    const box = await asMember(server, admin, 'get', `/sandbox/mailbox?to=${encodeURIComponent(email)}`);
    expect(box.body.messages[0].body).toContain('/dashboard/signup?email=');
    const reader = await signUpDashboardMember(server, { email, partnerName: 'ignored for an invitation' });
    expect(reader.partnerId).toBe(admin.partnerId);
    const session = await asMember(server, reader, 'get', '/session');
    expect(session.body.member.role).toBe('read_only');
    const team = await asMember(server, reader, 'get', '/members');
    expect(team.status).toBe(200);
    // Test servers run on a frozen clock: both joined at the same instant, so compare without order.
    expect(team.body.members.map((m: { email: string }) => m.email).sort()).toEqual([admin.email, email].sort());
    const refused = await asMember(server, reader, 'post', '/invitations').send({ email: `x-${Date.now()}@example.org`, role: 'admin' });
    expect(refused.status).toBe(403);
    expect((await asMember(server, reader, 'delete', `/members/${admin.memberId}`)).status).toBe(403);
    expect((await members(admin.partnerId)).length).toBe(2);
    // An admin removes the read-only member; the last admin stays, and no one removes themselves.
    expect((await asMember(server, admin, 'delete', `/members/${admin.memberId}`)).status).toBe(409);
    expect((await asMember(server, admin, 'delete', `/members/${reader.memberId}`)).status).toBe(204);
    expect((await asMember(server, reader, 'get', '/session')).status).toBe(401);
  });

  it('another partner’s member gets 404 for this partner’s members and invitations', async () => {
    const stranger = await signUpDashboardMember(server, { partnerName: 'Other Co' });
    const invitation = await asMember(server, admin, 'post', '/invitations').send({ email: `guest-${Date.now()}@example.org`, role: 'admin' });
    expect((await asMember(server, stranger, 'delete', `/invitations/${invitation.body.id}`)).status).toBe(404);
    expect((await asMember(server, stranger, 'delete', `/members/${admin.memberId}`)).status).toBe(404);
    const theirs = await asMember(server, stranger, 'get', '/members');
    expect(theirs.body.members.map((m: { email: string }) => m.email)).toEqual([stranger.email]);
    expect(theirs.body.invitations).toEqual([]);
    expect((await asMember(server, admin, 'delete', `/invitations/${invitation.body.id}`)).status).toBe(204);
  });
});
