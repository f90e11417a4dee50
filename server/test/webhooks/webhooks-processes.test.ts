/**
 * Delivery across real server processes on one PostgreSQL database: two processes never send
 * the same delivery twice to a healthy receiver, and killing one with SIGKILL mid-run loses
 * nothing (its claimed deliveries are taken over when their lease ends). PostgreSQL only:
 * PGlite is an in-process database that two processes cannot share.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServices } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/config.js';
import { toJson } from '../../src/db/json.js';
import { emitEvent } from '../../src/features/events/events.repository.js';
import { seedSandbox } from '../../src/features/sandbox/sandbox-seed.js';
import { createLogger } from '../../src/logger.js';
import { Receiver } from '../support/receiver.js';
import { openTestDatabase, TEST_DATABASE } from '../support/test-db.js';

const EVENTS = 1000;
const repo = join(import.meta.dirname, '../../..');
const SECRET = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** A database with the sandbox seed, a subscription to `receiver`, and EVENTS events waiting for delivery. */
async function prepare(receiver: Receiver): Promise<string> {
  const logger = createLogger('silent', 'json');
  const database = await openTestDatabase(logger);
  cleanups.push(() => database.close());
  const config = { ...loadConfig({ ...process.env, EMONEY_PASSWORD_COST: '10' }), databaseUrl: database.url };
  const { ctx } = await startServices(config, logger, { database: { ...database, close: async () => undefined } });
  const seed = await seedSandbox(ctx);
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
  return database.url!;
}

function startProcess(databaseUrl: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repo,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      EMONEY_MODE: 'sandbox',
      EMONEY_PASSWORD_COST: '10',
      EMONEY_JOB_POLL_MS: '50',
      EMONEY_JOB_LEASE_MS: '3000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.on('exit', (code, signal) => {
    if (code && code !== 0) console.error(`server process exited ${code} ${signal ?? ''}: ${stderr.slice(-2000)}`);
  });
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  });
  return child;
}

async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const uniqueIds = (receiver: Receiver) => new Set(receiver.of('order.updated').map((r) => r.headers['webhook-id']));

describe.runIf(TEST_DATABASE === 'postgres')('webhook delivery across server processes', () => {
  it(`delivers each of ${EVENTS} events exactly once with two processes on one database`, async () => {
    const receiver = await new Receiver().start();
    cleanups.push(() => receiver.stop());
    const url = await prepare(receiver);
    startProcess(url);
    startProcess(url);
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
    const victim = startProcess(url);
    startProcess(url);
    await until(() => receiver.received.length >= 150, 60_000, 'the first deliveries');
    victim.kill('SIGKILL');
    await new Promise((resolve) => victim.once('exit', resolve));
    const atKill = uniqueIds(receiver).size;
    expect(atKill).toBeLessThan(EVENTS);
    await until(() => uniqueIds(receiver).size >= EVENTS, 90_000, 'every event after the kill');
    expect(uniqueIds(receiver).size).toBe(EVENTS);
  }, 150_000);
});
