import type { Insertable, Selectable, SelectQueryBuilder } from 'kysely';
import { sql } from 'kysely';
import type { components } from '@emoney/api-types';
import { toChecksumAddress } from '../../crypto/address.js';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { PageWindow } from '../../domain/page-window.js';
import { isUuid } from '../../domain/uuid.js';
import { toJson } from '../../db/json.js';
import { formatAmount, toCents } from '../../domain/amounts.js';
import type { Chain, Currency, OrdersTable, OrderState } from './money.tables.js';
import type { ReachableProfileIds } from '../access/profile-access.js';

export type Order = components['schemas']['Order'];
export type OrderRow = Selectable<OrdersTable>;

/** The columns an order's answer is made of (what a listing reads). */
const ANSWERED = [
  'id',
  'kind',
  'profile_id',
  'address',
  'chain',
  'currency',
  'amount',
  'counterpart',
  'memo',
  'reference_number',
  'state',
  'placed_at',
  'processed_at',
  'rejected_reason',
  'supporting_document_id',
  'tx_hashes',
] as const satisfies readonly (keyof OrderRow)[];
export type AnsweredOrderRow = Pick<OrderRow, (typeof ANSWERED)[number]>;

/** An order as the API answers it (and as `order.*` events carry it). */
export function toOrder(row: AnsweredOrderRow): Order {
  const meta: Order['meta'] = { placedAt: row.placed_at.toISOString() };
  if (row.state === 'processed' && row.processed_at) meta.processedAt = row.processed_at.toISOString();
  if (row.state === 'rejected' && row.rejected_reason) meta.rejectedReason = row.rejected_reason;
  if (row.supporting_document_id) meta.supportingDocumentId = row.supporting_document_id;
  if (row.tx_hashes.length > 0) meta.txHashes = row.tx_hashes;
  return {
    id: row.id,
    kind: row.kind,
    profile: row.profile_id,
    address: toChecksumAddress(row.address),
    chain: row.chain,
    currency: row.currency,
    amount: formatAmount(row.amount),
    counterpart: row.counterpart,
    ...(row.memo !== null ? { memo: row.memo } : {}),
    ...(row.reference_number !== null ? { referenceNumber: row.reference_number } : {}),
    state: row.state,
    meta,
  };
}

export type NewOrderRow = Omit<Insertable<OrdersTable>, 'counterpart' | 'tx_hashes'> & {
  counterpart: Order['counterpart'];
  tx_hashes?: string[];
};

/** Inserts an order unless its id exists: the row as stored, or undefined when an order with that id was there. */
export async function insertOrder(trx: Database, order: NewOrderRow): Promise<OrderRow | undefined> {
  return trx
    .insertInto('orders')
    .values({ ...order, counterpart: toJson(order.counterpart), tx_hashes: toJson(order.tx_hashes ?? []) })
    .onConflict((oc) => oc.column('id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * The order placed with this signed message (its SHA-256) by this address, on any chain: the
 * message names no chain, so its signature counts once across all of them.
 */
export async function orderOfSignedMessage(db: Database, address: string, messageHash: string): Promise<{ id: string } | undefined> {
  return db.selectFrom('orders').select('id').where('address', '=', address).where('message_hash', '=', messageHash).executeTakeFirst();
}

/** Whether `err` is the database refusing a second order for one signed message (the unique index). */
export function isSignatureReuse(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; message?: string } | null;
  return e?.code === '23505' && (e.constraint === 'orders_signature_once_any_chain' || (e.message ?? '').includes('orders_signature_once_any_chain'));
}

export async function findOrder(db: Database, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The order, locked until the transaction ends: one decision at a time per order. */
export async function lockOrder(trx: Database, id: string): Promise<OrderRow | undefined> {
  return trx.selectFrom('orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateOrder(
  trx: Database,
  id: string,
  changes: { state: OrderState; processedAt?: Date | null; rejectedReason?: string | null; txHashes?: string[] },
  now: Date,
): Promise<OrderRow> {
  return trx
    .updateTable('orders')
    .set({
      state: changes.state,
      processed_at: changes.processedAt ?? null,
      rejected_reason: changes.rejectedReason ?? null,
      ...(changes.txHashes ? { tx_hashes: toJson(changes.txHashes) } : {}),
      updated_at: now,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Cents reserved by a holder's open redeem orders (`placed` or `pending`): tokens promised to an
 * order but not burned yet, which a new order cannot spend again.
 */
export async function reservedCents(db: Database, holder: { address: string; chain: Chain; currency: Currency }): Promise<bigint> {
  const row = await db
    .selectFrom('orders')
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as('reserved'))
    .where('kind', '=', 'redeem')
    .where('address', '=', holder.address.toLowerCase())
    .where('chain', '=', holder.chain)
    .where('currency', '=', holder.currency)
    .where('state', 'in', ['placed', 'pending'])
    .executeTakeFirstOrThrow();
  return toCents(row.reserved);
}

export interface OrderFilter {
  /** The profiles whose orders may be listed (the caller's reachable ones, as a subquery). */
  reachable: ReachableProfileIds;
  /** Only this profile's orders. */
  profileId?: string | undefined;
  address?: string | undefined;
  txHash?: string | undefined;
  memo?: string | undefined;
  state?: OrderState | undefined;
}

/**
 * One page of the orders of the reachable profiles (one of them, when `profileId` is given) matching every filter given, most recently placed
 * first (keyset on placed_at, seq; index orders_profile_listing_idx): `window.take` rows after the
 * order `window.after`. Undefined when that order is not in the listing.
 */
export async function listOrders(db: Database, filter: OrderFilter, window: PageWindow): Promise<AnsweredOrderRow[] | undefined> {
  const matching = <Q extends SelectQueryBuilder<DB, 'orders', object>>(query: Q): Q => {
    let q = query.where('profile_id', 'in', filter.reachable);
    if (filter.profileId !== undefined) q = q.where('profile_id', '=', filter.profileId);
    if (filter.address) q = q.where('address', '=', filter.address.toLowerCase());
    if (filter.txHash) q = q.where(sql<boolean>`tx_hashes @> ${toJson([filter.txHash.toLowerCase()])}::jsonb`);
    if (filter.memo) q = q.where('memo', '=', filter.memo);
    if (filter.state) q = q.where('state', '=', filter.state);
    return q as Q;
  };
  let query = matching(db.selectFrom('orders').select(ANSWERED));
  if (window.after !== undefined) {
    if (!isUuid(window.after)) return undefined;
    const after = window.after.toLowerCase();
    if (!(await matching(db.selectFrom('orders').select('id')).where('id', '=', after).executeTakeFirst())) return undefined;
    // Compared in SQL: the cursor order's placed_at keeps its microseconds there.
    query = query.where(sql<boolean>`(placed_at, seq) < (select o.placed_at, o.seq from orders o where o.id = ${after})`);
  }
  // Rows, not one json_agg value: that halves this process's parsing but costs PostgreSQL as much
  // again (measured), and the database is the tier that does not scale out.
  return query.orderBy('placed_at', 'desc').orderBy('seq', 'desc').limit(window.take).execute();
}
