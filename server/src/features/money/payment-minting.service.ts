import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import { emitEvent } from '../events/events.repository.js';
import { formatCents, toCents } from '../../domain/amounts.js';
import { postTransaction } from './ledger.repository.js';
import type { Currency } from './money.tables.js';
import { findOrder, insertOrder, toOrder, updateOrder, type Order, type OrderRow } from './orders.repository.js';
import { queueOrderMoves } from './onchain-moves.service.js';

/**
 * A payment arrived at an IBAN: an issue order, processed at once, mints the amount on the IBAN's
 * address and chain (issuance → holder, one balanced posting). `order.created` then `order.updated`.
 * On a local chain the mint is queued for the signing job (`meta.txHashes` names it once signed,
 * with another `order.updated`): the request never waits for the node.
 */
export async function mintForPayment(
  ctx: AppContext,
  payment: {
    profileId: string;
    address: string;
    chain: OrderRow['chain'];
    currency: Currency;
    amount: string;
    senderName: string;
    senderIban: string;
    memo: string | undefined;
  },
): Promise<Order> {
  const now = ctx.clock.now();
  const id = randomUUID();
  const cents = toCents(payment.amount);
  const counterpart = { identifier: { standard: 'iban' as const, iban: payment.senderIban }, details: { name: payment.senderName } };
  const minted = await ctx.db.transaction().execute(async (trx) => {
    await insertOrder(trx, {
      id,
      kind: 'issue',
      profile_id: payment.profileId,
      address: payment.address.toLowerCase(),
      chain: payment.chain,
      currency: payment.currency,
      amount: formatCents(cents),
      counterpart,
      memo: payment.memo ?? null,
      state: 'pending',
      placed_at: now,
      processed_at: null,
      rejected_reason: null,
      supporting_document_id: null,
      message: null,
      signature: null,
      request_hash: null,
      updated_at: now,
    });
    await emitEvent(trx, { type: 'order.created', profileId: payment.profileId, data: toOrder((await findOrder(trx, id))!), now });
    const transactionId = await postTransaction(trx, {
      kind: 'mint',
      orderId: id,
      entries: [
        { account: { kind: 'issuance', chain: payment.chain, currency: payment.currency }, cents: -cents },
        { account: { kind: 'holder', chain: payment.chain, address: payment.address, currency: payment.currency }, cents },
      ],
      now,
    });
    const order = { id, kind: 'issue' as const, chain: payment.chain, address: payment.address, currency: payment.currency, counterpart };
    const txHashes = ctx.config.mode === 'sandbox' ? await queueOrderMoves(ctx, trx, order, cents, transactionId, now) : undefined;
    const processed = await updateOrder(trx, id, { state: 'processed', processedAt: now, ...(txHashes ? { txHashes } : {}) }, now);
    await emitEvent(trx, { type: 'order.updated', profileId: payment.profileId, data: toOrder(processed), now });
    ctx.logger.info({ order: id, amount: processed.amount, currency: payment.currency }, 'payment minted');
    return toOrder(processed);
  });
  return minted;
}
