import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, fundedCustomer, redeemBody } from '../money/money-support.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';

let server: TestServer;
let receiver: Server;
let hanging = 0;
beforeAll(async () => {
  server = await startTestServer();
  // A receiver that acknowledges the subscription's test notification, then never answers again.
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if ((JSON.parse(body) as { type: string }).type === 'subscription.created') res.end('ok');
      else hanging += 1;
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  receiver?.closeAllConnections();
  receiver?.close();
  await server?.close();
});

describe('a webhook receiver that hangs', () => {
  it('does not hold back order settlement', async () => {
    const customer = await fundedCustomer(server, '100.00');
    const partnerToken = await clientCredentialsToken(server);
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    const subscribed = await request(server.url)
      .post('/webhooks')
      .set('Authorization', `Bearer ${partnerToken}`)
      .send({ url, secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}`, types: ['order.created', 'order.updated'] });
    expect(subscribed.status).toBe(201);

    const placed = await as(server, customer.token).post('/orders', await redeemBody(server, customer));
    expect(placed.status).toBe(200);
    expect(placed.body.state).not.toBe('processed');

    // The order.created notification goes out and its receiver hangs (up to 10 s per attempt).
    const pass = server.jobs.runDue();
    const waitUntil = async (what: () => Promise<boolean> | boolean, ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end) {
        if (await what()) return true;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return false;
    };
    expect(await waitUntil(() => hanging >= 1, 5000)).toBe(true);

    // Settlement comes due while the delivery hangs: it must run on time, not after the receiver.
    server.clock.advance(server.ctx.config.sandbox.orderDelayMs);
    const started = performance.now();
    const settled = await waitUntil(async () => (await as(server, customer.token).get(`/orders/${placed.body.id}`)).body.state === 'processed', 3000);
    const tookMs = performance.now() - started;
    expect(settled).toBe(true);
    expect(tookMs).toBeLessThan(3000);
    // The delivery is still waiting on the receiver: the settlement did not wait for it.
    const delivery = await server.ctx.db.selectFrom('webhook_deliveries').select(['state']).where('type', '=', 'order.created').executeTakeFirst();
    expect(delivery?.state).toBe('pending');

    receiver.closeAllConnections();
    await pass;
  });
});
