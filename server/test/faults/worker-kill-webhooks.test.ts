/**
 * Fault suite (c): two worker processes deliver webhooks to a loopback receiver; the
 * receiver holds one request open and the worker holding it is killed with SIGKILL mid-delivery.
 * Every event is delivered at least once and recorded once (one delivered row per event and
 * subscription, one successful attempt each), and the killed worker's claimed job is taken over by
 * the other worker once its lease (EMONEY_JOB_LEASE_MS) runs out: that lease is the bound on
 * how late a killed worker's jobs run.
 */
import { randomUUID } from 'node:crypto';
import { seededDatabase, startServerProcess, until } from '@emoney/test-support/server-process';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { toJson } from '../../src/db/json.js';
import { emitEvent } from '../../src/features/events/events.repository.js';
import { Receiver, type Received } from '../support/receiver.js';
import { TEST_DATABASE } from '../support/test-db.js';
import { ownerOfLoopbackPort } from './socket-owner.js';

const EVENTS = 60;
/** The request (by arrival) the receiver holds open. */
const HELD = 15;
const LEASE_MS = 4000;
const SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
const cleanups: (() => Promise<void>)[] = [];
// Every step runs even when one fails (a database dropped on a cluster already stopped must not leave the cluster running).
afterEach(async () => {
  const failures: unknown[] = [];
  while (cleanups.length) await cleanups.pop()!().catch((err: unknown) => failures.push(err));
  if (failures.length > 0) throw failures[0];
});

const webhookId = (r: Received) => String(r.headers['webhook-id']);

describe.runIf(TEST_DATABASE === 'postgres')('fault: a worker killed with SIGKILL mid-delivery', () => {
  it('delivers every webhook at least once, records each once, and the other worker takes the held job over', async () => {
    const receiver = await new Receiver().start();
    cleanups.push(() => receiver.stop());
    const { url, ctx, seed } = await seededDatabase(cleanups);
    const now = new Date();
    await ctx.db
      .insertInto('webhook_subscriptions')
      .values({ id: randomUUID(), partner_id: seed.partnerId, url: receiver.url, secret: SECRET, types: toJson(['order.updated']), state: 'active', created_at: now, updated_at: now })
      .execute();
    await ctx.db.transaction().execute(async (trx) => {
      for (let n = 0; n < EVENTS; n += 1) await emitEvent(trx, { type: 'order.updated', profileId: seed.profileId, data: { n }, now });
    });

    let held: Received | undefined;
    receiver.hold = (r) => {
      if (held || receiver.received.length < HELD) return false;
      held = r;
      return true;
    };
    const env = { EMONEY_ROLE: 'worker', EMONEY_JOB_LEASE_MS: String(LEASE_MS) };
    const workers = await Promise.all([startServerProcess(url, env, cleanups), startServerProcess(url, env, cleanups)]);
    const pids = workers.map((w) => w.child.pid!);
    // Who sent each redelivery of the held one, looked up while its connection is open.
    let redeliveredBy: number | undefined;
    receiver.respond = (r) => {
      if (held && r !== held && webhookId(r) === webhookId(held)) redeliveredBy ??= ownerOfLoopbackPort(r.remotePort, pids);
      return 200;
    };

    await until(() => held !== undefined, 60_000, `the ${HELD}th request`);
    const holder = ownerOfLoopbackPort(held!.remotePort, pids);
    expect(holder, 'the worker holding the request').toBeDefined();
    const victim = workers.find((w) => w.child.pid === holder)!;
    const survivor = workers.find((w) => w !== victim)!;
    victim.child.kill('SIGKILL');
    const killed = Date.now();
    expect((await victim.exited).signal).toBe('SIGKILL');
    const deliveredAtKill = new Set(receiver.received.filter((r) => r !== held).map(webhookId)).size;

    const redelivery = () => receiver.received.find((r) => r !== held && webhookId(r) === webhookId(held!));
    await until(() => redelivery() !== undefined, LEASE_MS + 20_000, 'the held delivery to come again');
    const redeliveredAfterMs = redelivery()!.at - killed;
    await until(() => new Set(receiver.received.map(webhookId)).size >= EVENTS, 60_000, 'every event');
    await until(async () => (await ctx.db.selectFrom('jobs').select('id').where('kind', 'like', 'webhooks.%').execute()).length === 0, 30_000, 'the queue to empty');

    // At least once: every event reached the receiver (each webhook-id, each payload).
    const numbers = new Set(receiver.received.map((r) => (JSON.parse(r.body) as { data: { n: number } }).data.n));
    expect(numbers.size).toBe(EVENTS);
    // The held job was taken over by the survivor: its connection traced to the survivor's process
    // (through /proc), or, where that trace finds no owner (it did in two loaded full CI runs), the
    // redelivery came after the victim was killed, when only the survivor runs jobs on this database.
    if (redeliveredBy !== undefined) expect(redeliveredBy).toBe(survivor.child.pid);
    else expect(redeliveredAfterMs).toBeGreaterThanOrEqual(0);
    // Recorded once: one delivered row per (event, subscription), one successful attempt per delivery.
    const deliveries = await ctx.db.selectFrom('webhook_deliveries').select(['event_id', 'state', 'webhook_id']).execute();
    expect(deliveries).toHaveLength(EVENTS);
    expect(new Set(deliveries.map((d) => d.event_id)).size).toBe(EVENTS);
    expect(deliveries.filter((d) => d.state !== 'delivered')).toEqual([]);
    const successes = await sql<{ delivery_id: string; n: string }>`
      select d.id as delivery_id, count(a.id) filter (where a.status_code between 200 and 299)::text as n
      from webhook_deliveries d left join webhook_attempts a on a.delivery_id = d.id
      group by d.id`.execute(ctx.db);
    expect(successes.rows.filter((row) => row.n !== '1')).toEqual([]);
    const duplicates = receiver.received.length - new Set(receiver.received.map(webhookId)).size;
    console.log(
      `FAULT-FIGURES worker-kill-webhooks: events=${EVENTS} delivered-before-kill=${deliveredAtKill} lease=${LEASE_MS}ms ` +
        `held-job-redelivered-after-kill=${redeliveredAfterMs}ms receiver-duplicates=${duplicates} recorded-once=${EVENTS}/${EVENTS}`,
    );
  }, 120_000);
});
