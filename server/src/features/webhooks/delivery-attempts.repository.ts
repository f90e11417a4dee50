import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { recordTemplate, statementTemplate } from '../../db/statement-template.js';
import type { JobRow } from '../../jobs/jobs.js';

// A webhook attempt's two statements are built and compiled once per process, then run with new
// values (db/statement-template.ts). Measured with `make bench` (bench/README.md, the webhook
// table): building them with Kysely per attempt took about a sixth of the process's CPU in the
// delivery window, more than PostgreSQL spent running them; compiled once, deliveries went from
// 0.40-0.47 to 0.57-0.65 of the plain round-trip rate. The service passes named records.

/** A delivery with what its attempt needs of its subscription. */
const deliveryToAttemptStatement = statementTemplate((db, deliveryId: string) =>
  db
    .selectFrom('webhook_deliveries')
    .innerJoin('webhook_subscriptions', 'webhook_subscriptions.id', 'webhook_deliveries.subscription_id')
    .select([
      'webhook_deliveries.id',
      'webhook_deliveries.webhook_id',
      'webhook_deliveries.payload',
      'webhook_deliveries.state',
      'webhook_deliveries.round_attempts',
      'webhook_subscriptions.id as subscription_id',
      'webhook_subscriptions.url',
      'webhook_subscriptions.secret',
      'webhook_subscriptions.state as subscription_state',
    ])
    .where('webhook_deliveries.id', '=', deliveryId),
);

/** A delivery with what its attempt needs of its subscription, or undefined. */
export async function deliveryToAttempt(db: Database, deliveryId: string) {
  const [row] = (await deliveryToAttemptStatement(db, deliveryId)).rows;
  return row;
}

/** One attempt of a delivery, as it is recorded. */
export interface AttemptRecord {
  deliveryId: string;
  /** This attempt's number: the delivery had `attempt - 1` before it, or another run recorded it. */
  attempt: number;
  /** The delivery's state after it. */
  state: 'delivered' | 'pending' | 'failed';
  /** When the next attempt runs (a retry), or null. */
  nextAt: Date | null;
  deliveredAt: Date | null;
  attemptId: string;
  attemptedAt: Date;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  /** What was sent and what came back, as JSON text (for the dashboard), or null. */
  requestHeaders: string | null;
  responseHeaders: string | null;
  responseBody: string | null;
  /** The next attempt's job (with `nextAt`), or null when delivered or given up. */
  retry: JobRow | null;
  /** The id of the job this attempt ran in, ended by the same statement, or null. */
  endsJob: string | null;
}

/** The statement's values: the record with its retry job and the job it ends spelled out. */
interface AttemptValues extends Omit<AttemptRecord, 'retry' | 'endsJob'> {
  previousAttempts: number;
  scheduleRetry: boolean;
  retryId: string | null;
  retryKind: string | null;
  retryPayload: string | null;
  retryPartnerId: string | null;
  jobId: string | null;
}

const recordAttemptStatement = recordTemplate(
  { deliveryId: true, attempt: true, previousAttempts: true, state: true, nextAt: true, deliveredAt: true, attemptId: true, attemptedAt: true, statusCode: true, latencyMs: true, error: true, requestHeaders: true, responseHeaders: true, responseBody: true, scheduleRetry: true, retryId: true, retryKind: true, retryPayload: true, retryPartnerId: true, jobId: true },
  (db, v: AttemptValues) =>
    db
      .with('delivery', (q) =>
        q
          .updateTable('webhook_deliveries')
          .set({ round_attempts: v.attempt, state: v.state, next_attempt_at: v.nextAt, delivered_at: v.deliveredAt })
          .where('id', '=', v.deliveryId)
          .where('state', '=', 'pending')
          .where('round_attempts', '=', v.previousAttempts)
          .returning('id'),
      )
      .with('attempt', (q) =>
        q
          .insertInto('webhook_attempts')
          .columns(['id', 'delivery_id', 'attempted_at', 'status_code', 'latency_ms', 'error', 'request_headers', 'response_headers', 'response_body'])
          .expression((eb) =>
            eb
              .selectFrom('delivery')
              .select([
                sql<string>`${v.attemptId}::uuid`.as('id'),
                'delivery.id as delivery_id',
                sql<Date>`${v.attemptedAt}::timestamptz`.as('attempted_at'),
                sql<number | null>`${v.statusCode}::integer`.as('status_code'),
                sql<number>`${v.latencyMs}::integer`.as('latency_ms'),
                sql<string | null>`${v.error}::text`.as('error'),
                sql<string | null>`${v.requestHeaders}::jsonb`.as('request_headers'),
                sql<string | null>`${v.responseHeaders}::jsonb`.as('response_headers'),
                sql<string | null>`${v.responseBody}::text`.as('response_body'),
              ]),
          ),
      )
      .with('retry', (q) =>
        q
          .insertInto('jobs')
          .columns(['id', 'kind', 'payload', 'run_at', 'partner_id'])
          .expression((eb) =>
            eb
              .selectFrom('delivery')
              .select([
                sql<string>`${v.retryId}::uuid`.as('id'),
                sql<string>`${v.retryKind}::text`.as('kind'),
                sql<string>`${v.retryPayload}::jsonb`.as('payload'),
                sql<Date>`${v.nextAt}::timestamptz`.as('run_at'),
                sql<string | null>`${v.retryPartnerId}::uuid`.as('partner_id'),
              ])
              // No retry (delivered, or given up): the select yields no row and nothing is scheduled.
              .where(sql<boolean>`${v.scheduleRetry}::boolean`),
          ),
      )
      .with('done', (q) => q.deleteFrom('jobs').where('id', '=', v.jobId))
      .selectFrom('delivery')
      .select('id'),
);

/**
 * One statement records an attempt: the delivery's new state, the attempt row, (when it failed)
 * the next attempt's job and the end of this one, all or nothing, in one round trip where a
 * transaction and the job's deletion took six. It answers the delivery's id when it recorded the
 * attempt: only the first run of an attempt does (a run whose lease ran out while it waited, and
 * whose job another process took over, finds the attempt recorded and leaves it), so a delivery
 * is recorded once even when the receiver got it twice.
 */
export async function recordAttempt(db: Database, record: AttemptRecord): Promise<boolean> {
  const { retry, endsJob, ...attempt } = record;
  const { rows } = await recordAttemptStatement(db, {
    ...attempt,
    previousAttempts: record.attempt - 1,
    scheduleRetry: retry !== null,
    retryId: retry?.id ?? null,
    retryKind: retry?.kind ?? null,
    retryPayload: retry?.payload ?? null,
    retryPartnerId: retry?.partner_id ?? null,
    jobId: endsJob,
  });
  return rows.length > 0;
}
