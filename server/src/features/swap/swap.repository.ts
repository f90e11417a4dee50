import type { Database } from '../../db/database.js';
import type { SwapQuote } from './swap-pricing.js';

/**
 * Records a quote as accepted and answers its new nonce, or undefined when the quote was accepted
 * before (the primary key refuses a second row; concurrent accepts race on it, one wins).
 */
export async function recordAcceptance(
  db: Database, // or a transaction
  row: { quote: SwapQuote; partnerId: string; clientId: string; now: Date },
): Promise<number | undefined> {
  const q = row.quote;
  const inserted = await db
    .insertInto('swap_acceptances')
    .values({
      quote_id: q.id,
      partner_id: row.partnerId,
      client_id: row.clientId,
      chain: q.chain,
      wallet_address: q.walletAddress.toLowerCase(),
      sell_token: q.sellToken,
      buy_token: q.buyToken,
      sell_amount_base_units: q.sellAmountBaseUnits,
      buy_amount_base_units: q.buyAmountBaseUnits,
      expires_at: new Date(q.expiry * 1000),
      accepted_at: row.now,
    })
    .onConflict((oc) => oc.column('quote_id').doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return inserted ? Number(inserted.nonce) : undefined;
}
