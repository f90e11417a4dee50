import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asMember, signUpDashboardMember, type DashboardMember } from '@emoney/test-support/dashboard';
import { as, fundedCustomer, redeemBody, runJobsAfter, type Customer } from '../money/money-support.js';
import { partnerApp } from '../support/partners.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';
import { memberOf, partnerCustomer, type PartnerCustomer } from './customers-support.js';

let server: TestServer;
let admin: DashboardMember;
let readOnly: DashboardMember;
let stranger: DashboardMember;
let partnerToken: string;
/** A customer of the seeded partner by consent (hosted screens): 100 EUR paid in, 40 redeemed (processed), 5 rejected, 10 pending. */
let customer: Customer & { iban: string };
let orders: { payment: string; processed: string; pending: string; rejected: string };
/** A customer the seeded partner created itself. */
let created: PartnerCustomer;
/** Another partner's customer. */
let foreign: PartnerCustomer;

beforeAll(async () => {
  server = await startTestServer();
  admin = await memberOf(server, server.seed.partnerId, 'admin');
  readOnly = await memberOf(server, server.seed.partnerId, 'read_only');
  stranger = await signUpDashboardMember(server, { partnerName: 'Other Payments' });
  partnerToken = await clientCredentialsToken(server);

  created = await partnerCustomer(server, partnerToken);
  const other = await partnerApp(server, { partnerId: stranger.partnerId });
  foreign = await partnerCustomer(server, other.token);

  customer = await fundedCustomer(server, '100');
  const api = as(server, customer.token);
  const payment = (await api.get(`/orders?profile=${customer.profileId}`)).body.orders[0].id as string;
  const placeOrder = async (amount: string) => {
    const body = await redeemBody(server, customer, { amount });
    expect((await api.post('/orders', body)).status).toBe(200);
    return body.id;
  };
  const processed = await placeOrder('40');
  await runJobsAfter(server, server.ctx.config.sandbox.orderDelayMs);
  const rejected = await placeOrder('5');
  expect((await as(server, partnerToken).post(`/sandbox/orders/${rejected}`, { state: 'rejected', reason: 'Not today' })).status).toBe(200);
  server.clock.advance(1000);
  const pending = await placeOrder('10');
  await server.jobs.runDue();
  orders = { payment, processed, pending, rejected };
});
afterAll(async () => {
  await server?.close();
});

const ids = (list: { id: string }[]) => list.map((x) => x.id);

describe('dashboard customers', () => {
  it('lists the profiles the partner’s token sees, and filters them by state', async () => {
    const res = await asMember(server, admin, 'get', '/profiles');
    expect(res.status).toBe(200);
    const publicList = await as(server, partnerToken).get('/profiles?limit=100');
    // The partner's token also sees its app's own profile; the dashboard lists its customers.
    const customers = (publicList.body.profiles as { id: string }[]).filter((p) => p.id !== server.seed.profileId);
    expect(ids(res.body.profiles).sort()).toEqual(ids(customers).sort());
    expect(ids(res.body.profiles)).toEqual(expect.arrayContaining([customer.profileId, created.profileId]));
    expect(ids(res.body.profiles)).not.toContain(foreign.profileId);
    const entry = res.body.profiles.find((p: { id: string }) => p.id === customer.profileId);
    expect(entry).toMatchObject({ id: customer.profileId, kind: 'personal', state: 'approved' });
    expect(Date.parse(entry.createdAt)).not.toBeNaN();

    const pending = await as(server, partnerToken).post('/auth/signup', { email: `later-${Date.now()}@example.org` });
    const createdState = await asMember(server, admin, 'get', '/profiles?state=created');
    expect(ids(createdState.body.profiles)).toContain(pending.body.profile);
    expect(ids(createdState.body.profiles)).not.toContain(customer.profileId);
    expect((await asMember(server, admin, 'get', '/profiles?state=nonsense')).status).toBe(400);
  });

  it('reads a profile with its addresses, IBAN, balances and orders as the public API answers them', async () => {
    const res = await asMember(server, readOnly, 'get', `/profiles/${customer.profileId}`);
    expect(res.status).toBe(200);
    const partner = as(server, partnerToken);
    const profile = (await partner.get(`/profiles/${customer.profileId}`)).body;
    expect(res.body.profile).toMatchObject({ id: profile.id, kind: profile.kind, name: profile.name, state: profile.state });
    expect(res.body.addresses).toEqual([{ address: customer.address, chain: 'sepolia', state: 'linked' }]);
    const iban = (await partner.get(`/ibans/${customer.iban}`)).body;
    expect(res.body.ibans).toEqual([{ iban: iban.iban, bic: iban.bic, address: iban.address, chain: iban.chain, state: iban.state }]);
    const balance = (await partner.get(`/balances/sepolia/${customer.address}?currency=eur`)).body.balances[0].amount;
    // 100 paid in, 40 burned; the pending 10 is not burned yet, the rejected 5 never is.
    expect(balance).toBe('60.00');
    expect(res.body.balances).toEqual([{ address: customer.address, chain: 'sepolia', currency: 'eur', amount: balance }]);
    const publicOrders = (await partner.get(`/orders?profile=${customer.profileId}`)).body.orders;
    expect(ids(res.body.orders)).toEqual(ids(publicOrders));
    expect(res.body.orders).toHaveLength(4);
  });

  it('lists orders newest first with the public answer’s fields, filtered by state and profile', async () => {
    const res = await asMember(server, admin, 'get', '/orders');
    expect(res.status).toBe(200);
    const publicOrders = (await as(server, partnerToken).get('/orders?limit=100')).body.orders as { id: string; state: string; amount: string; counterpart: unknown; kind: string }[];
    expect(ids(res.body.orders)).toEqual(ids(publicOrders));
    for (const order of publicOrders) {
      const mine = res.body.orders.find((o: { id: string }) => o.id === order.id);
      expect(mine).toMatchObject({ state: order.state, amount: order.amount, kind: order.kind, counterpart: order.counterpart });
    }
    const pending = await asMember(server, admin, 'get', `/orders?state=pending&profile=${customer.profileId}`);
    expect(ids(pending.body.orders)).toEqual([orders.pending]);
    expect((await asMember(server, admin, 'get', `/orders?profile=${created.profileId}`)).body.orders).toEqual([]);
  });

  it('gives each order its timeline from the times the order stores', async () => {
    const partner = as(server, partnerToken);
    const read = async (id: string) => {
      const res = await asMember(server, admin, 'get', `/orders/${id}`);
      expect(res.status).toBe(200);
      return { mine: res.body, meta: (await partner.get(`/orders/${id}`)).body.meta };
    };
    const payment = await read(orders.payment);
    expect(payment.mine).toMatchObject({ kind: 'issue', state: 'processed', createdAt: payment.meta.placedAt });
    expect(payment.mine.timeline).toEqual([
      { state: 'pending', at: payment.meta.placedAt },
      { state: 'processed', at: payment.meta.processedAt },
    ]);
    const processed = await read(orders.processed);
    expect(processed.mine.timeline).toEqual([
      { state: 'placed', at: processed.meta.placedAt },
      { state: 'processed', at: processed.meta.processedAt },
    ]);
    expect(Date.parse(processed.meta.processedAt) - Date.parse(processed.meta.placedAt)).toBe(server.ctx.config.sandbox.orderDelayMs);
    const rejected = await read(orders.rejected);
    expect(rejected.mine).toMatchObject({ state: 'rejected', rejectedReason: 'Not today' });
    expect(rejected.mine.timeline.map((s: { state: string }) => s.state)).toEqual(['placed', 'rejected']);
    expect(rejected.mine.timeline[0].at).toBe(rejected.meta.placedAt);
    const pending = await read(orders.pending);
    expect(pending.mine.timeline.map((s: { state: string }) => s.state)).toEqual(['placed', 'pending']);
    expect(pending.mine.timeline[0].at).toBe(pending.meta.placedAt);
  });

  it('answers 404 for another partner’s profile and order, and lists none of them', async () => {
    const theirs = await request(server.url).get(`/orders?profile=${foreign.profileId}`).set('Authorization', `Bearer ${partnerToken}`);
    expect(theirs.status).toBe(404);
    const payment = (await as(server, (await partnerApp(server, { partnerId: stranger.partnerId })).token).post('/sandbox/payments', { iban: foreign.iban, amount: '3' })).body.id as string;
    expect((await asMember(server, admin, 'get', `/profiles/${foreign.profileId}`)).status).toBe(404);
    expect((await asMember(server, admin, 'get', `/orders/${payment}`)).status).toBe(404);
    expect((await asMember(server, admin, 'get', `/orders?profile=${foreign.profileId}`)).status).toBe(404);
    expect(ids((await asMember(server, admin, 'get', '/orders')).body.orders)).not.toContain(payment);
    // And the other way round: the other partner's member sees its own, not ours.
    expect((await asMember(server, stranger, 'get', `/profiles/${customer.profileId}`)).status).toBe(404);
    expect((await asMember(server, stranger, 'get', `/orders/${orders.processed}`)).status).toBe(404);
    expect((await asMember(server, stranger, 'get', `/profiles/${server.seed.profileId}`)).status).toBe(404);
    expect(ids((await asMember(server, stranger, 'get', '/profiles')).body.profiles)).toEqual([foreign.profileId]);
    expect(ids((await asMember(server, stranger, 'get', '/orders')).body.orders)).toEqual([payment]);
    expect((await asMember(server, admin, 'get', '/orders/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('needs a signed-in member', async () => {
    const res = await request(server.url).get('/dashboard/api/profiles');
    expect(res.status).toBe(401);
    expect((await request(server.url).get(`/dashboard/api/orders/${orders.payment}`)).status).toBe(401);
  });
});
