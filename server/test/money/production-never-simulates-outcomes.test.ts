import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../src/jobs/jobs.js';
import { SETTLE_ORDER_JOB } from '../../src/features/money/order-jobs.service.js';
import { mintForPayment } from '../../src/features/money/payment-minting.service.js';
import { PROVISION_IBAN_JOB } from '../../src/features/money/ibans.service.js';
import { as, newCustomer, redeemBody, runJobsAfter, type Customer } from '../money/money-support.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';

// Production mode still settled redeem orders and approved IBANs on the
// sandbox's timers. Only the simulator may decide those outcomes; production waits for the
// provider's operations.
let production: TestServer;
let sandbox: TestServer;
beforeAll(async () => {
  [production, sandbox] = await Promise.all([startTestServer({ mode: 'production', rpcUrls: {} }), startTestServer()]);
});
afterAll(async () => {
  await Promise.all([production?.close(), sandbox?.close()]);
});

const WEEK = 7 * 24 * 3600_000;

/** A customer with an approved profile (approval in production is the provider's, so it is set here). */
async function approvedCustomer(server: TestServer): Promise<Customer> {
  const customer = await newCustomer(server);
  await server.ctx.db.updateTable('profiles').set({ state: 'approved' }).where('id', '=', customer.profileId).execute();
  return customer;
}

async function jobsOfKind(server: TestServer, kind: string): Promise<number> {
  const rows = await server.ctx.db.selectFrom('jobs').select('id').where('kind', '=', kind).execute();
  return rows.length;
}

describe('production never does what only the simulator may', () => {
  it('leaves a requested IBAN pending in production however long it waits', async () => {
    const customer = await approvedCustomer(production);
    const requested = await as(production, customer.token).post('/ibans', { address: customer.address, chain: customer.chain });
    expect(requested.status).toBe(202);
    expect(await jobsOfKind(production, PROVISION_IBAN_JOB)).toBe(0);
    await runJobsAfter(production, WEEK);
    // The customer's token has long expired: the partner looks.
    const list = await as(production, await clientCredentialsToken(production)).get(`/ibans?profile=${customer.profileId}`);
    expect(list.body.ibans).toHaveLength(1);
    expect(list.body.ibans[0].state).toBe('pending');
  });

  it('never settles a redeem order by itself in production', async () => {
    const customer = await approvedCustomer(production);
    await mintForPayment(production.ctx, {
      profileId: customer.profileId,
      address: customer.address,
      chain: 'sepolia',
      currency: 'eur',
      amount: '100.00',
      senderName: 'Jane Doe',
      senderIban: 'DE89370400440532013000',
      memo: undefined,
    });
    const placed = await as(production, customer.token).post('/orders', await redeemBody(production, customer));
    expect(placed.status).toBe(200);
    expect(await jobsOfKind(production, SETTLE_ORDER_JOB)).toBe(0);
    await runJobsAfter(production, WEEK);
    const order = await as(production, await clientCredentialsToken(production)).get(`/orders/${placed.body.id}`);
    expect(order.body.state).toBe('pending');
  });

  it('skips a settlement or provisioning job that is queued anyway (e.g. left by a sandbox)', async () => {
    const customer = await approvedCustomer(production);
    const requested = await as(production, customer.token).post('/ibans', { address: customer.address, chain: customer.chain });
    expect(requested.status).toBe(202);
    const [iban] = (await as(production, customer.token).get(`/ibans?profile=${customer.profileId}`)).body.ibans as { iban: string }[];
    await enqueueJob(production.ctx.db, { kind: PROVISION_IBAN_JOB, payload: { iban: iban!.iban }, runAt: production.clock.now() });
    await runJobsAfter(production, 1000);
    const after = await as(production, customer.token).get(`/ibans/${iban!.iban}`);
    expect(after.body.state).toBe('pending');
  });

  it('still provisions IBANs on its timer in the sandbox', async () => {
    const customer = await newCustomer(sandbox);
    const requested = await as(sandbox, customer.token).post('/ibans', { address: customer.address, chain: customer.chain });
    expect(requested.status).toBe(202);
    await runJobsAfter(sandbox, sandbox.ctx.config.sandbox.ibanDelayMs);
    const list = await as(sandbox, customer.token).get(`/ibans?profile=${customer.profileId}`);
    expect(list.body.ibans[0].state).toBe('approved');
  });
});
