import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_MESSAGE } from '../../src/features/addresses/link-message.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { as, balance, expectSoundLedger, fundedCustomer, pay, redeemBody, runJobsAfter, type Customer } from '../money/money-support.js';

// `Send EUR 30 to … at T` names no chain, yet its single use was kept
// per address and chain: one signature placed with `chain: sepolia` and again with
// `chain: basesepolia` burned on both. It now counts once per address across every chain.
let server: TestServer;
let onSepolia: Customer & { iban: string };
let onBase: Customer;
beforeAll(async () => {
  server = await startTestServer();
  onSepolia = await fundedCustomer(server, '100.00');
  // The same wallet linked and funded on a second chain.
  onBase = { ...onSepolia, chain: 'basesepolia' };
  const signature = await onSepolia.wallet.signMessage(LINK_MESSAGE);
  const linked = await as(server, onSepolia.token).post('/addresses', { profile: onSepolia.profileId, address: onSepolia.address, chain: 'basesepolia', message: LINK_MESSAGE, signature });
  expect(linked.status).toBe(201);
  // A profile has one IBAN: move it to the address on basesepolia, then pay into it.
  const moved = await as(server, onSepolia.token).patch(`/ibans/${onSepolia.iban}`, { address: onSepolia.address, chain: 'basesepolia' });
  expect(moved.status).toBe(200);
  const baseIban = onSepolia.iban;
  await pay(server, onBase, baseIban, '100.00');
  expect(await balance(server, onBase)).toBe('100.00');
});
afterAll(async () => {
  await server?.close();
});

describe('a redeem signature counts once per address across all chains', () => {
  it('the same signed message placed on another chain is 409 naming the first order; the same id stays idempotent', async () => {
    const body = await redeemBody(server, onSepolia, { amount: '30.00' });
    const first = await as(server, onSepolia.token).post('/orders', body);
    expect(first.status).toBe(200);
    const otherChain = await as(server, onSepolia.token).post('/orders', { ...body, id: randomUUID(), chain: 'basesepolia' });
    expect(otherChain.status).toBe(409);
    expect(otherChain.body).toMatchObject({ code: 'conflict', status: 409 });
    expect(otherChain.body.message).toContain(first.body.id);
    const withoutId = { ...body, chain: 'basesepolia' } as Partial<typeof body>;
    delete withoutId.id;
    expect((await as(server, onSepolia.token).post('/orders', withoutId)).status).toBe(409);
    // Repeating the first request (same order id) answers the first order again.
    const repeat = await as(server, onSepolia.token).post('/orders', body);
    expect(repeat.status).toBe(200);
    expect(repeat.body.id).toBe(first.body.id);
    await runJobsAfter(server, 10_000);
    expect(await balance(server, onSepolia)).toBe('70.00');
    expect(await balance(server, onBase)).toBe('100.00');
    await expectSoundLedger(server);
  });

  it('two concurrent placements of one signature on two chains: one order, the other 409', async () => {
    const body = await redeemBody(server, onSepolia, { amount: '5.00' });
    const answers = await Promise.all([
      as(server, onSepolia.token).post('/orders', { ...body, id: randomUUID() }),
      as(server, onSepolia.token).post('/orders', { ...body, id: randomUUID(), chain: 'basesepolia' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const rows = await server.ctx.db.selectFrom('orders').select('id').where('message', '=', body.message).execute();
    expect(rows).toHaveLength(1);
  });
});
