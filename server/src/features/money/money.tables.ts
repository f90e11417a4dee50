import type { ColumnType, Generated } from 'kysely';
import type { components } from '@emoney/api-types';
import type { Json } from '../../db/json.js';

type Schemas = components['schemas'];
export type Chain = Schemas['Chain'];
export type Currency = Schemas['Currency'];
export type OrderKind = Schemas['OrderKind'];
export type OrderState = Schemas['OrderState'];
export type IbanState = Schemas['IbanState'];
export type Counterpart = Schemas['Counterpart'];

/** `numeric` columns: pg and PGlite hand them back as strings, written as decimal strings too (never floats). */
type Numeric = ColumnType<string, string, string>;

/**
 * One ledger account: a holder's tokens of one currency at one address on one chain, or one of
 * the provider's system accounts per (chain, currency): `issuance` (debited by every mint, so it
 * runs negative by the e-money outstanding) and `redemption` (credited by every burn).
 */
export type LedgerAccountKind = 'holder' | 'issuance' | 'redemption';

export interface LedgerAccountsTable {
  id: Generated<string>;
  kind: LedgerAccountKind;
  chain: Chain;
  /** Lower-case holder address; empty for system accounts. */
  address: string;
  currency: Currency;
  created_at: ColumnType<Date, Date, never>;
}

/** One balanced posting: its entries sum to zero (checked on insert and by a deferred constraint trigger). */
export interface LedgerTransactionsTable {
  id: string;
  /** `mint`: an issue order processed; `burn`: a redeem order processed (a cross-chain one also mints on the other chain). */
  kind: 'mint' | 'burn';
  order_id: string | null;
  created_at: ColumnType<Date, Date, never>;
}

/** Append-only (a trigger refuses updates and deletes); amounts signed: + credits the account, − debits it. */
export interface LedgerEntriesTable {
  id: Generated<string>;
  transaction_id: string;
  account_id: string;
  amount: Numeric;
  created_at: ColumnType<Date, Date, never>;
}

export interface OrdersTable {
  id: string;
  /** Insertion order: the tie-break of "most recently placed first". */
  seq: Generated<string>;
  kind: OrderKind;
  profile_id: string;
  /** Lower-case. */
  address: string;
  chain: Chain;
  currency: Currency;
  amount: Numeric;
  counterpart: Json<Counterpart>;
  memo: string | null;
  /** The payment reference (`referenceNumber`), 0 to 35 characters. */
  reference_number: ColumnType<string | null, string | null | undefined, string | null>;
  state: OrderState;
  placed_at: ColumnType<Date, Date, never>;
  processed_at: Date | null;
  rejected_reason: string | null;
  supporting_document_id: string | null;
  tx_hashes: Json<string[]>;
  /** What the customer signed (redeem orders), kept as the order's authorisation. */
  message: string | null;
  signature: string | null;
  /** SHA-256 (hex) of `message`: unique per address and chain, so a signature places one order only. */
  message_hash: ColumnType<string | null, string | null | undefined, never>;
  /** SHA-256 of the placing body when the client chose the id: the idempotency key's fingerprint. */
  request_hash: string | null;
  updated_at: Date;
}

export interface IbansTable {
  /** Upper case, no spaces. */
  iban: string;
  bic: string;
  /** A profile has at most one IBAN (unique). */
  profile_id: string;
  /** Lower-case. */
  address: string;
  chain: Chain;
  state: IbanState;
  /** Email the customer on incoming payments (the published client's `emailNotifications`). */
  email_notifications: Generated<boolean>;
  created_at: ColumnType<Date, Date, never>;
  updated_at: Date;
}

/** Tables of the money feature: ledger, IBANs, orders (listed in db/schema.ts). */
export interface MoneyTables {
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  orders: OrdersTable;
  ibans: IbansTable;
}
