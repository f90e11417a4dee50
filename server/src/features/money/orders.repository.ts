import type { Insertable, QueryCreator, Selectable, SelectQueryBuilder } from 'kysely';
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
import { reachableProfileIds, type ProfileReader } from '../access/profile-access.repository.js';
import { statementFamily, statementTemplate, valuesTemplate } from '../../db/statement-template.js';
import { balanceQuery } from './ledger.repository.js';
import { literalLimit } from '../../db/literal-limit.js';
import { withEvent, type EventRecord } from '../events/events.repository.js';
import type { JobRow } from '../../jobs/jobs.js';
import { forgetRows } from '../access/keyed-row-cache.js';

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

/**
 * The names a kept page of a listing (order-answers.ts) is forgotten by: its profile's orders when
 * it names a profile, any profile's orders when it does not. Every write to the orders table goes
 * through this file and forgets them in this process ({@link ordersChanged}); the other processes
 * hear them from the table's trigger (migration `2026_12_04_002_listing_change_notifications`),
 * which also covers writes made behind the server's back.
 */
export const ORDERS_OF_ANY_PROFILE = 'orders:any';
export const ordersOfProfile = (profileId: string): string => `orders:${profileId}`;

/** What every write to orders calls with the profiles whose orders it changes. */
function ordersChanged(profileIds: readonly string[]): void {
  forgetRows([ORDERS_OF_ANY_PROFILE, ...profileIds.map(ordersOfProfile)]);
}

export type NewOrderRow = Omit<Insertable<OrdersTable>, 'counterpart' | 'tx_hashes'> & {
  counterpart: Order['counterpart'];
  tx_hashes?: string[];
};

/** Inserts an order unless its id exists: the row as stored, or undefined when an order with that id was there. */
export async function insertOrder(trx: Database, order: NewOrderRow): Promise<OrderRow | undefined> {
  const inserted = await trx
    .insertInto('orders')
    .values({ ...order, counterpart: toJson(order.counterpart), tx_hashes: toJson(order.tx_hashes ?? []) })
    .onConflict((oc) => oc.column('id').doNothing())
    .returningAll()
    .executeTakeFirst();
  ordersChanged([order.profile_id]);
  return inserted;
}

/** What {@link recordPlacedOrder} writes: the order, its `order.created` event and the jobs it calls for. */
export interface PlacedOrderWrite {
  order: NewOrderRow;
  event: EventRecord;
  jobs: readonly JobRow[];
}

/** The columns {@link recordPlacedOrder} writes, in the order of its values: the answer's and the authorisation's. */
const PLACED_ORDER_COLUMNS = [...ANSWERED, 'message', 'signature', 'message_hash', 'request_hash', 'updated_at'] as const satisfies readonly (keyof OrdersTable)[];
const EVENT_FIELDS = ['id', 'type', 'profileId', 'data', 'createdAt', 'payload', 'at'] as const satisfies readonly (keyof EventRecord)[];
const JOB_COLUMNS = ['id', 'kind', 'payload', 'run_at', 'locked_until', 'last_error', 'partner_id'] as const satisfies readonly (keyof JobRow)[];

/** The object `names` make of `values` from `at` on. */
const valuesAt = <T>(names: readonly string[], values: readonly unknown[], at: number): T => Object.fromEntries(names.map((name, i) => [name, values[at + i]])) as T;

/**
 * One round trip for what placing writes (three before): the statement fails as a whole, so the
 * order never exists without its event or its jobs. One template per number of jobs.
 */
const placedOrderStatements = [0, 1, 2].map((jobs) =>
  valuesTemplate(PLACED_ORDER_COLUMNS.length + EVENT_FIELDS.length + jobs * JOB_COLUMNS.length, (db, values) => {
    const withOrder = db.with('placed_order', (q) => q.insertInto('orders').values(valuesAt<Insertable<OrdersTable>>(PLACED_ORDER_COLUMNS, values, 0)));
    const jobsAt = PLACED_ORDER_COLUMNS.length + EVENT_FIELDS.length;
    const withJobs =
      jobs === 0
        ? withOrder
        : withOrder.with('placed_jobs', (q) => q.insertInto('jobs').values(Array.from({ length: jobs }, (_, i) => valuesAt<JobRow>(JOB_COLUMNS, values, jobsAt + i * JOB_COLUMNS.length))));
    return withEvent(withJobs as unknown as QueryCreator<DB>, valuesAt<EventRecord>(EVENT_FIELDS, values, PLACED_ORDER_COLUMNS.length));
  }),
);

/** A new order's row as {@link recordPlacedOrder} stores it (the columns its answer is made of). */
export function storedOrderRow(order: NewOrderRow): AnsweredOrderRow {
  return {
    id: order.id,
    kind: order.kind,
    profile_id: order.profile_id,
    address: order.address,
    chain: order.chain,
    currency: order.currency,
    amount: formatAmount(order.amount),
    counterpart: order.counterpart,
    memo: order.memo ?? null,
    reference_number: order.reference_number ?? null,
    state: order.state,
    placed_at: order.placed_at,
    processed_at: order.processed_at ?? null,
    rejected_reason: order.rejected_reason ?? null,
    supporting_document_id: order.supporting_document_id ?? null,
    tx_hashes: order.tx_hashes ?? [],
  };
}

/**
 * Writes a new order with its `order.created` event and its jobs, in one statement. An order
 * whose id exists fails it with the primary key's unique violation.
 */
export async function recordPlacedOrder(trx: Database, write: PlacedOrderWrite): Promise<void> {
  const statement = placedOrderStatements[write.jobs.length];
  if (!statement) throw new Error(`an order is placed with at most 2 jobs, not ${write.jobs.length}`);
  // The answer's columns as storedOrderRow gives them (one place for their defaults), JSON where stored as jsonb.
  const stored = storedOrderRow(write.order);
  const row: Record<(typeof PLACED_ORDER_COLUMNS)[number], unknown> = {
    ...stored,
    counterpart: toJson(stored.counterpart),
    tx_hashes: toJson(stored.tx_hashes),
    message: write.order.message ?? null,
    signature: write.order.signature ?? null,
    message_hash: write.order.message_hash ?? null,
    request_hash: write.order.request_hash ?? null,
    updated_at: write.order.updated_at,
  };
  await statement(trx, [
    ...PLACED_ORDER_COLUMNS.map((column) => row[column]),
    ...EVENT_FIELDS.map((field) => write.event[field]),
    ...write.jobs.flatMap((job) => JOB_COLUMNS.map((column) => job[column])),
  ]);
  ordersChanged([write.order.profile_id]);
}

/**
 * The order placed with this signed message (its SHA-256) by this address, on any chain: the
 * message names no chain, so its signature counts once across all of them.
 */
export async function orderOfSignedMessage(db: Database, address: string, messageHash: string): Promise<{ id: string } | undefined> {
  return signedMessageOrderQuery(db, address, messageHash).executeTakeFirst();
}

function signedMessageOrderQuery(db: Database, address: string, messageHash: string) {
  return db.selectFrom('orders').select('id').where('address', '=', address).where('message_hash', '=', messageHash);
}

/** Whether `err` is the database refusing a second order for one signed message (the unique index). */
export function isSignatureReuse(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; message?: string } | null;
  return e?.code === '23505' && (e.constraint === 'orders_signature_once_any_chain' || (e.message ?? '').includes('orders_signature_once_any_chain'));
}

export async function findOrder(db: Database, id: string): Promise<OrderRow | undefined> {
  return (await orderById(db, id)).rows[0];
}

const orderById = statementTemplate((db, id: string) => db.selectFrom('orders').selectAll().where('id', '=', id));

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
  const updated = await trx
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
  ordersChanged([updated.profile_id]);
  return updated;
}

/** Deletes every order of these profiles (a sandbox reset): how many there were. */
export async function deleteOrdersOfProfiles(trx: Database, profileIds: readonly string[]): Promise<number> {
  if (profileIds.length === 0) return 0;
  const result = await trx.deleteFrom('orders').where('profile_id', 'in', profileIds).executeTakeFirst();
  ordersChanged(profileIds);
  return Number(result.numDeletedRows);
}

/** Names an order's onchain transactions (`meta.txHashes`), leaving its state as it is. */
export async function setOrderTxHashes(trx: Database, id: string, txHashes: readonly string[], now: Date): Promise<OrderRow> {
  const updated = await trx.updateTable('orders').set({ tx_hashes: toJson([...txHashes]), updated_at: now }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  ordersChanged([updated.profile_id]);
  return updated;
}

/**
 * Cents reserved by a holder's open redeem orders (`placed` or `pending`), as text, as a subquery: tokens promised to an
 * order but not burned yet, which a new order cannot spend again.
 */
function reservedQuery(db: Database, address: string, chain: Chain, currency: Currency) {
  return db
    .selectFrom('orders')
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as('reserved'))
    .where('kind', '=', 'redeem')
    .where('address', '=', address)
    .where('chain', '=', chain)
    .where('currency', '=', currency)
    .where('state', 'in', ['placed', 'pending']);
}

/** What placing a redeem order checks under the holder's lock (see `placingChecks`). */
export interface PlacingChecks {
  /** The order this signed message already placed, on any chain. */
  earlierId: string | undefined;
  /** The holder account's balance. */
  balance: bigint;
  /** Cents the holder's open redeem orders reserve. */
  reserved: bigint;
}

const placingChecksStatement = statementTemplate((db, accountId: string, address: string, chain: Chain, currency: Currency, messageHash: string) =>
  db.selectNoFrom((eb) => [
    eb.selectFrom(signedMessageOrderQuery(db, address, messageHash).limit(1).as('earlier')).select('earlier.id').as('earlier_id'),
    eb.selectFrom(balanceQuery(db, accountId).as('account')).select('account.balance').as('balance'),
    eb.selectFrom(reservedQuery(db, address, chain, currency).as('open')).select('open.reserved').as('reserved'),
  ]),
);

/**
 * The three reads of placing a redeem order, in one statement (run under the holder's account
 * lock): the order this signed message already placed, the balance and what open orders reserve.
 */
export async function placingChecks(db: Database, accountId: string, holder: { address: string; chain: Chain; currency: Currency }, messageHash: string): Promise<PlacingChecks> {
  const [row] = (await placingChecksStatement(db, accountId, holder.address.toLowerCase(), holder.chain, holder.currency, messageHash)).rows;
  return { earlierId: row?.earlier_id ?? undefined, balance: toCents(row?.balance ?? '0'), reserved: toCents(row?.reserved ?? '0') };
}

export interface OrderFilter {
  /** Who lists: only the orders of the profiles they may read are listed. */
  reader: ProfileReader;
  /** Only this profile's orders. */
  profileId?: string | undefined;
  address?: string | undefined;
  txHash?: string | undefined;
  memo?: string | undefined;
  state?: OrderState | undefined;
}

/** A row's version: the transaction that wrote it (a new one on every update). */
const VERSION = sql<string>`orders.xmin::text`.as('version');

/** What a listing's statement text depends on besides which filters are given. */
interface ListingShape {
  authMethod: ProfileReader['authMethod'];
  take: number;
}

/** A listing's values, each present only when its filter is given. */
interface ListingValues extends Record<string, unknown> {
  userId: string;
  partnerId: string | undefined;
  profileId: string | undefined;
  address: string | undefined;
  txHashes: string | undefined;
  memo: string | undefined;
  state: OrderState | undefined;
  after: string | undefined;
}

const shapeKey = (shape: ListingShape) => `${shape.authMethod}:${shape.take}`;

/** The orders a listing matches (without its keyset position): one statement for the rows and the access check. */
function matching(db: Database, shape: ListingShape, v: ListingValues) {
  const reader: ProfileReader = { userId: v.userId, partnerId: v.partnerId ?? '', authMethod: shape.authMethod };
  let q = db.selectFrom('orders').where('profile_id', 'in', reachableProfileIds(db, reader, 'read'));
  if (v.profileId !== undefined) q = q.where('profile_id', '=', v.profileId);
  if (v.address !== undefined) q = q.where('address', '=', v.address);
  if (v.txHashes !== undefined) q = q.where(sql<boolean>`tx_hashes @> ${v.txHashes}::jsonb`);
  if (v.memo !== undefined) q = q.where('memo', '=', v.memo);
  if (v.state !== undefined) q = q.where('state', '=', v.state);
  return q;
}

/** One page of the listing, most recently placed first (keyset on placed_at, seq; index orders_profile_listing_idx). */
function page<Q extends SelectQueryBuilder<DB, 'orders', object>>(query: Q, shape: ListingShape, v: ListingValues): Q {
  // Compared in SQL: the cursor order's placed_at keeps its microseconds there.
  const after = v.after === undefined ? query : query.where(sql<boolean>`(placed_at, seq) < (select o.placed_at, o.seq from orders o where o.id = ${v.after})`);
  return after.orderBy('placed_at', 'desc').orderBy('seq', 'desc').limit(literalLimit(shape.take)) as Q;
}

// Each listing shape is built and compiled once (statement-template.ts): building this statement,
// access subquery included, was 8 % of the CPU of `GET /orders`.
const listedVersions = statementFamily(shapeKey, (db, shape: ListingShape, v: ListingValues) => page(matching(db, shape, v).select(['id', VERSION]), shape, v));
const listedOrders = statementFamily(shapeKey, (db, shape: ListingShape, v: ListingValues) => page(matching(db, shape, v).select([...ANSWERED, VERSION]), shape, v));
const listedCursor = statementFamily(shapeKey, (db, shape: ListingShape, v: ListingValues) => matching(db, shape, v).select('id').where('id', '=', v.after!));

/** The orders with these ids, as answered, with their versions. */
const ordersWithIds = statementTemplate((db, ids: string[]) => db.selectFrom('orders').select([...ANSWERED, VERSION]).where(sql<boolean>`id = any(${ids}::uuid[])`));

export type VersionedOrderRow = AnsweredOrderRow & { version: string };

/** One listing's statements, given its filter and window: see `listOrders` below. */
export interface OrderListing {
  /** The page's orders as ids and versions; undefined when the window's cursor order is not in the listing. */
  versions(): Promise<{ id: string; version: string }[] | undefined>;
  /** The page's orders in full, in one statement (one snapshot). */
  rows(): Promise<VersionedOrderRow[]>;
}

/**
 * The statements of one page of the orders of the reader's reachable profiles (one of them, when
 * `profileId` is given) matching every filter given, most recently placed first: `window.take`
 * rows after the order `window.after`.
 */
export function listOrders(db: Database, filter: OrderFilter, window: PageWindow): OrderListing {
  const resource = filter.reader.authMethod === 'resource';
  const after = window.after !== undefined && isUuid(window.after) ? window.after.toLowerCase() : undefined;
  const shape: ListingShape = { authMethod: filter.reader.authMethod, take: window.take };
  const values: ListingValues = {
    userId: filter.reader.userId,
    partnerId: resource ? filter.reader.partnerId : undefined,
    profileId: filter.profileId,
    address: filter.address ? filter.address.toLowerCase() : undefined,
    txHashes: filter.txHash ? toJson([filter.txHash.toLowerCase()]) : undefined,
    memo: filter.memo || undefined,
    state: filter.state || undefined,
    after,
  };
  return {
    versions: async () => {
      if (window.after !== undefined && (after === undefined || (await listedCursor(db, shape, values)).rows.length === 0)) return undefined;
      return (await listedVersions(db, shape, values)).rows;
    },
    rows: async () => (await listedOrders(db, shape, values)).rows,
  };
}

/** The orders with these ids (as answered, with their versions), in no particular order. */
export async function ordersByIds(db: Database, ids: string[]): Promise<VersionedOrderRow[]> {
  return (await ordersWithIds(db, ids)).rows;
}
