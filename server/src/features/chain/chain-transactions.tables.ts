import type { Generated } from 'kysely';

/** The platform's account on one local chain: the next nonce it signs with (locked while a transaction is signed). */
export interface ChainAccountsTable {
  chain: string;
  address: string;
  next_nonce: number;
  created_at: Generated<Date> | Date;
}

export type ChainTransactionPurpose = 'deploy' | 'mint' | 'burn';
/** `signed`: recorded, not yet seen mined; `mined`: in a block, succeeded; `reverted`: mined and failed (reported). */
export type ChainTransactionState = 'signed' | 'mined' | 'reverted';

/**
 * Every transaction the platform signed on a local chain, with its raw bytes: written by the job
 * that signs the ledger's queued moves (`onchain_moves`), sent after commit, and sent again
 * byte for byte (same hash) when the chain lost it.
 */
export interface ChainTransactionsTable {
  chain: string;
  nonce: number;
  tx_hash: string;
  raw: string;
  purpose: ChainTransactionPurpose;
  order_id: string | null;
  address: string | null;
  currency: string | null;
  /** Cents, as text; null for deployments. */
  amount: string | null;
  state: ChainTransactionState;
  block_number: number | null;
  error: string | null;
  created_at: Date;
  updated_at: Date;
}

/**
 * A mint or burn the ledger posted on a local chain, waiting for the job that signs it: written in
 * the database transaction of the posting, deleted in the one that signs it (and records it in
 * `chain_transactions`). `id` is the order of posting, which the job signs in.
 */
export interface OnchainMovesTable {
  id: Generated<string>;
  chain: string;
  kind: 'mint' | 'burn';
  address: string;
  currency: string;
  /** Cents, as text. */
  amount: string;
  /** The order it carries out; none for the sandbox reset's burn of a removed address. */
  order_id: string | null;
  created_at: Date;
}

export interface ChainTables {
  chain_accounts: ChainAccountsTable;
  chain_transactions: ChainTransactionsTable;
  onchain_moves: OnchainMovesTable;
}
