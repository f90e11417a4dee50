import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asMember, signUpDashboardMember, type DashboardMember } from '@emoney/test-support/dashboard';
import { holderBalances } from '../../src/features/money/ledger.repository.js';
import { api, signUpCustomer, submitAll } from '../profiles/helpers.js';
import { as, expectSoundLedger, newCustomer, redeemBody, type Customer } from '../money/money-support.js';
import { partnerApp } from '../support/partners.js';
import { Receiver } from '../support/receiver.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';
import { directMember, memberOf, partnerCustomer, type PartnerCustomer } from './customers-support.js';

const SECRET = `whsec_${Buffer.alloc(40, 7).toString('base64')}`;
let server: TestServer;
let receiver: Receiver;
let admin: DashboardMember;
let readOnly: DashboardMember;
let stranger: DashboardMember;
let partnerToken: string;
let strangerToken: string;
/** The seeded partner's customer (approved, linked wallet, approved IBAN), as its own orders' signer. */
let customer: PartnerCustomer;
let signer: Customer;
/** Another partner's customer. */
let foreign: PartnerCustomer;

beforeAll(async () => {
  [server, receiver] = await Promise.all([startTestServer(), new Receiver().start()]);
  admin = await memberOf(server, server.seed.partnerId, 'admin');
  readOnly = await memberOf(server, server.seed.partnerId, 'read_only');
  stranger = await signUpDashboardMember(server, { partnerName: 'Other Payments' });
  partnerToken = await clientCredentialsToken(server);
  strangerToken = (await partnerApp(server, { partnerId: stranger.partnerId })).token;
  customer = await partnerCustomer(server, partnerToken);
  foreign = await partnerCustomer(server, strangerToken);
  signer = { token: partnerToken, wallet: customer.wallet, address: customer.address, chain: 'sepolia', profileId: customer.profileId };
});
afterAll(async () => {
  await receiver?.stop();
  await server?.close();
});

const eur = async (token: string, address: string) => (await as(server, token).get(`/balances/sepolia/${address}?currency=eur`)).body.balances[0].amount as string;
/** An order as the public API answers it, without what differs between two orders made the same way. */
const comparable = (o: Record<string, unknown>) => {
  const { id: _id, meta: _meta, ...rest } = o;
  return rest;
};
async function placeRedeem(amount: string): Promise<string> {
  const body = await redeemBody(server, signer, { amount });
  const res = await as(server, partnerToken).post('/orders', body);
  expect(res.status).toBe(200);
  return body.id;
}

/** Polls until `done` holds (the request log is written in batches after the answers). */
async function until(done: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if (await done()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the request log never held the requests');
}

describe('dashboard sandbox tools', () => {
  it('simulates an incoming payment to a customer’s IBAN, as the public call does', async () => {
    const before = await eur(partnerToken, customer.address);
    const viaApi = await as(server, partnerToken).post('/sandbox/payments', { iban: customer.iban, amount: '7' });
    expect(viaApi.status).toBe(201);
    const res = await asMember(server, admin, 'post', '/sandbox/payments').send({ iban: customer.iban, amount: '7' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ profile: customer.profileId, kind: 'issue', state: 'processed', amount: '7.00', currency: 'eur', address: customer.address, chain: 'sepolia' });
    expect(res.body.timeline.map((s: { state: string }) => s.state)).toEqual(['pending', 'processed']);
    const viaDashboard = (await as(server, partnerToken).get(`/orders/${res.body.id}`)).body;
    expect(comparable(viaDashboard)).toEqual(comparable(viaApi.body));
    expect(viaDashboard.meta.txHashes).toHaveLength(1);
    expect(Number(await eur(partnerToken, customer.address))).toBe(Number(before) + 14);
    // The public call's rules: schema (400) and an IBAN that is not approved (409) alike.
    expect((await asMember(server, admin, 'post', '/sandbox/payments').send({ iban: customer.iban, amount: '0' })).status).toBe(400);
    expect((await asMember(server, admin, 'post', '/sandbox/payments').send({ iban: 'DE89370400440532013000', amount: '1' })).status).toBe(404);
    await expectSoundLedger(server);
  });

  it('decides a pending KYC, as the public call does', async () => {
    const client = api(server, partnerToken);
    const [byApi, byDashboard] = [await signUpCustomer(client), await signUpCustomer(client)];
    for (const profile of [byApi, byDashboard]) {
      await submitAll(client, profile, 'personal');
      expect((await client.get(`/profiles/${profile}`)).body.state).toBe('pending');
    }
    expect((await client.post(`/sandbox/profiles/${byApi}`, { state: 'approved' })).status).toBe(200);
    const res = await asMember(server, admin, 'post', `/sandbox/profiles/${byDashboard}/decision`).send({ state: 'approved' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: byDashboard, kind: 'personal', name: 'Jane Doe', state: 'approved' });
    expect(Date.parse(res.body.createdAt)).not.toBeNaN();
    for (const profile of [byApi, byDashboard]) {
      expect((await client.get(`/profiles/${profile}`)).body.state).toBe('approved');
      const review = await server.ctx.db.selectFrom('kyc_reviews').select(['outcome', 'decided_by']).where('profile_id', '=', profile).executeTakeFirstOrThrow();
      expect(review).toEqual({ outcome: 'approved', decided_by: 'simulator' });
      const events = await server.ctx.db.selectFrom('events').select('data').where('type', '=', 'profile.updated').where('profile_id', '=', profile).execute();
      expect(events.map((e) => (e.data as { state: string }).state)).toContain('approved');
    }
    const rejected = await asMember(server, admin, 'post', `/sandbox/profiles/${byDashboard}/decision`).send({ state: 'rejected' });
    expect(rejected.body.state).toBe('rejected');
    expect((await asMember(server, admin, 'post', `/sandbox/profiles/${byDashboard}/decision`).send({ state: 'blocked' })).status).toBe(400);
  });

  it('processes or rejects an open redeem order, as the public call does', async () => {
    await as(server, partnerToken).post('/sandbox/payments', { iban: customer.iban, amount: '50' });
    const before = Number(await eur(partnerToken, customer.address));
    const [byApi, byDashboard, toReject] = [await placeRedeem('3'), await placeRedeem('4'), await placeRedeem('5')];
    expect((await as(server, partnerToken).post(`/sandbox/orders/${byApi}`, { state: 'processed' })).status).toBe(200);
    const res = await asMember(server, admin, 'post', `/sandbox/orders/${byDashboard}/decision`).send({ state: 'processed' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: byDashboard, kind: 'redeem', state: 'processed', amount: '4.00' });
    expect(res.body.timeline.map((s: { state: string }) => s.state)).toEqual(['placed', 'processed']);
    const [a, b] = [(await as(server, partnerToken).get(`/orders/${byApi}`)).body, (await as(server, partnerToken).get(`/orders/${byDashboard}`)).body];
    expect(a.state).toBe(b.state);
    expect(Object.keys(b.meta).sort()).toEqual(Object.keys(a.meta).sort());
    expect(Number(await eur(partnerToken, customer.address))).toBe(before - 7);

    expect((await asMember(server, admin, 'post', `/sandbox/orders/${toReject}/decision`).send({ state: 'processed', reason: 'x' })).status).toBe(400);
    const rejected = await asMember(server, admin, 'post', `/sandbox/orders/${toReject}/decision`).send({ state: 'rejected', reason: 'Compliance says no' });
    expect(rejected.body).toMatchObject({ state: 'rejected', rejectedReason: 'Compliance says no' });
    expect((await as(server, partnerToken).get(`/orders/${toReject}`)).body.meta.rejectedReason).toBe('Compliance says no');
    expect(Number(await eur(partnerToken, customer.address))).toBe(before - 7);
    const again = await asMember(server, admin, 'post', `/sandbox/orders/${toReject}/decision`).send({ state: 'processed' });
    expect(again.status).toBe(409);
    await expectSoundLedger(server);
  });

  it('reads and advances the partner’s own sandbox clock, as the public call does', async () => {
    const before = await asMember(server, readOnly, 'get', '/sandbox/clock');
    expect(before.status).toBe(200);
    expect(before.body.now).toBe(server.clock.now().toISOString());
    expect((await as(server, partnerToken).get('/sandbox/clock')).body.now).toBe(before.body.now);
    const res = await asMember(server, admin, 'post', '/sandbox/clock').send({ advanceSeconds: 60 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ now: new Date(Date.parse(before.body.now) + 60_000).toISOString(), offsetSeconds: before.body.offsetSeconds + 60 });
    expect((await as(server, partnerToken).get('/sandbox/clock')).body.now).toBe(res.body.now);
    expect((await asMember(server, admin, 'get', '/sandbox/clock')).body).toEqual(res.body);
    // The public call moves the same clock.
    expect((await as(server, partnerToken).post('/sandbox/clock', { seconds: 30 })).status).toBe(200);
    expect((await asMember(server, admin, 'get', '/sandbox/clock')).body.offsetSeconds).toBe(before.body.offsetSeconds + 90);
    // Another partner's time does not move.
    expect((await asMember(server, stranger, 'get', '/sandbox/clock')).body).toEqual({ now: server.clock.now().toISOString(), offsetSeconds: 0 });
    expect((await asMember(server, admin, 'post', '/sandbox/clock').send({ advanceSeconds: 0 })).status).toBe(400);
  });

  it('refuses every tool to a read-only member (403), changing nothing', async () => {
    const client = api(server, partnerToken);
    const undecided = await signUpCustomer(client);
    const open = await placeRedeem('1');
    const balance = await eur(partnerToken, customer.address);
    const clock = (await asMember(server, admin, 'get', '/sandbox/clock')).body;
    const profiles = (await asMember(server, readOnly, 'get', '/profiles')).body.profiles.length;
    const calls = [
      asMember(server, readOnly, 'post', '/sandbox/payments').send({ iban: customer.iban, amount: '1' }),
      asMember(server, readOnly, 'post', `/sandbox/profiles/${undecided}/decision`).send({ state: 'approved' }),
      asMember(server, readOnly, 'post', `/sandbox/orders/${open}/decision`).send({ state: 'processed' }),
      asMember(server, readOnly, 'post', '/sandbox/clock').send({ advanceSeconds: 60 }),
      asMember(server, readOnly, 'post', '/sandbox/reset'),
    ];
    for (const call of calls) {
      const res = await call;
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'forbidden', status: 403 });
    }
    expect(await eur(partnerToken, customer.address)).toBe(balance);
    expect((await client.get(`/profiles/${undecided}`)).body.state).toBe('created');
    expect((await client.get(`/orders/${open}`)).body.state).toMatch(/placed|pending/);
    expect((await asMember(server, admin, 'get', '/sandbox/clock')).body).toEqual(clock);
    expect((await asMember(server, readOnly, 'get', '/profiles')).body.profiles).toHaveLength(profiles);
    // Settled for the tests after this one.
    expect((await asMember(server, admin, 'post', `/sandbox/orders/${open}/decision`).send({ state: 'rejected' })).status).toBe(200);
  });

  it('answers another partner’s member 404 for every id of this partner, and its reset leaves this partner’s data intact', async () => {
    const open = await placeRedeem('1');
    const balance = await eur(partnerToken, customer.address);
    const foreignBalance = await as(server, strangerToken).post('/sandbox/payments', { iban: foreign.iban, amount: '9' });
    expect(foreignBalance.status).toBe(201);
    for (const call of [
      asMember(server, stranger, 'post', '/sandbox/payments').send({ iban: customer.iban, amount: '1' }),
      asMember(server, stranger, 'post', `/sandbox/profiles/${customer.profileId}/decision`).send({ state: 'rejected' }),
      asMember(server, stranger, 'post', `/sandbox/orders/${open}/decision`).send({ state: 'rejected' }),
      asMember(server, stranger, 'post', `/sandbox/profiles/${randomUUID()}/decision`).send({ state: 'rejected' }),
      asMember(server, stranger, 'post', `/sandbox/orders/${randomUUID()}/decision`).send({ state: 'rejected' }),
    ]) {
      expect((await call).status).toBe(404);
    }
    const mine = { profiles: (await asMember(server, admin, 'get', '/profiles')).body, orders: (await asMember(server, admin, 'get', '/orders')).body };
    const reset = await asMember(server, stranger, 'post', '/sandbox/reset');
    expect(reset.status).toBe(200);
    expect(reset.body.removed).toMatchObject({ profiles: 1, customers: 1, addresses: 1, ibans: 1, orders: 1, balances: 1 });
    expect(await eur(partnerToken, customer.address)).toBe(balance);
    expect((await as(server, partnerToken).get(`/profiles/${customer.profileId}`)).body.state).toBe('approved');
    expect((await as(server, partnerToken).get(`/orders/${open}`)).body.state).toMatch(/placed|pending/);
    expect((await asMember(server, admin, 'get', '/profiles')).body).toEqual(mine.profiles);
    expect((await asMember(server, admin, 'get', '/orders')).body).toEqual(mine.orders);
    // Its own data is gone: its token no longer reaches the profile.
    expect((await as(server, strangerToken).get(`/profiles/${foreign.profileId}`)).status).toBe(404);
    expect((await asMember(server, stranger, 'get', '/profiles')).body.profiles).toEqual([]);
    expect((await asMember(server, admin, 'post', `/sandbox/orders/${open}/decision`).send({ state: 'rejected' })).status).toBe(200);
    await expectSoundLedger(server);
  });

  it('resets the partner’s sandbox data: customers’ data, deliveries, events and request log go; apps, members and subscriptions stay', async () => {
    const partner = as(server, partnerToken);
    const subscribed = await partner.post('/webhooks', { url: receiver.url, secret: SECRET, types: ['profile.updated', 'order.created', 'order.updated', 'iban.updated'] });
    expect(subscribed.status).toBe(201);
    // A consenting person (hosted screens) and more activity, delivered to the subscription.
    const person = await newCustomer(server);
    const payment = await partner.post('/sandbox/payments', { iban: customer.iban, amount: '2' });
    expect(payment.status).toBe(201);
    const pendingOrder = await placeRedeem('1');
    const otherPartner = await partnerCustomer(server, strangerToken);
    // The request log holds both partners' API calls (written in batches within a second).
    const logged = async (partnerId: string) =>
      (await server.ctx.db.selectFrom('api_requests').select(['seq']).where('partner_id', '=', partnerId).orderBy('seq', 'desc').execute()).map((r) => Number(r.seq));
    await until(async () => (await logged(server.seed.partnerId)).length > 0 && (await logged(stranger.partnerId)).length > 0);
    const loggedBefore = await logged(server.seed.partnerId);
    const strangerLogged = (await logged(stranger.partnerId)).length;
    const deliveries = await server.ctx.db.selectFrom('webhook_deliveries').select('id').where('subscription_id', '=', subscribed.body.id).execute();
    expect(deliveries.length).toBeGreaterThan(0);
    const profiles = (await asMember(server, admin, 'get', '/profiles')).body.profiles.map((p: { id: string }) => p.id) as string[];
    expect(profiles).toEqual(expect.arrayContaining([customer.profileId, person.profileId]));
    const customerEmail = (await server.ctx.db.selectFrom('users').innerJoin('user_profiles', 'user_profiles.user_id', 'users.id').select('users.email').where('user_profiles.profile_id', '=', customer.profileId).executeTakeFirstOrThrow()).email;
    const members = (await asMember(server, admin, 'get', '/members')).body.members.length;
    const foreignBalance = await eur(strangerToken, otherPartner.address);

    const res = await asMember(server, admin, 'post', '/sandbox/reset');
    expect(res.status).toBe(200);
    expect(res.body.kept).toEqual({ sharedProfiles: 0 });
    expect(res.body.removed).toMatchObject({ profiles: profiles.length, addresses: 2, ibans: 1, webhookDeliveries: deliveries.length });
    expect(res.body.removed.apiRequests).toBeGreaterThanOrEqual(loggedBefore.length);
    // Accounts the partner created went with their profiles; the consenting person's own account stays.
    expect(res.body.removed.customers).toBe(profiles.length - 1);
    expect(res.body.removed.orders).toBeGreaterThanOrEqual(10);
    expect(res.body.removed.balances).toBe(1);
    expect(res.body.removed.events).toBeGreaterThan(0);
    expect(res.body.removed.jobs).toBeGreaterThan(0);

    // The customers' data is gone, through both APIs.
    expect((await asMember(server, admin, 'get', '/profiles')).body.profiles).toEqual([]);
    expect((await asMember(server, admin, 'get', '/orders')).body.orders).toEqual([]);
    expect((await asMember(server, admin, 'get', `/profiles/${customer.profileId}`)).status).toBe(404);
    expect((await partner.get(`/orders/${pendingOrder}`)).status).toBe(404);
    expect((await partner.get(`/ibans/${customer.iban}`)).status).toBe(404);
    // The partner's app (and its token), its own profile, its members and its subscription stay.
    expect((await partner.get('/profiles')).body.profiles.map((p: { id: string }) => p.id)).toEqual([server.seed.profileId]);
    expect((await partner.get('/webhooks')).body.subscriptions.map((s: { id: string }) => s.id)).toContain(subscribed.body.id);
    expect((await asMember(server, admin, 'get', '/members')).body.members).toHaveLength(members);
    const db = server.ctx.db;
    expect(await db.selectFrom('webhook_deliveries').select('id').where('subscription_id', '=', subscribed.body.id).execute()).toEqual([]);
    expect(await db.selectFrom('events').select('id').where('profile_id', 'in', profiles).execute()).toEqual([]);
    // Every request logged before the reset is gone (later ones are logged anew); the other partner's log stays.
    expect((await logged(server.seed.partnerId)).filter((seq) => seq <= loggedBefore[0]!)).toEqual([]);
    expect((await logged(stranger.partnerId)).length).toBeGreaterThanOrEqual(strangerLogged);
    expect(await db.selectFrom('jobs').select('id').where(sql<string>`payload->>'orderId'`, '=', pendingOrder).execute()).toEqual([]);
    // The balance is zeroed by a balanced posting, the ledger stays sound, and the address is free again.
    expect((await holderBalances(db, { chain: 'sepolia', address: customer.address }, ['eur'])).get('eur')).toBe(0n);
    await expectSoundLedger(server);
    expect(await db.selectFrom('addresses').select('address').where('address', '=', customer.address.toLowerCase()).execute()).toEqual([]);
    // The email the partner had signed up is free for a new customer of the partner.
    expect((await partner.post('/auth/signup', { email: customerEmail })).status).toBe(201);
    // The consenting person's account (and its token) stays, without the removed profile.
    const context = await as(server, person.token).get('/auth/context');
    expect(context.status).toBe(404);
    expect(context.body.message).toBe('The user has no profile yet');

    // Another partner's data is intact.
    expect(await eur(strangerToken, otherPartner.address)).toBe(foreignBalance);
    expect((await as(server, strangerToken).get(`/profiles/${otherPartner.profileId}`)).body.state).toBe('approved');
    // A second reset finds nothing more.
    const again = await asMember(server, admin, 'post', '/sandbox/reset');
    expect(again.body.removed).toMatchObject({ addresses: 0, ibans: 0, orders: 0, balances: 0 });
  });
});

describe('dashboard sandbox tools in production', () => {
  let production: TestServer;
  let member: DashboardMember;
  beforeAll(async () => {
    production = await startTestServer({ mode: 'production' });
    member = await directMember(production, production.seed.partnerId, 'admin');
  });
  afterAll(async () => {
    await production?.close();
  });

  it('answer 404, as every sandbox path does outside the sandbox', async () => {
    expect((await asMember(production, member, 'get', '/session')).status).toBe(200);
    for (const call of [
      asMember(production, member, 'post', '/sandbox/payments').send({ iban: 'DE89370400440532013000', amount: '1' }),
      asMember(production, member, 'post', `/sandbox/profiles/${randomUUID()}/decision`).send({ state: 'approved' }),
      asMember(production, member, 'post', `/sandbox/orders/${randomUUID()}/decision`).send({ state: 'processed' }),
      asMember(production, member, 'get', '/sandbox/clock'),
      asMember(production, member, 'post', '/sandbox/clock').send({ advanceSeconds: 60 }),
      asMember(production, member, 'post', '/sandbox/reset'),
    ]) {
      const res = await call;
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'not_found', status: 404 });
    }
    // The customers' reads are not sandbox tools: they answer in production too.
    expect((await asMember(production, member, 'get', '/profiles')).body).toEqual({ profiles: [] });
  });
});
