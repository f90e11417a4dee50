/**
 * A page of orders is kept in memory per reader, filters and window (features/money/order-answers.ts)
 * until a write changes it. Each step lists the same pages it listed before the write, within the
 * cache's trust bound: an order written without forgetting them would list as it was. A page read
 * within a second of a forget is not kept (the write may not have committed), so each step waits
 * that second and lists again, keeping the pages, before the next write.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { as, expectSoundLedger, fundedCustomer, redeemBody, runJobsAfter } from './money-support.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('order listings kept in memory', () => {
  it('follow placement, the settlement jobs and the sandbox decision at once', async () => {
    const customer = await fundedCustomer(server, '100');
    const api = as(server, customer.token);
    // The pages: one profile's, any profile's (no filter), and a filtered one.
    const pages = [`/orders?profile=${customer.profileId}`, '/orders', '/orders?state=placed'];
    const listed = async () => {
      const answers = await Promise.all(pages.map((page) => api.get(page)));
      for (const answer of answers) expect(answer.status).toBe(200);
      return answers.map((answer) => answer.body.orders.map((o: { kind: string; state: string }) => `${o.kind}:${o.state}`));
    };
    /** Lists now, and again once the pages are kept (past the settle window of the last write). */
    const listedAndKept = async () => {
      const now = await listed();
      await sleep(1_100);
      expect(await listed()).toEqual(now);
      return now;
    };
    await sleep(1_100); // past the sign-up's writes
    expect(await listedAndKept()).toEqual([['issue:processed'], ['issue:processed'], []]);

    // Placed: the next listing shows it.
    const first = await api.post('/orders', await redeemBody(server, customer, { amount: '10.00' }));
    expect(first.status).toBe(200);
    expect(await listedAndKept()).toEqual([['redeem:placed', 'issue:processed'], ['redeem:placed', 'issue:processed'], ['redeem:placed']]);

    // The settlement jobs: picked up (pending), then processed after the sandbox's delay.
    await server.jobs.runDue();
    expect(await listedAndKept()).toEqual([['redeem:pending', 'issue:processed'], ['redeem:pending', 'issue:processed'], []]);
    await runJobsAfter(server, server.ctx.config.sandbox.orderDelayMs);
    expect(await listedAndKept()).toEqual([['redeem:processed', 'issue:processed'], ['redeem:processed', 'issue:processed'], []]);

    // The sandbox's decision on a placed order.
    const second = await api.post('/orders', await redeemBody(server, customer, { amount: '5.00' }));
    expect(second.status).toBe(200);
    expect(await listedAndKept()).toEqual([['redeem:placed', 'redeem:processed', 'issue:processed'], ['redeem:placed', 'redeem:processed', 'issue:processed'], ['redeem:placed']]);
    const decided = await api.post(`/sandbox/orders/${second.body.id as string}`, { state: 'rejected', reason: 'Counterpart bank unreachable' });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(await listed()).toEqual([['redeem:rejected', 'redeem:processed', 'issue:processed'], ['redeem:rejected', 'redeem:processed', 'issue:processed'], []]);
    await expectSoundLedger(server);
  }, 30_000);
});
