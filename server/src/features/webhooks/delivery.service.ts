import { randomBytes, randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import { sql } from 'kysely';
import { newJobRow } from '../../jobs/jobs.js';
import { statementTemplate } from '../../db/statement-template.js';
import { DELIVER_JOB, webhookPayload, withDeliveries } from './fan-out.js';
import { nextRetryDelay } from './retry-schedule.js';
import { postWebhook, type AttemptResult } from './sender.js';
import { toJson } from '../../db/json.js';
import { resolveWebhookTarget } from './url-safety.js';
import { openWebhookSecret } from './secret-at-rest.js';
import { deploymentNow } from '../access/partner-time.js';
import { recordWebhookAttempt } from '../../ops/metrics.js';

export const FANOUT_JOB = 'webhooks.fanout';

export function newWebhookId(): string {
  return `msg_${randomBytes(16).toString('hex')}`;
}

/** Whether webhooks may go to private addresses: yes in the sandbox (local receivers), no in production. */
export function allowPrivateWebhooks(ctx: AppContext): boolean {
  return ctx.config.webhooks.allowPrivateUrls;
}

/**
 * The fan-out job of an event recorded before events fanned out in their own statement (a
 * queue left by an earlier version): the same statement as `emitEvent`'s, for an event read back.
 */
export async function fanOut(ctx: AppContext, eventId: string): Promise<void> {
  const event = await ctx.db.selectFrom('events').selectAll().where('id', '=', eventId).executeTakeFirst();
  if (!event) return;
  const payload = webhookPayload({ type: event.type, createdAt: event.created_at, data: event.data });
  await withDeliveries(ctx.db, { id: event.id, type: event.type, profileId: event.profile_id, payload, at: deploymentNow(ctx) }).execute();
}

/** A delivery with what its attempt needs of its subscription. */
const deliveryToAttempt = statementTemplate((db, deliveryId: string) =>
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

/**
 * One statement records an attempt: the delivery's new state, the attempt row, (when it failed)
 * the next attempt's job and the end of this one, all or nothing, in one round trip where a
 * transaction and the job's deletion took six. It answers the delivery's id when it recorded the
 * attempt: only the first run of an attempt does (a run whose lease ran out while it waited, and
 * whose job another process took over, finds the attempt recorded and leaves it), so a delivery
 * is recorded once even when the receiver got it twice.
 */
const recordAttempt = statementTemplate(
  (
    db,
    deliveryId: string,
    attempt: number,
    previousAttempts: number,
    state: 'delivered' | 'pending' | 'failed',
    nextAt: Date | null,
    deliveredAt: Date | null,
    attemptId: string,
    attemptedAt: Date,
    statusCode: number | null,
    latencyMs: number,
    error: string | null,
    requestHeaders: string | null,
    responseHeaders: string | null,
    responseBody: string | null,
    scheduleRetry: boolean,
    retryId: string | null,
    retryKind: string | null,
    retryPayload: string | null,
    retryPartnerId: string | null,
    jobId: string | null,
  ) =>
    db
      .with('delivery', (q) =>
        q
          .updateTable('webhook_deliveries')
          .set({ round_attempts: attempt, state, next_attempt_at: nextAt, delivered_at: deliveredAt })
          .where('id', '=', deliveryId)
          .where('state', '=', 'pending')
          .where('round_attempts', '=', previousAttempts)
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
                sql<string>`${attemptId}::uuid`.as('id'),
                'delivery.id as delivery_id',
                sql<Date>`${attemptedAt}::timestamptz`.as('attempted_at'),
                sql<number | null>`${statusCode}::integer`.as('status_code'),
                sql<number>`${latencyMs}::integer`.as('latency_ms'),
                sql<string | null>`${error}::text`.as('error'),
                sql<string | null>`${requestHeaders}::jsonb`.as('request_headers'),
                sql<string | null>`${responseHeaders}::jsonb`.as('response_headers'),
                sql<string | null>`${responseBody}::text`.as('response_body'),
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
                sql<string>`${retryId}::uuid`.as('id'),
                sql<string>`${retryKind}::text`.as('kind'),
                sql<string>`${retryPayload}::jsonb`.as('payload'),
                sql<Date>`${nextAt}::timestamptz`.as('run_at'),
                sql<string | null>`${retryPartnerId}::uuid`.as('partner_id'),
              ])
              // No retry (delivered, or given up): the select yields no row and nothing is scheduled.
              .where(sql<boolean>`${scheduleRetry}::boolean`),
          ),
      )
      .with('done', (q) => q.deleteFrom('jobs').where('id', '=', jobId))
      .selectFrom('delivery')
      .select('id'),
);

/**
 * One attempt of a delivery. The job names the attempt it is for, so a stale duplicate of a job
 * does nothing; a process killed mid-attempt leaves the job to be claimed again after its lease
 * (at-least-once, same webhook-id). Given its job's id, the attempt ends the job in the statement
 * that records it ('deleted').
 */
export async function attemptDelivery(ctx: AppContext, job: { deliveryId: string; attempt: number }, jobId?: string): Promise<void | 'deleted'> {
  const [row] = (await deliveryToAttempt(ctx.db, job.deliveryId)).rows;
  if (!row || row.state !== 'pending' || row.round_attempts !== job.attempt - 1) return;
  const attemptedAt = ctx.clock.now();
  let result: AttemptResult;
  if (row.subscription_state !== 'active') {
    result = { ok: false, statusCode: null, latencyMs: 0, error: 'The subscription is inactive' };
  } else {
    // Resolved and checked once per attempt; the attempt connects to exactly the checked addresses.
    const target = await resolveWebhookTarget(row.url, allowPrivateWebhooks(ctx), ctx.webhookResolver);
    result = !target.ok
      ? { ok: false, statusCode: null, latencyMs: 0, error: `Refused: ${target.reason}` }
      : await postWebhook({ url: row.url, secret: openWebhookSecret(ctx.dataKeys, { id: row.subscription_id, secret: row.secret }), webhookId: row.webhook_id, payload: row.payload, timestamp: Math.floor(attemptedAt.getTime() / 1000) }, undefined, target.pinned);
  }
  const delay = result.ok || row.subscription_state !== 'active' ? null : nextRetryDelay(job.attempt);
  const nextAt = delay === null ? null : new Date(attemptedAt.getTime() + delay);
  const retry = nextAt ? newJobRow({ kind: DELIVER_JOB, payload: { deliveryId: row.id, attempt: job.attempt + 1 }, runAt: nextAt }) : null;
  const recorded =
    (
      await recordAttempt(
        ctx.db,
        row.id,
        job.attempt,
        job.attempt - 1,
        result.ok ? 'delivered' : nextAt ? 'pending' : 'failed',
        nextAt,
        result.ok ? ctx.clock.now() : null,
        randomUUID(),
        attemptedAt,
        result.statusCode,
        result.latencyMs,
        result.error,
        // What was sent and what came back, for the dashboard: headers (the signature, never the
        // secret) and the first 4 kB of the answer's body.
        result.requestHeaders ? toJson(result.requestHeaders) : null,
        result.response ? toJson(result.response.headers) : null,
        result.response ? result.response.body : null,
        retry !== null,
        retry?.id ?? null,
        retry?.kind ?? null,
        retry?.payload ?? null,
        retry?.partner_id ?? null,
        jobId ?? null,
      )
    ).rows.length > 0;
  // With its job's id, the record statement has ended the job, whether or not it recorded anything.
  const ended = jobId === undefined ? undefined : ('deleted' as const);
  if (!recorded) return ended;
  recordWebhookAttempt(ctx, result.ok ? 'delivered' : delay === null ? 'failed' : 'retrying');
  if (!result.ok) ctx.logger.info({ delivery: row.id, attempt: job.attempt, error: result.error, retryAt: delay === null ? null : delay }, 'webhook attempt failed');
  return ended;
}
