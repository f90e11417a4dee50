/**
 * Every operation that takes an id in its path, called with another tenant's token on a real
 * resource of customer A: always 404, the error body only, and none of A's data in it.
 * (Each feature's tests check their routes in depth; this sweep makes sure no route is missed,
 * including ones added later: it walks the contract's operation list.)
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, fundedCustomer, newCustomer, redeemBody, type Customer } from '../money/money-support.js';
import { exampleRequest, operations } from '../support/examples.js';
import { partnerApp } from '../support/partners.js';
import { Receiver } from '../support/receiver.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';

let server: TestServer;
let receiver: Receiver;
let owner: Customer & { iban: string };
let ids: Record<string, string>;
let strangers: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  receiver = await new Receiver().start();
  owner = await fundedCustomer(server, '100');
  const order = await as(server, owner.token).post('/orders', await redeemBody(server, owner, { amount: '10.00' }));
  const partner = await clientCredentialsToken(server);
  const sub = await as(server, partner).post('/webhooks', { url: receiver.url, secret: `whsec_${Buffer.alloc(32, 1).toString('base64')}`, types: ['order.created'] });
  await server.jobs.runDue();
  const deliveries = await as(server, partner).get(`/webhooks/${sub.body.id}/deliveries`);
  ids = {
    profile: owner.profileId,
    address: owner.address,
    chain: owner.chain,
    iban: owner.iban,
    orderId: order.body.id,
    subscription: sub.body.id,
    delivery: deliveries.body.deliveries[0]?.id ?? randomUUID(),
  };
  strangers = { 'another partner': await otherPartnerToken(), 'another customer of the same partner': (await newCustomer(server)).token };
});
afterAll(async () => {
  await receiver?.stop();
  await server?.close();
});

// The swap quote's path names a chain and two tokens, nobody's resource (a quote's token is bound
// to the app that asked for it: server/test/swap/swap.test.ts shows another app refused).
const withIds = operations.filter((op) => op.path.includes('{') && !op.path.startsWith('/swap/'));

describe('tenant isolation', () => {
  it('covers every id-taking route of the contract', () => {
    expect(withIds.map((op) => op.operationId).sort()).toEqual(
      [
        'getProfile', 'submitProfileDetails', 'submitProfileForm', 'submitProfileVerifications',
        'patchProfileDetails', 'patchProfileForm', 'patchProfileVerifications', 'shareProfile', 'getAddress', 'getBalances',
        'getIban', 'moveIban', 'getOrder', 'updateWebhook', 'listWebhookDeliveries', 'resendWebhookDelivery',
        'simulateOrderDecision', 'simulateKycDecision', 'simulateSignatureOutcome',
      ].sort(),
    );
  });

  for (const who of ['another partner', 'another customer of the same partner']) {
    it.each(withIds.map((op) => [op.operationId, op] as const))(`%s answers ${who} 404, with nothing of the owner's`, async (_id, op) => {
      const example = exampleRequest(op);
      const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(ids[name]!));
      const query = example.url.includes('?') ? example.url.slice(example.url.indexOf('?')) : '';
      let req = (request(server.url) as unknown as Record<string, (u: string) => request.Test>)[op.method]!(path + query).set('Authorization', `Bearer ${strangers[who]}`);
      if (example.contentType === 'application/json') req = req.send(example.body as object);
      const res = await req;
      // Webhooks are the partner's: a customer's token is refused outright (403), never shown them.
      const expected = who !== 'another partner' && op.path.startsWith('/webhooks') ? 403 : 404;
      expect(res.status, JSON.stringify(res.body)).toBe(expected);
      expect(Object.keys(res.body).sort()).toEqual(['code', 'message', 'requestId', 'status']);
      for (const value of [owner.profileId, owner.address.toLowerCase(), owner.iban, ids.orderId]) {
        expect(JSON.stringify(res.body).toLowerCase()).not.toContain(value!.toLowerCase());
      }
    });
  }
});

async function otherPartnerToken(): Promise<string> {
  return (await partnerApp(server)).token;
}
