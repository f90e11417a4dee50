// Every dashboard operation, from the generated operation list: another partner's admin gets 404
// for each of this partner's ids (and sees none of them in its lists), and a read-only member of
// this partner gets 403 for every change, which changes nothing. A new operation fails the
// classification test until it is placed here.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@emoney/api-types/dashboard-operations';
import { asMember, signUpDashboardMember, type DashboardMember } from '@emoney/test-support/dashboard';
import { as } from '../money/money-support.js';
import { Receiver } from '../support/receiver.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';
import { memberOf, partnerCustomer, type PartnerCustomer } from './customers-support.js';

const require = createRequire(import.meta.url);
const contract = JSON.parse(readFileSync(require.resolve('@emoney/api-types/dashboard.json'), 'utf8')) as {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { example?: unknown }> } }>>;
};

/** Operations anyone may call (sign-up, sign-in, the token, the mailbox) and the caller's own session: no partner's data behind an id. */
const UNSCOPED = new Set(['getDashboardCsrfToken', 'dashboardSignUp', 'verifyDashboardSignUp', 'dashboardLogIn', 'dashboardLogOut', 'getDashboardSession', 'getDashboardMailbox']);
/** Operations that take a partner's resource in their body rather than their path. */
const BODY_SCOPED = new Set(['simulateDashboardPayment']);
const SECRET = `whsec_${Buffer.alloc(32, 5).toString('base64')}`;

let server: TestServer;
let receiver: Receiver;
let owner: DashboardMember;
let viewer: DashboardMember;
let stranger: DashboardMember;
let customer: PartnerCustomer;
const ids: Record<string, string> = {};
const bodies: Record<string, unknown> = {};

async function until<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 60; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`never got ${what}`);
}

beforeAll(async () => {
  [server, receiver] = await Promise.all([startTestServer(), new Receiver().start()]);
  owner = await memberOf(server, server.seed.partnerId, 'admin');
  viewer = await memberOf(server, server.seed.partnerId, 'read_only');
  stranger = await signUpDashboardMember(server, { partnerName: 'Stranger Payments' });
  const token = await clientCredentialsToken(server);
  customer = await partnerCustomer(server, token);
  const payment = await as(server, token).post('/sandbox/payments', { iban: customer.iban, amount: '3' });
  expect(payment.status).toBe(201);
  const app = await asMember(server, owner, 'post', '/apps').send({ name: 'Isolated', kind: 'client_credentials', privacyPolicyUrl: 'https://acme.example/privacy', termsOfServiceUrl: 'https://acme.example/terms' });
  const invitation = await asMember(server, owner, 'post', '/invitations').send({ email: `invited-${Date.now()}@example.org`, role: 'admin' });
  const subscription = await asMember(server, owner, 'post', '/webhooks').send({ url: receiver.url, secret: SECRET, types: ['order.created'] });
  expect([app.status, invitation.status, subscription.status]).toEqual([201, 201, 201]);
  const test = await asMember(server, owner, 'post', `/webhooks/${subscription.body.id}/test`).send({});
  expect(test.status).toBe(202);
  const logged = await until('a logged request', async () => (await asMember(server, owner, 'get', '/requests')).body.requests[0]?.id as string | undefined);
  Object.assign(ids, {
    member: viewer.memberId,
    invitation: invitation.body.id,
    app: app.body.apps[0].id,
    request: logged,
    subscription: subscription.body.id,
    delivery: test.body.id,
    profile: customer.profileId,
    order: payment.body.id,
  });
  bodies.simulateDashboardPayment = { iban: customer.iban, amount: '1' };
  bodies.createDashboardWebhook = { url: receiver.url, secret: SECRET };
}, 120_000);
afterAll(async () => {
  await receiver?.stop();
  await server?.close();
});

const pathOf = (path: string) => path.replace(/\{(\w+)\}/g, (_m, name: string) => {
  if (!ids[name]) throw new Error(`no fixture id for {${name}}: add one to this test`);
  return ids[name]!;
});
const bodyOf = (op: (typeof operations)[number]) => bodies[op.operationId] ?? contract.paths[op.path]?.[op.method]?.requestBody?.content['application/json']?.example ?? undefined;
const call = (member: DashboardMember, op: (typeof operations)[number]) => {
  const req = asMember(server, member, op.method as 'get' | 'post' | 'patch' | 'delete', pathOf(op.path));
  const body = bodyOf(op);
  return body === undefined ? req : req.send(body as object);
};
const scoped = operations.filter((op) => !UNSCOPED.has(op.operationId));

/** What the partner holds, to show a refused call changed nothing. */
async function holdings() {
  const db = server.ctx.db;
  const partnerId = server.seed.partnerId;
  return {
    apps: await db.selectFrom('apps').select(['id', 'name', 'secret_hash', 'disabled_at', 'redirect_uris']).where('partner_id', '=', partnerId).orderBy('id').execute(),
    members: await db.selectFrom('dashboard_members').select(['id', 'role']).where('partner_id', '=', partnerId).orderBy('id').execute(),
    invitations: await db.selectFrom('dashboard_invitations').select(['id', 'role']).where('partner_id', '=', partnerId).orderBy('id').execute(),
    subscriptions: await db.selectFrom('webhook_subscriptions').select(['id', 'state', 'url']).where('partner_id', '=', partnerId).orderBy('id').execute(),
    deliveries: await db.selectFrom('webhook_deliveries').select('id').where('subscription_id', '=', ids.subscription!).orderBy('id').execute(),
    profile: await db.selectFrom('profiles').select('state').where('id', '=', customer.profileId).executeTakeFirst(),
    orders: await db.selectFrom('orders').select(['id', 'state']).where('profile_id', '=', customer.profileId).orderBy('id').execute(),
    clock: await db.selectFrom('partner_clocks').select('offset_ms').where('partner_id', '=', partnerId).executeTakeFirst(),
  };
}

describe('dashboard isolation', () => {
  it('places every operation: scoped by a path id, by its body, or a list of the caller’s own partner', () => {
    const unplaced = scoped.filter((op) => !/\{\w+\}/.test(op.path) && !BODY_SCOPED.has(op.operationId) && op.method !== 'get' && !['inviteDashboardMember', 'createDashboardApp', 'createDashboardWebhook', 'advanceDashboardSandboxClock', 'resetDashboardSandbox'].includes(op.operationId));
    expect(unplaced.map((op) => op.operationId)).toEqual([]);
    for (const op of scoped) expect(() => pathOf(op.path), op.operationId).not.toThrow();
  });

  it('answers another partner’s admin 404 for every id of this partner, and changes nothing', async () => {
    const before = await holdings();
    const answers: string[] = [];
    for (const op of scoped.filter((o) => /\{\w+\}/.test(o.path) || BODY_SCOPED.has(o.operationId))) {
      const res = await call(stranger, op);
      if (res.status !== 404 || res.body.code !== 'not_found') answers.push(`${op.operationId}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    }
    expect(answers).toEqual([]);
    expect(await holdings()).toEqual(before);
  });

  it('shows another partner’s admin none of this partner’s ids in any list', async () => {
    const leaks: string[] = [];
    for (const op of scoped.filter((o) => o.method === 'get' && !/\{\w+\}/.test(o.path))) {
      const res = await call(stranger, op);
      expect(res.status, op.operationId).toBe(200);
      const text = JSON.stringify(res.body);
      for (const [name, id] of Object.entries(ids)) if (text.includes(id)) leaks.push(`${op.operationId} shows the ${name} ${id}`);
    }
    expect(leaks).toEqual([]);
  });

  it('refuses a read-only member every change with 403, and changes nothing', async () => {
    const before = await holdings();
    const answers: string[] = [];
    for (const op of scoped.filter((o) => o.method !== 'get' && o.operationId !== 'dashboardLogOut')) {
      const res = await call(viewer, op);
      if (res.status !== 403 || res.body.code !== 'forbidden') answers.push(`${op.operationId}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    }
    expect(answers).toEqual([]);
    expect(await holdings()).toEqual(before);
    // Every read works for it.
    for (const op of scoped.filter((o) => o.method === 'get')) expect((await call(viewer, op)).status, op.operationId).toBe(200);
  });
});
