import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { as, balance, fundedCustomer, minuteUtc, redeemBody, runJobsAfter, type Customer } from '../money/money-support.js';

// A signed redeem order could be replayed (one signature burned 100.00 to
// 70.00 in three posts) and a message dated 2099 never went stale.
let server: TestServer;
let customer: Customer & { iban: string };
beforeAll(async () => {
  server = await startTestServer();
  customer = await fundedCustomer(server, '100.00');
});
afterAll(async () => {
  await server?.close();
});

describe('order-signature replay', () => {
  it('places one order per signature: a replay without id or with another id is 409 naming the earlier order', async () => {
    const body = await redeemBody(server, customer, { amount: '10.00' });
    const first = await as(server, customer.token).post('/orders', body);
    expect(first.status).toBe(200);
    const { id: _id, ...withoutId } = body;
    const again = await as(server, customer.token).post('/orders', withoutId);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('conflict');
    expect(again.body.message).toContain(first.body.id);
    const otherId = await as(server, customer.token).post('/orders', { ...body, id: '6f1d7c1e-8a4b-4c55-9a71-3f1f7d2b9e01' });
    expect(otherId.status).toBe(409);
    expect(otherId.body.message).toContain(first.body.id);
    // The same id stays idempotent.
    const sameId = await as(server, customer.token).post('/orders', body);
    expect(sameId.status).toBe(200);
    expect(sameId.body.id).toBe(first.body.id);
    await runJobsAfter(server, 10_000);
    expect(await balance(server, customer)).toBe('90.00');
  });

  it('refuses a message timestamp more than 1 hour in the future, accepts one within the hour', async () => {
    const far = await as(server, customer.token).post('/orders', await redeemBody(server, customer, { at: '2099-01-01T00:00Z' }));
    expect(far.status).toBe(400);
    expect(far.body.errors.message).toMatch(/more than 1 hour in the future/);
    const soon = new Date(server.clock.now().getTime() + 30 * 60_000);
    const near = await as(server, customer.token).post('/orders', await redeemBody(server, customer, { amount: '1.00', at: minuteUtc(soon) }));
    expect(near.status).toBe(200);
  });
});

describe('the production setting requiring the full IBAN', () => {
  let strict: TestServer;
  let holder: Customer & { iban: string };
  beforeAll(async () => {
    strict = await startTestServer({ orders: { requireFullIban: true } });
    holder = await fundedCustomer(strict, '50.00');
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('refuses the shortened IBAN when EMONEY_REQUIRE_FULL_IBAN is true, accepts the full one', async () => {
    const short = await as(strict, holder.token).post('/orders', await redeemBody(strict, holder, { to: 'DE89...3000' }));
    expect(short.status).toBe(400);
    expect(short.body.errors.message).toMatch(/full IBAN/);
    const full = await as(strict, holder.token).post('/orders', await redeemBody(strict, holder));
    expect(full.status).toBe(200);
  });
});
