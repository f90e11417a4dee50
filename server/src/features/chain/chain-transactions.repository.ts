import type { Database } from '../../db/database.js';
import type { ChainTransactionPurpose, ChainTransactionState, ChainTransactionsTable } from './chain-transactions.tables.js';

export type ChainTransactionRow = ChainTransactionsTable;

/** The platform's next nonce on `chain`, locked until the transaction ends; null before the chain's first deployment. */
export async function lockNextNonce(trx: Database, chain: string): Promise<number | null> {
  const row = await trx.selectFrom('chain_accounts').select('next_nonce').where('chain', '=', chain).forUpdate().executeTakeFirst();
  return row ? row.next_nonce : null;
}

export async function createChainAccount(trx: Database, account: { chain: string; address: string; now: Date }): Promise<void> {
  await trx.insertInto('chain_accounts').values({ chain: account.chain, address: account.address.toLowerCase(), next_nonce: 0, created_at: account.now }).execute();
}

export async function chainAccount(db: Database, chain: string): Promise<{ address: string; next_nonce: number } | undefined> {
  return db.selectFrom('chain_accounts').select(['address', 'next_nonce']).where('chain', '=', chain).executeTakeFirst();
}

export interface SignedChainTransaction {
  chain: string;
  nonce: number;
  txHash: string;
  raw: string;
  purpose: ChainTransactionPurpose;
  orderId?: string | null;
  address?: string | null;
  currency?: string | null;
  cents?: bigint | null;
  now: Date;
}

/** Records a signed transaction and moves the chain's nonce past it (inside the transaction that locked it). */
export async function recordSignedTransaction(trx: Database, tx: SignedChainTransaction): Promise<void> {
  await trx
    .insertInto('chain_transactions')
    .values({
      chain: tx.chain,
      nonce: tx.nonce,
      tx_hash: tx.txHash.toLowerCase(),
      raw: tx.raw,
      purpose: tx.purpose,
      order_id: tx.orderId ?? null,
      address: tx.address?.toLowerCase() ?? null,
      currency: tx.currency ?? null,
      amount: tx.cents === undefined || tx.cents === null ? null : tx.cents.toString(),
      state: 'signed',
      block_number: null,
      error: null,
      created_at: tx.now,
      updated_at: tx.now,
    })
    .execute();
  await trx.updateTable('chain_accounts').set({ next_nonce: tx.nonce + 1 }).where('chain', '=', tx.chain).execute();
}

/** The chain's transactions from `fromNonce` on (all of them from 0), in nonce order. */
export async function transactionsFrom(db: Database, chain: string, fromNonce: number): Promise<ChainTransactionRow[]> {
  return db.selectFrom('chain_transactions').selectAll().where('chain', '=', chain).where('nonce', '>=', fromNonce).orderBy('nonce').execute();
}

/** The chain's transactions not yet seen mined, in nonce order. */
export async function unsentTransactions(db: Database, chain: string): Promise<ChainTransactionRow[]> {
  return db.selectFrom('chain_transactions').selectAll().where('chain', '=', chain).where('state', '=', 'signed').orderBy('nonce').execute();
}

export async function firstTransaction(db: Database, chain: string): Promise<ChainTransactionRow | undefined> {
  return db.selectFrom('chain_transactions').selectAll().where('chain', '=', chain).where('nonce', '=', 0).executeTakeFirst();
}

export async function markTransaction(db: Database, chain: string, nonce: number, outcome: { state: ChainTransactionState; blockNumber: number | null; error: string | null; now: Date }): Promise<void> {
  await db
    .updateTable('chain_transactions')
    .set({ state: outcome.state, block_number: outcome.blockNumber, error: outcome.error, updated_at: outcome.now })
    .where('chain', '=', chain)
    .where('nonce', '=', nonce)
    .execute();
}

/** Every transaction from `fromNonce` on is to be sent again (the chain lost them). */
export async function markUnsentFrom(db: Database, chain: string, fromNonce: number, now: Date): Promise<number> {
  const result = await db
    .updateTable('chain_transactions')
    .set({ state: 'signed', block_number: null, error: null, updated_at: now })
    .where('chain', '=', chain)
    .where('nonce', '>=', fromNonce)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function countByState(db: Database, chain: string): Promise<Record<ChainTransactionState, number>> {
  const rows = await db.selectFrom('chain_transactions').select(['state', db.fn.countAll<string>().as('n')]).where('chain', '=', chain).groupBy('state').execute();
  const counts: Record<ChainTransactionState, number> = { signed: 0, mined: 0, reverted: 0 };
  for (const row of rows) counts[row.state] = Number(row.n);
  return counts;
}
