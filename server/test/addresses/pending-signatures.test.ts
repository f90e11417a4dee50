/**
 * `GET /signatures`: what still waits for an onchain (multi-signature) signature. A 202 address
 * link and a 202 order are listed, with `total` and `X-Total-Count`, and drop out once confirmed.
 */
import { hashMessage, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSandboxConfirmation } from '../../src/features/addresses/sandbox-chain-gateway.js';
import { LINK_MESSAGE } from '../../src/features/addresses/link-message.js';
import { as, fundedCustomer, redeemBody, runJobsAfter, type Customer } from '../money/money-support.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';

let server: TestServer;
let customer: Customer & { iban: string };
beforeAll(async () => {
  server = await startTestServer();
  customer = await fundedCustomer(server, '100');
});
afterAll(async () => {
  await server?.close();
});

const pending = (query = '') => as(server, customer.token).get(`/signatures${query}`);

describe('GET /signatures', () => {
  it('lists a 202 address link and a 202 order, filters them, and drops them once confirmed', async () => {
    expect((await pending()).body).toEqual({ pending: [], total: 0 });

    const safe = Wallet.createRandom().address;
    const link = await as(server, customer.token).post('/addresses', { profile: customer.profileId, address: safe, chain: 'sepolia', message: LINK_MESSAGE, signature: '0x' });
    expect(link.status).toBe(202);
    expect(link.body).toMatchObject({ code: 202, status: 'Accepted', state: 'pending' });
    server.clock.advance(1000);
    const order = await redeemBody(server, customer, { amount: '5.00' });
    const placed = await as(server, customer.token).post('/orders', { ...order, signature: '0x' });
    expect(placed.status).toBe(202);

    const all = await pending();
    expect(all.status).toBe(200);
    expect(all.headers['x-total-count']).toBe('2');
    expect(all.body.total).toBe(2);
    expect(all.body.pending).toEqual([
      { kind: 'linkAddress', chain: 'sepolia', address: safe, createdAt: expect.any(String) },
      {
        kind: 'order',
        chain: 'sepolia',
        address: customer.address,
        createdAt: expect.any(String),
        id: order.id,
        amount: '5.00',
        currency: 'eur',
        counterpart: order.counterpart,
        // The exact text the Safe's owners sign onchain (the provider's pending[].message).
        message: order.message,
      },
    ]);
    expect((await pending('?kind=order')).body.pending.map((p: { id: string }) => p.id)).toEqual([order.id]);
    expect((await pending(`?address=${safe.toLowerCase()}`)).body.total).toBe(1);
    expect((await pending('?chain=chiado')).body).toEqual({ pending: [], total: 0 });
    expect((await pending(`?profile=${customer.profileId}&kind=linkAddress`)).body.total).toBe(1);

    // Confirmed onchain: the link by the simulator, the order as the chain would report it.
    expect((await as(server, customer.token).post(`/sandbox/addresses/${safe}`, { chain: 'sepolia', outcome: 'confirmed' })).status).toBe(200);
    expect((await pending()).body.pending.map((p: { kind: string }) => p.kind)).toEqual(['order']);
    await recordSandboxConfirmation(server.ctx.db, { chain: 'sepolia', address: customer.address, messageHash: hashMessage(order.message), now: server.clock.now() });
    await runJobsAfter(server, 3600_000);
    // An hour on, the customer's token has expired: read as the partner, whose customer this is.
    const partner = as(server, await clientCredentialsToken(server));
    expect((await partner.get(`/orders/${order.id}`)).body.state).not.toBe('placed');
    const after = await partner.get(`/signatures?profile=${customer.profileId}`);
    expect(after.body).toEqual({ pending: [], total: 0 });
    expect(after.headers['x-total-count']).toBe('0');
  });

  it('covers the caller’s default profile; another tenant’s profile answers 404, a bad filter 400', async () => {
    const partner = await clientCredentialsToken(server);
    const own = await as(server, partner).get('/signatures');
    expect(own.status).toBe(200);
    expect(own.body.total).toBe(0);
    const stranger = await fundedCustomer(server, '1');
    expect((await as(server, stranger.token).get(`/signatures?profile=${customer.profileId}`)).status).toBe(404);
    expect((await as(server, stranger.token).get('/signatures?kind=iban')).status).toBe(400);
  });
});
