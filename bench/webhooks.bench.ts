/**
 * Webhook delivery benchmark (not a test): deliveries per second to a local receiver and the
 * median event→delivery latency, next to a baseline measured in the same run on the same
 * machine: the plain HTTP round-trip rate of Node's fetch to the same receiver, at the same
 * concurrency. Results are reported as ratios to that baseline, so they compare across machines.
 *
 *   make bench                      (PGlite)
 *   DATABASE_URL=postgres://… make bench
 *   BENCH_EVENTS=2000 make bench
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { createLogger, emitEvent, loadConfig, seedSandbox, startServices, toJson } from '@emoney/server/testing';
import { openTestDatabase } from '@emoney/test-support/test-db';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000);
const CONCURRENCY = 20; // the job runner claims and sends 20 jobs at a time
const SECRET = `whsec_${Buffer.alloc(32, 3).toString('base64')}`;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};

async function main() {
  const arrivals: number[] = [];
  const receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      arrivals.push(performance.timeOrigin + performance.now());
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

  // Baseline: the same number of plain POSTs, CONCURRENCY at a time.
  const baselineStart = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < EVENTS) {
        next += 1;
        const res = await fetch(url, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
        await res.arrayBuffer();
      }
    }),
  );
  const baselineRate = EVENTS / ((performance.now() - baselineStart) / 1000);
  arrivals.length = 0;

  const logger = createLogger('warn', 'json');
  const config = { ...loadConfig({ ...process.env, EMONEY_PASSWORD_COST: '10', EMONEY_JOB_POLL_MS: '20' }) };
  // A database of its own, removed afterwards (on PostgreSQL, never the one DATABASE_URL names).
  const database = await openTestDatabase(logger);
  const { ctx, jobs } = await startServices(config, logger, { database });
  const seed = await seedSandbox(ctx);
  await ctx.db.deleteFrom('webhook_subscriptions').execute();
  const now = new Date();
  await ctx.db
    .insertInto('webhook_subscriptions')
    .values({ id: randomUUID(), partner_id: seed.partnerId, url, secret: SECRET, types: toJson(['order.updated']), state: 'active', created_at: now, updated_at: now })
    .execute();

  const emittedAt: number[] = [];
  const start = performance.now();
  jobs.start(20);
  for (let i = 0; i < EVENTS; i += 1) {
    emittedAt.push(performance.timeOrigin + performance.now());
    await emitEvent(ctx.db, { type: 'order.updated', profileId: seed.profileId, data: { n: i }, now: new Date() });
  }
  while (arrivals.length < EVENTS) await new Promise((resolve) => setTimeout(resolve, 10));
  const seconds = (performance.now() - start) / 1000;
  await jobs.stop();
  await database.close();
  receiver.close();

  const rate = EVENTS / seconds;
  // Deliveries arrive out of order; pair the k-th arrival with the k-th event for a latency profile.
  const latencies = arrivals.sort((a, b) => a - b).map((at, k) => at - emittedAt[k]!);
  const lines = [
    `webhook delivery benchmark (${EVENTS} events, ${database.kind})`,
    `  baseline: plain HTTP round trips   ${baselineRate.toFixed(0)} req/s (concurrency ${CONCURRENCY})`,
    `  deliveries                         ${rate.toFixed(0)} /s   = ${(rate / baselineRate).toFixed(3)} × baseline`,
    `  median event→delivery latency      ${median(latencies).toFixed(1)} ms = ${(median(latencies) / (1000 / baselineRate)).toFixed(1)} × one baseline round trip`,
  ];
  console.log(lines.join('\n'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
