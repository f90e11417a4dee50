import type { AppContext } from '../../app-context.js';
import { Conflict, NotFound } from '../../domain/errors.js';
import { enqueueJob } from '../../jobs/jobs.js';
import { DELIVER_JOB } from './fan-out.js';

/**
 * The one resend of a webhook delivery (the partner's `POST …/resend`, an operator's
 * `emoney admin webhooks replay`): a fresh round with the same payload and webhook-id, its retry
 * schedule started over, the first attempt queued now. Answers the delivery's id.
 */
export async function resendDelivery(ctx: AppContext, subscription: { id: string; state: string }, deliveryId: string): Promise<string> {
  if (subscription.state !== 'active') throw new Conflict('The subscription is inactive: activate it before resending');
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const delivery = await trx
      .selectFrom('webhook_deliveries')
      .select(['id', 'state'])
      .where('id', '=', deliveryId.toLowerCase())
      .where('subscription_id', '=', subscription.id)
      .forUpdate()
      .executeTakeFirst();
    if (!delivery) throw new NotFound('delivery not found');
    if (delivery.state === 'pending') throw new Conflict('The delivery is still pending: it will be retried on its schedule');
    await trx.updateTable('webhook_deliveries').set({ state: 'pending', round_attempts: 0, next_attempt_at: now, delivered_at: null }).where('id', '=', delivery.id).execute();
    await enqueueJob(trx, { kind: DELIVER_JOB, payload: { deliveryId: delivery.id, attempt: 1 }, runAt: now });
    return delivery.id;
  });
}
