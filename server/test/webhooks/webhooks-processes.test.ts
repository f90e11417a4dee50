/**
 * Delivery across real server processes on one PostgreSQL database: two processes never send
 * the same delivery twice to a healthy receiver, and killing one with SIGKILL mid-run loses
 * nothing (its claimed deliveries are taken over when their lease ends). PostgreSQL only:
 * PGlite is an in-process database that two processes cannot share.
 */
import { randomUUID } from 'node:crypto';
import { seededDatabase, startServerProcess, until, type ServerProcess } from '@emoney/test-support/server-process';
import { afterEach, describe, expect, it } from 'vitest';
import { toJson } from '../../src/db/json.js';
import { emitEvent } from '../../src/features/events/events.repository.js';
import { Receiver } from '../support/receiver.js';
import { TEST_DATABASE } from '../support/test-db.js';

const EVENTS = 1000;
const SECRET = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** A database with the sandbox seed, a subscription to `receiver`, and EVENTS events waiting for delivery. */
async function prepare(receiver: Receiver): Promise<string> {
  const { url, ctx, seed } = await seededDatabase(cleanups);
  const now = new Date();
  await ctx.db
    .insertInto('webhook_subscriptions')
    .values({ id: randomUUID(), partner_id: seed.partnerId, url: receiver.url, secret: SECRET, types: toJson(['order.updated']), state: 'active', created_at: now, updated_at: now })
    .execute();
  for (let batch = 0; batch < EVENTS / 100; batch += 1) {
    await ctx.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 100; i += 1) await emitEvent(trx, { type: 'order.updated', profileId: seed.profileId, data: { n: batch * 100 + i }, now });
    });
  }
  return url;
}

/** A worker process, with a short lease so a killed one's jobs come back soon. */
const startProcess = (databaseUrl: string): Promise<ServerProcess> => startServerProcess(databaseUrl, { EMONEY_JOB_LEASE_MS: '3000', EMONEY_ROLE: 'worker' }, cleanups);

const uniqueIds = (receiver: Receiver) => new Set(receiver.of('order.updated').map((r) => r.headers['webhook-id']));

describe.runIf(TEST_DATABASE === 'postgres')('webhook delivery across server processes', () => {
  it(`delivers each of ${EVENTS} events exactly once with two processes on one database`, async () => {
    const receiver = await new Receiver().start();
    cleanups.push(() => receiver.stop());
    const url = await prepare(receiver);
    await Promise.all([startProcess(url), startProcess(url)]);
    await until(() => uniqueIds(receiver).size >= EVENTS, 90_000, `${EVENTS} deliveries`);
    await new Promise((resolve) => setTimeout(resolve, 500)); // would-be duplicates have time to arrive
    const received = receiver.of('order.updated');
    expect(uniqueIds(receiver).size).toBe(EVENTS);
    expect(received).toHaveLength(EVENTS);
    const numbers = new Set(received.map((r) => (JSON.parse(r.body) as { data: { n: number } }).data.n));
    expect(numbers.size).toBe(EVENTS);
  }, 120_000);

  it('loses nothing when a process is killed with SIGKILL mid-run', async () => {
    const receiver = await new Receiver().start();
    cleanups.push(() => receiver.stop());
    const url = await prepare(receiver);
    const [victim] = await Promise.all([startProcess(url), startProcess(url)]);
    await until(() => receiver.received.length >= 150, 60_000, 'the first deliveries');
    victim.child.kill('SIGKILL');
    await victim.exited;
    const atKill = uniqueIds(receiver).size;
    expect(atKill).toBeLessThan(EVENTS);
    await until(() => uniqueIds(receiver).size >= EVENTS, 90_000, 'every event after the kill');
    expect(uniqueIds(receiver).size).toBe(EVENTS);
  }, 150_000);
});
