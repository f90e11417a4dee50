import { randomBytes, randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import { newJobRow } from '../../jobs/jobs.js';
import { deliveryToAttempt, recordAttempt } from './delivery-attempts.repository.js';
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

/**
 * One attempt of a delivery. The job names the attempt it is for, so a stale duplicate of a job
 * does nothing; a process killed mid-attempt leaves the job to be claimed again after its lease
 * (at-least-once, same webhook-id). Given its job's id, the attempt ends the job in the statement
 * that records it ('deleted').
 */
export async function attemptDelivery(ctx: AppContext, job: { deliveryId: string; attempt: number }, jobId?: string): Promise<void | 'deleted'> {
  const row = await deliveryToAttempt(ctx.db, job.deliveryId);
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
  const recorded = await recordAttempt(ctx.db, {
    deliveryId: row.id,
    attempt: job.attempt,
    state: result.ok ? 'delivered' : nextAt ? 'pending' : 'failed',
    nextAt,
    deliveredAt: result.ok ? ctx.clock.now() : null,
    attemptId: randomUUID(),
    attemptedAt,
    statusCode: result.statusCode,
    latencyMs: result.latencyMs,
    error: result.error,
    // What was sent and what came back, for the dashboard: headers (the signature, never the
    // secret) and the first 4 kB of the answer's body.
    requestHeaders: result.requestHeaders ? toJson(result.requestHeaders) : null,
    responseHeaders: result.response ? toJson(result.response.headers) : null,
    responseBody: result.response ? result.response.body : null,
    retry,
    endsJob: jobId ?? null,
  });
  // With its job's id, the record statement has ended the job, whether or not it recorded anything.
  const ended = jobId === undefined ? undefined : ('deleted' as const);
  if (!recorded) return ended;
  recordWebhookAttempt(ctx, result.ok ? 'delivered' : delay === null ? 'failed' : 'retrying');
  if (!result.ok) ctx.logger.info({ delivery: row.id, attempt: job.attempt, error: result.error, retryAt: delay === null ? null : delay }, 'webhook attempt failed');
  return ended;
}
