/**
 * Every operation that takes an id in its path, called with another tenant's token on a real
 * resource of customer A: always 404, the error body only, and none of A's data in it.
 * (Each feature's tests check their routes in depth; this sweep makes sure no route is missed,
 * including ones added later: it walks the contract's operation list.)
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/features/auth/passwords.js';
import { insertApp, insertPartner } from '../../src/features/partners/apps.repository.js';
import { PRIVILEGES } from '../../src/features/partners/partners.table.js';
import { as, fundedCustomer, newCustomer, redeemBody, type Customer } from '../money/money-support.js';
import { exampleRequest, operations } from '../support/examples.js';
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

const withIds = operations.filter((op) => op.path.includes('{'));

describe('tenant isolation', () => {
  it('covers every id-taking route of the contract', () => {
    expect(withIds.map((op) => op.operationId).sort()).toEqual(
      [
        'getProfile', 'submitProfileDetails', 'submitProfileForm', 'submitProfileVerifications', 'getAddress', 'getBalances',
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
      expect(Object.keys(res.body).sort()).toEqual(['code', 'message', 'status']);
      for (const value of [owner.profileId, owner.address.toLowerCase(), owner.iban, ids.orderId]) {
        expect(JSON.stringify(res.body).toLowerCase()).not.toContain(value!.toLowerCase());
      }
    });
  }
});

async function otherPartnerToken(): Promise<string> {
  const partnerId = randomUUID();
  const clientId = randomUUID();
  const userId = randomUUID();
  await insertPartner(server.ctx.db, partnerId, 'Other partner');
  await server.ctx.db.insertInto('users').values({ id: userId, email: `app-${clientId}@example.org`, password_hash: null, role: null }).execute();
  await insertApp(server.ctx.db, {
    id: randomUUID(), partnerId, clientId, kind: 'client_credentials', name: 'Other', privacyPolicyUrl: 'https://o.test/p', termsOfServiceUrl: 'https://o.test/t',
    redirectUris: [], secretHash: await hashPassword('other-secret', 10), privileges: PRIVILEGES, kycModel: 'sharing', userId,
  });
  const res = await request(server.url).post('/auth/token').type('form').send({ grant_type: 'client_credentials', client_id: clientId, client_secret: 'other-secret' });
  return res.body.access_token as string;
}
