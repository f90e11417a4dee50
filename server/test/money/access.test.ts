import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { partnerApp } from '../support/partners.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';
import { as, expectSoundLedger, fundedCustomer, newCustomer, redeemBody, type Customer } from './money-support.js';
import { withoutRequestId } from '../support/error-body.js';

let server: TestServer;
let owner: Customer & { iban: string };
let orderId: string;
let ownerOrderBody: Awaited<ReturnType<typeof redeemBody>>;
/** Other tenants: another customer of the same partner, and a second partner's own app. */
let intruders: { name: string; token: string }[];

/** A second partner with a privileged client-credentials app and an approved profile of its own. */
async function otherPartnerToken(): Promise<string> {
  return (await partnerApp(server)).token;
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await fundedCustomer(server, '100');
  ownerOrderBody = await redeemBody(server, owner, { amount: '10' });
  const placed = await as(server, owner.token).post('/orders', ownerOrderBody);
  expect(placed.status).toBe(200);
  orderId = placed.body.id as string;
  const neighbour = await newCustomer(server);
  intruders = [
    { name: 'another customer of the same partner', token: neighbour.token },
    { name: 'another partner', token: await otherPartnerToken() },
  ];
});
afterEach(async () => {
  await expectSoundLedger(server);
});
afterAll(async () => {
  await server?.close();
});

/** A 404 that tells nothing: the error body only, none of the owner's data in it. */
function expectNothingLeaked(res: { status: number; body: unknown; text: string }, status = 404): void {
  expect(res.status).toBe(status);
  expect(Object.keys(res.body as object).sort()).toEqual(['code', 'message', 'requestId', 'status']);
  for (const secret of [owner.iban, owner.profileId, owner.address.toLowerCase().slice(2), orderId]) {
    expect(res.text.toLowerCase()).not.toContain(secret.toLowerCase());
  }
}

describe('another tenant’s ids answer 404 with no data, like missing ones', () => {
  it('the owner reaches everything (the routes work)', async () => {
    const api = as(server, owner.token);
    expect((await api.get(`/balances/sepolia/${owner.address}`)).status).toBe(200);
    expect((await api.get(`/ibans/${owner.iban}`)).status).toBe(200);
    expect((await api.get(`/ibans?profile=${owner.profileId}`)).status).toBe(200);
    expect((await api.get(`/orders/${orderId}`)).status).toBe(200);
    expect((await api.get(`/orders?profile=${owner.profileId}`)).status).toBe(200);
  });

  for (const index of [0, 1]) {
    describe(`as ${index === 0 ? 'another customer of the same partner' : 'another partner'}`, () => {
      const api = () => as(server, intruders[index]!.token);

      it('GET /balances/{chain}/{address}', async () => {
        expectNothingLeaked(await api().get(`/balances/sepolia/${owner.address}`));
      });

      it('GET /ibans/{iban}, like a missing IBAN', async () => {
        const foreign = await api().get(`/ibans/${owner.iban}`);
        expectNothingLeaked(foreign);
        expect(withoutRequestId(foreign.body)).toEqual(withoutRequestId((await api().get('/ibans/IS140159260076545510730339')).body));
      });

      it('PATCH /ibans/{iban}', async () => {
        expectNothingLeaked(await api().patch(`/ibans/${owner.iban}`, { address: owner.address, chain: 'sepolia' }));
      });

      it('POST /ibans for the owner’s address', async () => {
        expectNothingLeaked(await api().post('/ibans', { address: owner.address, chain: 'sepolia' }));
      });

      it('GET /ibans and GET /orders with ?profile= of the owner, and without it the owner’s are not listed', async () => {
        expectNothingLeaked(await api().get(`/ibans?profile=${owner.profileId}`));
        expectNothingLeaked(await api().get(`/orders?profile=${owner.profileId}`));
        const ibans = await api().get('/ibans');
        expect(ibans.text).not.toContain(owner.iban);
        const orders = await api().get(`/orders?address=${owner.address}`);
        expect(orders.body.orders).toEqual([]);
      });

      it('GET /orders/{orderId}, like a missing order', async () => {
        const foreign = await api().get(`/orders/${orderId}`);
        expectNothingLeaked(foreign);
        expect(withoutRequestId(foreign.body)).toEqual(withoutRequestId((await api().get(`/orders/${randomUUID()}`)).body));
      });

      it('POST /orders replaying the owner’s signed order: its id answers 409 without data, a new id 404', async () => {
        expectNothingLeaked(await api().post('/orders', ownerOrderBody), 409);
        expectNothingLeaked(await api().post('/orders', { ...ownerOrderBody, id: randomUUID() }));
      });

      it('POST /sandbox/payments to the owner’s IBAN', async () => {
        expectNothingLeaked(await api().post('/sandbox/payments', { iban: owner.iban, amount: '1000' }));
      });

      it('POST /sandbox/orders/{orderId}', async () => {
        expectNothingLeaked(await api().post(`/sandbox/orders/${orderId}`, { state: 'rejected' }));
      });

      it('left the owner’s order and balance as they were', async () => {
        const order = await as(server, owner.token).get(`/orders/${orderId}`);
        expect(order.body.state).toBe('placed');
        const balances = await as(server, owner.token).get(`/balances/sepolia/${owner.address}`);
        expect(balances.body.balances).toEqual([{ currency: 'eur', amount: '100.00' }]);
      });
    });
  }

  it('the partner whose customer it is may reach it', async () => {
    const partner = await clientCredentialsToken(server);
    expect((await as(server, partner).get(`/orders/${orderId}`)).status).toBe(200);
    expect((await as(server, partner).get(`/ibans/${owner.iban}`)).status).toBe(200);
  });
});
