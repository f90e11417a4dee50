import { randomBytes, randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import { enqueueJob } from '../../jobs/jobs.js';
import { nextRetryDelay } from './retry-schedule.js';
import { postWebhook } from './sender.js';
import { resolveWebhookTarget } from './url-safety.js';
import { subscribersOf } from './webhooks.repository.js';
import { openWebhookSecret } from './secret-at-rest.js';
import { partnerNow, partnerOffsets } from '../access/partner-time.js';
import { recordWebhookAttempt } from '../../ops/metrics.js';

export const FANOUT_JOB = 'webhooks.fanout';
export const DELIVER_JOB = 'webhooks.deliver';

export function newWebhookId(): string {
  return `msg_${randomBytes(16).toString('hex')}`;
}

/** Whether webhooks may go to private addresses: yes in the sandbox (local receivers), no in production. */
export function allowPrivateWebhooks(ctx: AppContext): boolean {
  return ctx.config.webhooks.allowPrivateUrls;
}

/**
 * One event → one delivery per interested subscription, each with its payload bytes fixed now
 * and its first attempt scheduled. Idempotent: a delivery exists once per (subscription, event).
 */
export async function fanOut(ctx: AppContext, eventId: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const event = await trx.selectFrom('events').selectAll().where('id', '=', eventId).executeTakeFirst();
    if (!event) return;
    const payload = JSON.stringify({ type: event.type, timestamp: event.created_at.toISOString(), data: event.data });
    const subscriptions = await subscribersOf(trx, event.type, event.profile_id);
    // Each delivery lives on its subscriber's sandbox clock, not on the clock of the partner whose
    // request caused the event: another partner's moved time must not date (or delay) it.
    const offsets = ctx.config.mode === 'sandbox' && subscriptions.length > 0 ? await partnerOffsets(trx) : new Map<string, number>();
    for (const subscription of subscriptions) {
      const now = partnerNow(ctx, offsets.get(subscription.partner_id) ?? 0);
      const id = randomUUID();
      const inserted = await trx
        .insertInto('webhook_deliveries')
        .values({
          id,
          subscription_id: subscription.id,
          event_id: event.id,
          webhook_id: newWebhookId(),
          type: event.type,
          payload,
          state: 'pending',
          round_attempts: 0,
          next_attempt_at: now,
          created_at: now,
          delivered_at: null,
        })
        .onConflict((oc) => oc.columns(['subscription_id', 'event_id']).doNothing())
        .executeTakeFirst();
      if (inserted.numInsertedOrUpdatedRows === 1n) {
        await enqueueJob(trx, { kind: DELIVER_JOB, payload: { deliveryId: id, attempt: 1 }, runAt: now, partnerId: subscription.partner_id });
      }
    }
  });
}

/**
 * One attempt of a delivery. The job names the attempt it is for, so a stale duplicate of a job
 * does nothing; a process killed mid-attempt leaves the job to be claimed again after its lease
 * (at-least-once, same webhook-id).
 */
export async function attemptDelivery(ctx: AppContext, job: { deliveryId: string; attempt: number }): Promise<void> {
  const row = await ctx.db
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
    .where('webhook_deliveries.id', '=', job.deliveryId)
    .executeTakeFirst();
  if (!row || row.state !== 'pending' || row.round_attempts !== job.attempt - 1) return;
  const attemptedAt = ctx.clock.now();
  let result;
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
  const recorded = await ctx.db.transaction().execute(async (trx) => {
    const nextAt = delay === null ? null : new Date(attemptedAt.getTime() + delay);
    // Only the first run of this attempt records it: a run whose lease ran out while it waited (and
    // whose job another process took over) finds the attempt recorded and leaves it, so a delivery
    // is recorded once even when the receiver got it twice.
    const updated = await trx
      .updateTable('webhook_deliveries')
      .set({
        round_attempts: job.attempt,
        state: result.ok ? 'delivered' : nextAt ? 'pending' : 'failed',
        next_attempt_at: nextAt,
        delivered_at: result.ok ? ctx.clock.now() : null,
      })
      .where('id', '=', row.id)
      .where('state', '=', 'pending')
      .where('round_attempts', '=', job.attempt - 1)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) return false;
    await trx
      .insertInto('webhook_attempts')
      .values({ id: randomUUID(), delivery_id: row.id, attempted_at: attemptedAt, status_code: result.statusCode, latency_ms: result.latencyMs, error: result.error })
      .execute();
    if (nextAt) await enqueueJob(trx, { kind: DELIVER_JOB, payload: { deliveryId: row.id, attempt: job.attempt + 1 }, runAt: nextAt });
    return true;
  });
  if (!recorded) return;
  recordWebhookAttempt(ctx, result.ok ? 'delivered' : delay === null ? 'failed' : 'retrying');
  if (!result.ok) ctx.logger.info({ delivery: row.id, attempt: job.attempt, error: result.error, retryAt: delay === null ? null : delay }, 'webhook attempt failed');
}
