import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger, postTransaction } from '../../src/features/money/ledger.repository.js';
import { TEST_DATABASE } from '../support/test-db.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { as, balance, expectSoundLedger, fundedCustomer, redeemBody, runJobsAfter } from './money-support.js';

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

describe(`concurrent redeems (${TEST_DATABASE})`, () => {
  it('50 concurrent redeems of 10 against a balance of 100: exactly 10 processed, balance 0', async () => {
    const customer = await fundedCustomer(server, '100');
    const bodies = await Promise.all(Array.from({ length: 50 }, () => redeemBody(server, customer, { amount: '10' })));
    const answers = await Promise.all(bodies.map((body) => as(server, customer.token).post('/orders', body)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const placed = answers.filter((a) => a.body.state === 'placed');
    const refused = answers.filter((a) => a.body.state === 'rejected');
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(r.body.meta.rejectedReason).toBe('Insufficient balance');

    await server.jobs.runDue();
    await runJobsAfter(server, server.ctx.config.sandbox.orderDelayMs);
    const orders = (await as(server, customer.token).get('/orders')).body.orders as { kind: string; state: string }[];
    const redeems = orders.filter((o) => o.kind === 'redeem');
    expect(redeems.filter((o) => o.state === 'processed')).toHaveLength(10);
    expect(redeems.filter((o) => o.state === 'rejected')).toHaveLength(40);
    expect(await balance(server, customer)).toBe('0.00');
  });

  it('the same order decided 10 times at once burns once', async () => {
    const customer = await fundedCustomer(server, '50');
    const body = await redeemBody(server, customer, { amount: '30' });
    expect((await as(server, customer.token).post('/orders', body)).body.state).toBe('placed');
    const decisions = await Promise.all(
      Array.from({ length: 10 }, () => as(server, customer.token).post(`/sandbox/orders/${body.id}`, { state: 'processed' })),
    );
    expect(decisions.filter((d) => d.status === 200)).toHaveLength(1);
    expect(decisions.filter((d) => d.status === 409)).toHaveLength(9);
    expect(await balance(server, customer)).toBe('20.00');
    // The automatic processing that follows finds it final and does nothing.
    await runJobsAfter(server, server.ctx.config.sandbox.orderDelayMs);
    expect(await balance(server, customer)).toBe('20.00');
    const burns = await server.ctx.db.selectFrom('ledger_transactions').select('id').where('order_id', '=', body.id).execute();
    expect(burns).toHaveLength(1);
  });

  it('the database refuses an unbalanced posting and any change to past entries', async () => {
    const now = server.clock.now();
    // Bypass the application's own check: insert raw entries that do not sum to zero.
    await expect(
      server.ctx.db.transaction().execute(async (trx) => {
        await trx.insertInto('ledger_transactions').values({ id: '00000000-0000-4000-8000-000000000001', kind: 'mint', order_id: null, created_at: now }).execute();
        const account = await trx
          .insertInto('ledger_accounts')
          .values({ kind: 'issuance', chain: 'sepolia', address: '', currency: 'usd', created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.insertInto('ledger_entries').values({ transaction_id: '00000000-0000-4000-8000-000000000001', account_id: account.id, amount: '-5.00', created_at: now }).execute();
      }),
    ).rejects.toThrow(/does not balance/);
    await expect(
      postTransaction(server.ctx.db, {
        kind: 'mint',
        orderId: null,
        entries: [
          { account: { kind: 'issuance', chain: 'sepolia', currency: 'usd' }, cents: -500n },
          { account: { kind: 'holder', chain: 'sepolia', address: '0x0000000000000000000000000000000000000001', currency: 'usd' }, cents: 400n },
        ],
        now,
      }),
    ).rejects.toThrow(/unbalanced/);
    // A balanced posting goes through; then it can be neither changed nor removed.
    const posted = await postTransaction(server.ctx.db, {
      kind: 'mint',
      orderId: null,
      entries: [
        { account: { kind: 'issuance', chain: 'sepolia', currency: 'usd' }, cents: -500n },
        { account: { kind: 'holder', chain: 'sepolia', address: '0x0000000000000000000000000000000000000001', currency: 'usd' }, cents: 500n },
      ],
      now,
    });
    await expect(server.ctx.db.updateTable('ledger_entries').set({ amount: '1.00' }).where('transaction_id', '=', posted).execute()).rejects.toThrow(/append-only/);
    await expect(server.ctx.db.deleteFrom('ledger_entries').where('transaction_id', '=', posted).execute()).rejects.toThrow(/append-only/);
    expect((await checkLedger(server.ctx.db)).ok).toBe(true);
  });
});
