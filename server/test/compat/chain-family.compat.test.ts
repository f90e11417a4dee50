/**
 * Noble and Grand are Cosmos chains (bech32 `noble1…` addresses): an `0x` address "on Noble" is
 * refused with a 400 naming both the address and the chain, on every write that ties one to a chain.
 */
import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_MESSAGE } from '../../src/features/addresses/link-message.js';
import { as, newCustomer, redeemBody, type Customer } from '../money/money-support.js';
import { startTestServer, type TestServer } from '../support/test-app.js';

let server: TestServer;
let customer: Customer;
beforeAll(async () => {
  server = await startTestServer();
  customer = await newCustomer(server);
});
afterAll(async () => {
  await server?.close();
});

const expectMismatch = (res: { status: number; body: Record<string, unknown> }, field: string, address: string, chain: string) => {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ status: 400, code: 'validation_error' });
  const message = (res.body.errors as Record<string, string>)[field];
  expect(message).toContain(address);
  expect(message).toContain(`${chain} is a Cosmos chain`);
};

describe('an address whose family does not match its chain', () => {
  it('POST /addresses: 400, nothing linked', async () => {
    const wallet = Wallet.createRandom();
    const res = await as(server, customer.token).post('/addresses', {
      profile: customer.profileId,
      address: wallet.address,
      chain: 'noble',
      message: LINK_MESSAGE,
      signature: await wallet.signMessage(LINK_MESSAGE),
    });
    expectMismatch(res, 'chain', wallet.address, 'noble');
    expect((await as(server, customer.token).get(`/addresses/${wallet.address}`)).status).toBe(404);
  });

  it('POST /ibans: 400', async () => {
    const res = await as(server, customer.token).post('/ibans', { address: customer.address, chain: 'grand' });
    expectMismatch(res, 'chain', customer.address, 'grand');
  });

  it('POST /orders: 400 for the burning chain and for a cross-chain counterpart', async () => {
    const body = await redeemBody(server, customer, { amount: '1.00' });
    const onNoble = await as(server, customer.token).post('/orders', { ...body, chain: 'noble' });
    expectMismatch(onNoble, 'chain', customer.address, 'noble');
    const other = Wallet.createRandom().address;
    const cross = await redeemBody(server, customer, { amount: '1.00', crossChain: { address: other, chain: 'grand' } });
    expectMismatch(await as(server, customer.token).post('/orders', cross), 'counterpart.identifier.chain', other, 'grand');
    expect((await as(server, customer.token).get(`/orders?address=${customer.address}`)).body.orders.filter((o: { kind: string }) => o.kind === 'redeem')).toEqual([]);
  });

  it('an EVM address on base (a new EVM chain) is linked as usual', async () => {
    const wallet = Wallet.createRandom();
    const res = await as(server, customer.token).post('/addresses', {
      profile: customer.profileId,
      address: wallet.address,
      chain: 'basesepolia',
      message: LINK_MESSAGE,
      signature: await wallet.signMessage(LINK_MESSAGE),
    });
    expect(res.status).toBe(201);
  });
});
