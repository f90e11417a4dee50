import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import { sendSignedMoves, signOnchainMove } from '../chain/onchain-money.js';
import { emitEvent } from '../events/events.repository.js';
import { formatCents, toCents } from '../../domain/amounts.js';
import { postTransaction } from './ledger.repository.js';
import type { Currency } from './money.tables.js';
import { findOrder, insertOrder, toOrder, updateOrder, type Order, type OrderRow } from './orders.repository.js';
import { sandboxTxHash } from './order-settlement.service.js';

/**
 * A payment arrived at an IBAN: an issue order, processed at once, mints the amount on the IBAN's
 * address and chain (issuance → holder, one balanced posting). `order.created` then `order.updated`.
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
  const minted = await ctx.db.transaction().execute(async (trx) => {
    await insertOrder(trx, {
      id,
      kind: 'issue',
      profile_id: payment.profileId,
      address: payment.address.toLowerCase(),
      chain: payment.chain,
      currency: payment.currency,
      amount: formatCents(cents),
      counterpart: { identifier: { standard: 'iban', iban: payment.senderIban }, details: { name: payment.senderName } },
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
    const onchain = await signOnchainMove(ctx, trx, { kind: 'mint', chain: payment.chain, address: payment.address, currency: payment.currency, cents, orderId: id, now });
    const txHashes = ctx.config.mode === 'sandbox' ? [onchain ?? sandboxTxHash(transactionId, 'mint')] : undefined;
    const processed = await updateOrder(trx, id, { state: 'processed', processedAt: now, ...(txHashes ? { txHashes } : {}) }, now);
    await emitEvent(trx, { type: 'order.updated', profileId: payment.profileId, data: toOrder(processed), now });
    ctx.logger.info({ order: id, amount: processed.amount, currency: payment.currency }, 'payment minted');
    return toOrder(processed);
  });
  await sendSignedMoves(ctx);
  return minted;
}
