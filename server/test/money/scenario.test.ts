import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { as, balance, expectSoundLedger, newCustomer, PAYEE_IBAN, redeemBody, runJobsAfter } from './money-support.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await expectSoundLedger(server);
});
afterAll(async () => {
  await server?.close();
});

// The onboarding flow runs from signup through details, form and verifications to approval; the
// KYC endpoints land in parallel, so approval here comes from the hosted onboarding (the sandbox
// approves it at once). The rest is the partner's scenario, over HTTP.
describe('the money scenario', () => {
  it('new customer → IBAN → payment of 100 EUR → balance 100 → signed redeem of 40 → processed → balance 60', async () => {
    const customer = await newCustomer(server);
    const api = as(server, customer.token);

    // IBAN requested: accepted, pending until the provisioning job runs.
    const requested = await api.post('/ibans', { address: customer.address, chain: 'sepolia' });
    expect(requested.status).toBe(202);
    expect(requested.body).toEqual({ code: 202, status: 'Accepted' });
    const pending = await api.get('/ibans');
    expect(pending.body.ibans).toHaveLength(1);
    expect(pending.body.ibans[0]).toMatchObject({ profile: customer.profileId, address: customer.address, chain: 'sepolia', state: 'pending' });
    const iban = pending.body.ibans[0].iban as string;

    // Not yet due: nothing happens.
    await runJobsAfter(server, server.ctx.config.sandbox.ibanDelayMs - 1);
    expect((await api.get(`/ibans/${iban}`)).body.state).toBe('pending');
    await runJobsAfter(server, 1);
    expect((await api.get(`/ibans/${iban}`)).body.state).toBe('approved');

    // Before any payment the address holds nothing.
    expect(await balance(server, customer)).toBe('0.00');

    const payment = await api.post('/sandbox/payments', { iban, amount: '100', senderName: 'Jane Doe', memo: 'Top up November' });
    expect(payment.status).toBe(201);
    expect(payment.body).toMatchObject({
      kind: 'issue',
      profile: customer.profileId,
      address: customer.address,
      chain: 'sepolia',
      currency: 'eur',
      amount: '100.00',
      counterpart: { identifier: { standard: 'iban', iban: 'DE89370400440532013000' }, details: { name: 'Jane Doe' } },
      memo: 'Top up November',
      state: 'processed',
    });
    expect(payment.body.meta.processedAt).toBeDefined();
    expect(payment.body.meta.txHashes).toHaveLength(1);
    expect(await balance(server, customer)).toBe('100.00');

    const body = await redeemBody(server, customer, { amount: '40', memo: 'Rent December' });
    const placed = await api.post('/orders', body);
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({
      id: body.id,
      kind: 'redeem',
      profile: customer.profileId,
      address: customer.address,
      amount: '40.00',
      counterpart: { identifier: { standard: 'iban', iban: PAYEE_IBAN }, details: { firstName: 'Hanna', lastName: 'Schmidt', country: 'DE' } },
      memo: 'Rent December',
      state: 'placed',
    });
    expect(placed.body.meta).toEqual({ placedAt: server.clock.now().toISOString() });

    // Picked up at once (pending), processed after the sandbox delay: the burn.
    await server.jobs.runDue();
    expect((await api.get(`/orders/${body.id}`)).body.state).toBe('pending');
    expect((await api.get('/orders?state=pending')).body.orders.map((o: { id: string }) => o.id)).toEqual([body.id]);
    expect(await balance(server, customer)).toBe('100.00');
    await runJobsAfter(server, server.ctx.config.sandbox.orderDelayMs);
    const processed = await api.get(`/orders/${body.id}`);
    expect(processed.body.state).toBe('processed');
    expect(processed.body.meta.processedAt).toBe(server.clock.now().toISOString());
    expect(processed.body.meta.rejectedReason).toBeUndefined();
    expect(await balance(server, customer)).toBe('60.00');

    // Both orders, most recent first; the list filters.
    const all = await api.get('/orders');
    expect(all.body.orders.map((o: { kind: string }) => o.kind)).toEqual(['redeem', 'issue']);
    expect((await api.get('/orders?state=processed')).body.orders).toHaveLength(2);
    expect((await api.get('/orders?state=rejected')).body.orders).toHaveLength(0);
    expect((await api.get(`/orders?memo=${encodeURIComponent('Rent December')}`)).body.orders.map((o: { id: string }) => o.id)).toEqual([body.id]);
    expect((await api.get(`/orders?address=${customer.address.toLowerCase()}`)).body.orders).toHaveLength(2);
    const txHash = processed.body.meta.txHashes[0] as string;
    expect((await api.get(`/orders?txHash=${txHash}`)).body.orders.map((o: { id: string }) => o.id)).toEqual([body.id]);
    // `placed` filters too (both orders moved on, so none is placed now); an unknown state is refused.
    const placedNow = await api.get('/orders?state=placed');
    expect(placedNow.status).toBe(200);
    expect(placedNow.body.orders).toHaveLength(0);
    expect((await api.get('/orders?state=shipped')).status).toBe(400);

    // The money events, in order: the IBAN provisioned, then created/updated for each order
    // (the onboarding's profile.updated is another feature's).
    const events = await server.ctx.db
      .selectFrom('events')
      .select(['type', 'data'])
      .where('profile_id', '=', customer.profileId)
      .where('type', '!=', 'profile.updated')
      .orderBy('seq')
      .execute();
    expect(events.map((e) => [e.type, (e.data as { state: string }).state])).toEqual([
      ['iban.updated', 'approved'],
      ['order.created', 'pending'],
      ['order.updated', 'processed'],
      ['order.created', 'placed'],
      ['order.updated', 'processed'],
    ]);
  });

  it('answers balances of several currencies, in the order asked, zero for what was never held', async () => {
    const customer = await newCustomer(server);
    const res = await as(server, customer.token).get(`/balances/sepolia/${customer.address}?currency=gbp&currency=eur`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      address: customer.address,
      chain: 'sepolia',
      balances: [
        { currency: 'gbp', amount: '0.00' },
        { currency: 'eur', amount: '0.00' },
      ],
    });
    const byDefault = await as(server, customer.token).get(`/balances/chiado/${customer.address.toLowerCase()}`);
    expect(byDefault.body.balances).toEqual([{ currency: 'eur', amount: '0.00' }]);
  });
});
