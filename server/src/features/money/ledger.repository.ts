import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { statementTemplate } from '../../db/statement-template.js';
import { formatCents, toCents } from '../../domain/amounts.js';
import type { Chain, Currency, LedgerAccountKind } from './money.tables.js';

export interface AccountKey {
  kind: LedgerAccountKind;
  chain: Chain;
  /** Holder accounts only; system accounts have none. */
  address?: string;
  currency: Currency;
}

/** An account's id by its key, locked until the transaction ends when `lock` (built once: every placing and posting runs it). */
const accountByKey = (lock: boolean) =>
  statementTemplate((db, kind: LedgerAccountKind, chain: Chain, address: string, currency: Currency) => {
    const query = db.selectFrom('ledger_accounts').select('id').where('kind', '=', kind).where('chain', '=', chain).where('address', '=', address).where('currency', '=', currency);
    return lock ? query.forUpdate() : query;
  });
const findAccount = accountByKey(false);
const lockAccount = accountByKey(true);

/** The id of an account, created on first use. */
export async function ensureAccount(db: Database, key: AccountKey, now: Date): Promise<string> {
  const address = key.address?.toLowerCase() ?? '';
  // Accounts are made once and read on every posting: look first, insert only when missing.
  const [found] = (await findAccount(db, key.kind, key.chain, address, key.currency)).rows;
  if (found) return found.id;
  await db
    .insertInto('ledger_accounts')
    .values({ kind: key.kind, chain: key.chain, address, currency: key.currency, created_at: now })
    .onConflict((oc) => oc.constraint('ledger_accounts_key').doNothing())
    .execute();
  const [made] = (await findAccount(db, key.kind, key.chain, address, key.currency)).rows;
  if (!made) throw new Error('ledger account missing right after it was inserted');
  return made.id;
}

/**
 * Locks a holder's account row until the transaction ends (created first if new): every check of
 * a balance that is then spent (placing a redeem, burning it) runs under this lock, so two
 * concurrent redeems of the same tokens are serialised and cannot both pass the check.
 */
export async function lockHolderAccount(trx: Database, holder: { chain: Chain; address: string; currency: Currency }, now: Date): Promise<string> {
  const address = holder.address.toLowerCase();
  // One statement when the account exists (nearly always), three the first time.
  const [locked] = (await lockAccount(trx, 'holder', holder.chain, address, holder.currency)).rows;
  if (locked) return locked.id;
  await ensureAccount(trx, { kind: 'holder', ...holder }, now);
  const [made] = (await lockAccount(trx, 'holder', holder.chain, address, holder.currency)).rows;
  if (!made) throw new Error('ledger account missing right after it was made');
  return made.id;
}

/** The balance of an account in cents as text, as a (sub)query: the sum of its entries. */
export function balanceQuery(db: Database, accountId: string) {
  return db.selectFrom('ledger_entries').select(sql<string>`coalesce(sum(amount), 0)::text`.as('balance')).where('account_id', '=', accountId);
}

/** The balance of an account in cents: the sum of its entries. */
export async function accountBalance(db: Database, accountId: string): Promise<bigint> {
  return toCents((await balanceQuery(db, accountId).executeTakeFirstOrThrow()).balance);
}

/** A holder's balance per currency (zero for currencies never held), from the postings. */
export async function holderBalances(db: Database, holder: { chain: Chain; address: string }, currencies: readonly Currency[]): Promise<Map<Currency, bigint>> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .leftJoin('ledger_entries', 'ledger_entries.account_id', 'ledger_accounts.id')
    .select(['ledger_accounts.currency', sql<string>`coalesce(sum(ledger_entries.amount), 0)::text`.as('balance')])
    .where('ledger_accounts.kind', '=', 'holder')
    .where('ledger_accounts.chain', '=', holder.chain)
    .where('ledger_accounts.address', '=', holder.address.toLowerCase())
    .where('ledger_accounts.currency', 'in', currencies)
    .groupBy('ledger_accounts.currency')
    .execute();
  const result = new Map<Currency, bigint>(currencies.map((c) => [c, 0n]));
  for (const row of rows) result.set(row.currency, toCents(row.balance));
  return result;
}

export interface Posting {
  kind: 'mint' | 'burn';
  orderId: string | null;
  entries: { account: AccountKey; cents: bigint }[];
  now: Date;
}

/**
 * Records one balanced ledger transaction. Refuses (throws) entries that do not sum to zero
 * before touching the database; the deferred trigger checks again at commit.
 */
export async function postTransaction(trx: Database, posting: Posting): Promise<string> {
  const sum = posting.entries.reduce((total, e) => total + e.cents, 0n);
  if (sum !== 0n || posting.entries.length < 2 || posting.entries.some((e) => e.cents === 0n)) {
    throw new Error(`unbalanced ledger posting (sum ${formatCents(sum)})`);
  }
  const id = randomUUID();
  await trx.insertInto('ledger_transactions').values({ id, kind: posting.kind, order_id: posting.orderId, created_at: posting.now }).execute();
  const rows = [];
  for (const entry of posting.entries) {
    const accountId = await ensureAccount(trx, entry.account, posting.now);
    rows.push({ transaction_id: id, account_id: accountId, amount: formatCents(entry.cents), created_at: posting.now });
  }
  await trx.insertInto('ledger_entries').values(rows).execute();
  return id;
}

/** The id of the ledger transaction that carried out an order (its mint or burn), if it was posted. */
export async function orderPostingId(db: Database, orderId: string): Promise<string | undefined> {
  return (await db.selectFrom('ledger_transactions').select('id').where('order_id', '=', orderId).executeTakeFirst())?.id;
}

export interface LedgerReport {
  /** Sum of every entry, in cents: zero in a sound ledger. */
  total: bigint;
  /** Transactions whose entries do not sum to zero. */
  unbalanced: { transactionId: string; sum: string }[];
  /** Transactions with fewer than two entries. */
  oneSided: string[];
  /** Holder accounts below zero (an overdraft). */
  overdrawn: { accountId: string; balance: string }[];
  ok: boolean;
}

/**
 * The ledger's invariants: every transaction balances, so everything sums to zero, and no holder
 * is overdrawn. Tests run it after every scenario.
 */
export async function checkLedger(db: Database): Promise<LedgerReport> {
  const total = await db.selectFrom('ledger_entries').select(sql<string>`coalesce(sum(amount), 0)::text`.as('total')).executeTakeFirstOrThrow();
  const perTransaction = await db
    .selectFrom('ledger_transactions')
    .leftJoin('ledger_entries', 'ledger_entries.transaction_id', 'ledger_transactions.id')
    .select([
      'ledger_transactions.id',
      sql<string>`coalesce(sum(ledger_entries.amount), 0)::text`.as('sum'),
      sql<string>`count(ledger_entries.id)::text`.as('entries'),
    ])
    .groupBy('ledger_transactions.id')
    .execute();
  const overdrawn = await db
    .selectFrom('ledger_accounts')
    .innerJoin('ledger_entries', 'ledger_entries.account_id', 'ledger_accounts.id')
    .select(['ledger_accounts.id', sql<string>`sum(ledger_entries.amount)::text`.as('balance')])
    .where('ledger_accounts.kind', '=', 'holder')
    .groupBy('ledger_accounts.id')
    .having(sql<boolean>`sum(ledger_entries.amount) < 0`)
    .execute();
  const report: LedgerReport = {
    total: toCents(total.total),
    unbalanced: perTransaction.filter((t) => toCents(t.sum) !== 0n).map((t) => ({ transactionId: t.id, sum: t.sum })),
    oneSided: perTransaction.filter((t) => Number(t.entries) < 2).map((t) => t.id),
    overdrawn: overdrawn.map((a) => ({ accountId: a.id, balance: a.balance })),
    ok: false,
  };
  report.ok = report.total === 0n && report.unbalanced.length === 0 && report.oneSided.length === 0 && report.overdrawn.length === 0;
  return report;
}
