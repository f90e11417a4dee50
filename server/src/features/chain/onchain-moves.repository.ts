import type { Database } from '../../db/database.js';
import type { OnchainMovesTable } from './chain-transactions.tables.js';
import type { TokenMove } from './local-chains.js';

export type QueuedMove = Omit<OnchainMovesTable, 'id'> & { id: string };

/** Queues moves for the signing job (inside the transaction that posts them). */
export async function insertOnchainMoves(trx: Database, moves: readonly TokenMove[]): Promise<void> {
  if (moves.length === 0) return;
  await trx
    .insertInto('onchain_moves')
    .values(
      moves.map((m) => ({ chain: m.chain, kind: m.kind, address: m.address.toLowerCase(), currency: m.currency, amount: m.cents.toString(), order_id: m.orderId, created_at: m.now })),
    )
    .execute();
}

/** The chain's first `limit` queued moves, in the order they were posted. */
export async function queuedMoves(trx: Database, chain: string, limit: number): Promise<QueuedMove[]> {
  return trx.selectFrom('onchain_moves').selectAll().where('chain', '=', chain).orderBy('id').limit(limit).execute();
}

export async function deleteQueuedMoves(trx: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await trx.deleteFrom('onchain_moves').where('id', 'in', ids).execute();
}

/** The hash of the transaction that carries out `purpose` of an order on `chain`, once signed. */
export async function orderMoveHash(db: Database, orderId: string, chain: string, purpose: 'mint' | 'burn'): Promise<string | undefined> {
  const row = await db.selectFrom('chain_transactions').select('tx_hash').where('order_id', '=', orderId).where('chain', '=', chain).where('purpose', '=', purpose).executeTakeFirst();
  return row?.tx_hash;
}
