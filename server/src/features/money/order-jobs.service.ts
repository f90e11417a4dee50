import type { AppContext } from '../../app-context.js';
import { enqueueJob } from '../../jobs/jobs.js';
import { simulatesOutcomes } from '../sandbox/simulated-automation.js';
import { chainGateway } from '../addresses/routing-chain-gateway.js';
import { personalMessageHash } from '../addresses/signatures.js';
import { findOrder, lockOrder, updateOrder } from './orders.repository.js';
import { OPEN, processRedeem, rejectOrder } from './order-settlement.service.js';

// The jobs a placed redeem order calls for: its start, its automatic settlement (sandbox), and the
// hourly look for an onchain signature.

export const START_ORDER_JOB = 'money.order.start';
export const SETTLE_ORDER_JOB = 'money.order.settle';
export const CHECK_ORDER_SIGNATURE_JOB = 'money.order.check-signature';

/** How long an onchain (`0x`) order signature is awaited before the order is rejected (product specification: 5 days). */
export const ONCHAIN_SIGNATURE_WAIT_MS = 5 * 24 * 3600_000;
/** How often an awaited onchain order signature is looked for with the chain gateway. */
export const ONCHAIN_SIGNATURE_CHECK_MS = 3600_000;

/** Job: a placed order whose signature is valid is picked up for processing (`placed` → `pending`). */
export async function startOrder(ctx: AppContext, payload: { orderId: string }): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, payload.orderId);
    if (order?.state !== 'placed') return;
    await updateOrder(trx, order.id, { state: 'pending' }, now);
  });
}

/**
 * Job: the automatic processing of an open redeem order, `orderDelayMs` after its signature was
 * valid (only such orders get this job). Reruns find it final and do nothing.
 */
export async function settleOrder(ctx: AppContext, payload: { orderId: string }): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, payload.orderId);
    if (!order || order.kind !== 'redeem' || !OPEN.has(order.state)) return;
    await processRedeem(ctx, trx, order, now);
  });
}

/**
 * Job: the hourly look for an order's onchain (`0x`) signature. Signed → `pending`, processed
 * after `orderDelayMs`; still unsigned 5 days after placing → rejected; otherwise the next look.
 * The gateway is asked outside the transaction (a node call must not hold a row lock).
 */
export async function checkOrderSignature(ctx: AppContext, payload: { orderId: string }): Promise<void> {
  const found = await findOrder(ctx.db, payload.orderId);
  if (found?.state !== 'placed' || found.message === null) return;
  let confirmed = false;
  try {
    confirmed = await chainGateway(ctx).isSignatureConfirmed(found.chain, found.address, personalMessageHash(found.message));
  } catch (err) {
    // A node that cannot be reached is asked again at the next look; the deadline still holds.
    ctx.logger.warn({ err, order: found.id }, 'onchain order signature check failed');
  }
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, payload.orderId);
    if (order?.state !== 'placed') return;
    const deadline = order.placed_at.getTime() + ONCHAIN_SIGNATURE_WAIT_MS;
    if (confirmed) {
      await updateOrder(trx, order.id, { state: 'pending' }, now);
      if (simulatesOutcomes(ctx)) {
        await enqueueJob(trx, { kind: SETTLE_ORDER_JOB, payload: { orderId: order.id }, runAt: new Date(now.getTime() + ctx.config.sandbox.orderDelayMs) });
      }
    } else if (now.getTime() >= deadline) {
      await rejectOrder(trx, order, 'The onchain signature was not confirmed within 5 days', now);
    } else {
      const next = Math.min(now.getTime() + ONCHAIN_SIGNATURE_CHECK_MS, deadline);
      await enqueueJob(trx, { kind: CHECK_ORDER_SIGNATURE_JOB, payload: { orderId: order.id }, runAt: new Date(next) });
    }
  });
}
