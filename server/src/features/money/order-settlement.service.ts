import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { Conflict, NotFound } from '../../domain/errors.js';
import { emitEvent } from '../events/events.repository.js';
import { toCents } from '../../domain/amounts.js';
import { accountBalance, lockHolderAccount, postTransaction, type AccountKey } from './ledger.repository.js';
import { lockOrder, toOrder, updateOrder, type Order, type OrderRow } from './orders.repository.js';
import { crossChainOf, queueOrderMoves } from './onchain-moves.service.js';

// Settling redeem orders: burning (and for a cross-chain order minting) the amount, or rejecting
// the order; what the settle job, the signature check and the simulator's decision share.

export const INSUFFICIENT_BALANCE = 'Insufficient balance';

/**
 * Processes a redeem order inside `trx` (the order already locked): under the holder's account
 * lock, burns the amount (a cross-chain order also mints it on the counterpart's address and
 * chain) as one balanced posting, or rejects the order when the balance no longer covers it.
 * On a local chain the burn (and mint) is queued for the signing job: `meta.txHashes` names it
 * once the job has signed it.
 */
export async function processRedeem(ctx: AppContext, trx: Database, order: OrderRow, now: Date): Promise<OrderRow> {
  const holder = { chain: order.chain, address: order.address, currency: order.currency };
  const accountId = await lockHolderAccount(trx, holder, now);
  const cents = toCents(order.amount);
  let updated: OrderRow;
  if ((await accountBalance(trx, accountId)) < cents) {
    updated = await updateOrder(trx, order.id, { state: 'rejected', rejectedReason: INSUFFICIENT_BALANCE }, now);
  } else {
    const entries: { account: AccountKey; cents: bigint }[] = [
      { account: { kind: 'holder', ...holder }, cents: -cents },
      { account: { kind: 'redemption', chain: order.chain, currency: order.currency }, cents },
    ];
    const crossChain = crossChainOf(order);
    if (crossChain) {
      entries.push(
        { account: { kind: 'issuance', chain: crossChain.chain, currency: order.currency }, cents: -cents },
        { account: { kind: 'holder', chain: crossChain.chain, address: crossChain.address, currency: order.currency }, cents },
      );
    }
    const transactionId = await postTransaction(trx, { kind: 'burn', orderId: order.id, entries, now });
    const txHashes = ctx.config.mode === 'sandbox' ? await queueOrderMoves(ctx, trx, order, cents, transactionId, now) : undefined;
    updated = await updateOrder(trx, order.id, { state: 'processed', processedAt: now, ...(txHashes ? { txHashes } : {}) }, now);
  }
  await emitEvent(trx, { type: 'order.updated', profileId: updated.profile_id, data: toOrder(updated), now });
  ctx.logger.info({ order: order.id, state: updated.state }, 'redeem order settled');
  return updated;
}

export async function rejectOrder(trx: Database, order: OrderRow, reason: string, now: Date): Promise<OrderRow> {
  const updated = await updateOrder(trx, order.id, { state: 'rejected', rejectedReason: reason }, now);
  await emitEvent(trx, { type: 'order.updated', profileId: updated.profile_id, data: toOrder(updated), now });
  return updated;
}

/** The states in which a redeem order may still be processed or rejected. */
export const OPEN = new Set(['placed', 'pending']);

/** The simulator's decision on an open redeem order of the caller's. */
export async function decideOrder(
  ctx: AppContext,
  orderId: string,
  decision: { state: 'processed' | 'rejected'; reason?: string | undefined },
): Promise<Order> {
  const now = ctx.clock.now();
  const decided = await ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId);
    if (!order) throw new NotFound('Order not found');
    if (order.kind !== 'redeem') throw new Conflict('Issue orders are processed when their payment arrives; only redeem orders can be decided');
    if (!OPEN.has(order.state)) throw new Conflict(`The order is already ${order.state}`);
    const updated =
      decision.state === 'processed'
        ? await processRedeem(ctx, trx, order, now)
        : await rejectOrder(trx, order, decision.reason ?? 'Rejected by the sandbox simulator', now);
    return toOrder(updated);
  });
  return decided;
}
