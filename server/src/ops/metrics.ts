import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { sql } from 'kysely';
import type { AppContext } from '../app-context.js';

/** What a finished webhook attempt came to: sent, failed and scheduled again, or failed for good. */
export type WebhookOutcome = 'delivered' | 'retrying' | 'failed';

/** What a finished attempt to send an email came to: sent, failed and scheduled again, or failed for good. */
export type MailOutcome = 'sent' | 'retrying' | 'failed';

/** The Prometheus metrics of one running server (its registry, the instruments the code feeds). */
export interface Metrics {
  registry: Registry;
  requests: Counter<'operation' | 'method' | 'status'>;
  requestSeconds: Histogram<'operation' | 'method' | 'status'>;
  webhookAttempts: Counter<'outcome'>;
  mailAttempts: Counter<'outcome'>;
}

/** How long one reading of the database's figures (the job queue, the deliveries) answers scrapes. */
export const DATABASE_READING_MS = 5_000;

// One registry per server, not prom-client's global one: a test process runs many servers.
const byServer = new WeakMap<object, Metrics>();

/** The metrics of the server `ctx` belongs to, created on first use. */
export function metricsFor(ctx: AppContext): Metrics {
  const existing = byServer.get(ctx.config);
  if (existing) return existing;
  const metrics = createMetrics(ctx);
  byServer.set(ctx.config, metrics);
  return metrics;
}

/** Counts one webhook attempt's outcome (webhook delivery calls it after recording the attempt). */
export function recordWebhookAttempt(ctx: AppContext, outcome: WebhookOutcome): void {
  metricsFor(ctx).webhookAttempts.inc({ outcome });
}

/** Counts one email delivery attempt's outcome (mail delivery calls it after recording the attempt). */
export function recordMailAttempt(ctx: AppContext, outcome: MailOutcome): void {
  metricsFor(ctx).mailAttempts.inc({ outcome });
}

function createMetrics(ctx: AppContext): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ role: ctx.config.ops.role });
  collectDefaultMetrics({ register: registry, prefix: 'emoney_' });
  const requests = new Counter({
    name: 'emoney_http_requests_total',
    help: 'HTTP requests answered, by operationId (or route class), method and status',
    labelNames: ['operation', 'method', 'status'] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: 'emoney_http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by operationId, method and status',
    labelNames: ['operation', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const webhookAttempts = new Counter({
    name: 'emoney_webhook_attempts_total',
    help: 'Webhook delivery attempts made by this process, by outcome (delivered, retrying, failed for good)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const mailAttempts = new Counter({
    name: 'emoney_mail_attempts_total',
    help: 'Email delivery attempts (SMTP) made by this process, by outcome (sent, retrying, failed for good)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  // The queue and the deliveries are read from the database (one aggregate query each, shared by
  // the gauges: prom-client collects them in parallel), so every process reports the same shared
  // state; a failing query marks the database down and leaves the other metrics scrapeable. One
  // reading serves every scrape for DATABASE_READING_MS: scrapes, however frequent, cost the
  // database at most one reading per interval.
  let reading: Promise<DatabaseReading | undefined> | undefined;
  let readAt = -Infinity;
  const read = (): Promise<DatabaseReading | undefined> => {
    if (!reading || performance.now() - readAt >= DATABASE_READING_MS) {
      readAt = performance.now();
      reading = readDatabase(ctx);
    }
    return reading;
  };
  new Gauge({
    name: 'emoney_database_up',
    help: '1 when the scrape could query the database, else 0',
    registers: [registry],
    async collect() {
      this.set((await read()) ? 1 : 0);
    },
  });
  const byKind = (name: string, help: string, pick: (job: DatabaseReading['jobs'][number]) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['kind'] as const,
      registers: [registry],
      async collect() {
        const reading = await read();
        if (!reading) return;
        this.reset();
        for (const job of reading.jobs) this.set({ kind: job.kind }, pick(job));
      },
    });
  byKind('emoney_jobs_queued', 'Jobs in the queue (due or scheduled), by kind', (job) => job.queued);
  byKind('emoney_jobs_due', 'Jobs due now and not finished, by kind', (job) => job.due);
  byKind('emoney_jobs_oldest_due_age_seconds', 'How long the oldest due job of each kind has waited past its run time', (job) => job.oldestDueAgeSeconds);
  new Gauge({
    name: 'emoney_webhook_deliveries',
    help: 'Webhook deliveries in the database, by state',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const reading = await read();
      if (!reading) return;
      for (const [state, n] of Object.entries(reading.deliveries)) this.set({ state }, n);
    },
  });
  new Gauge({
    name: 'emoney_database_pool_connections',
    help: 'Database pool connections by state (total, idle, in use) and queries waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = ctx.databasePool;
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  return { registry, requests, requestSeconds, webhookAttempts, mailAttempts };
}

interface DatabaseReading {
  jobs: { kind: string; queued: number; due: number; oldestDueAgeSeconds: number }[];
  deliveries: Record<string, number>;
}

async function readDatabase(ctx: AppContext): Promise<DatabaseReading | undefined> {
  const now = ctx.clock.now();
  try {
    const jobs = await ctx.db
      .selectFrom('jobs')
      .select([
        'kind',
        sql<string>`count(*)`.as('queued'),
        sql<string>`count(*) filter (where run_at <= ${now})`.as('due'),
        sql<Date | null>`min(run_at) filter (where run_at <= ${now})`.as('oldest_due'),
      ])
      .groupBy('kind')
      .execute();
    const states = await ctx.db.selectFrom('webhook_deliveries').select(['state', sql<string>`count(*)`.as('n')]).groupBy('state').execute();
    const deliveries: Record<string, number> = { pending: 0, delivered: 0, failed: 0 };
    for (const row of states) deliveries[row.state] = Number(row.n);
    return {
      jobs: jobs.map((job) => ({
        kind: job.kind,
        queued: Number(job.queued),
        due: Number(job.due),
        oldestDueAgeSeconds: job.oldest_due ? Math.max(0, (now.getTime() - new Date(job.oldest_due).getTime()) / 1000) : 0,
      })),
      deliveries,
    };
  } catch (err) {
    ctx.logger.warn({ err }, 'metrics: the database could not be read');
    return undefined;
  }
}
