import type { Database } from '../../db/database.js';
import type { PageWindow } from '../../domain/page-window.js';
import type { components } from '@emoney/api-types';
import { keysetPage } from '../../http/paginate.js';
import { pageJson, type JsonText } from '../../http/json-text.js';
import { KeyedRowCache } from '../access/keyed-row-cache.js';
import { PROFILE_REACH } from '../access/profile-access.repository.js';
import { listOrders, ordersByIds, ORDERS_OF_ANY_PROFILE, ordersOfProfile, toOrder, type OrderFilter, type VersionedOrderRow } from './orders.repository.js';

/** An order of a listing: its id, and its answer written as JSON. */
export interface ListedOrder {
  id: string;
  json: string;
}

/**
 * Orders' answers written as JSON, by row version. A listing reads each order's id and version
 * (PostgreSQL's `xmin`: the transaction that wrote the row, new on every update) and reuses the
 * text it wrote for that version; only orders it has not seen in that version are read in full and
 * written again. Parsing 16 columns per row, making the answer and serializing it were about a
 * third of the CPU of `GET /orders`, for rows that rarely change between two polls.
 *
 * An answer depends on the row alone (`toOrder`), never on who asks: who may see which orders is
 * decided by the listing's statement, every time. Bounded: `max` orders (the oldest written go
 * first), each kept `ttlMs` at most, which also bounds the one way a version could repeat (`xmin`
 * wrapping around after 2³² transactions).
 */
export class OrderAnswerCache {
  readonly #entries = new Map<string, { version: string; json: string; writtenAt: number }>();

  constructor(
    readonly max = 10_000,
    readonly ttlMs = 10 * 60_000,
  ) {}

  /** The answer written for this version of the order, unless it is not here (or too old). */
  get(id: string, version: string, now: number): string | undefined {
    const entry = this.#entries.get(id);
    return entry !== undefined && entry.version === version && now - entry.writtenAt <= this.ttlMs ? entry.json : undefined;
  }

  /** Writes the order's answer, keeps it for its version, and returns it. */
  put(row: VersionedOrderRow, now: number): string {
    const json = JSON.stringify(toOrder(row));
    this.#entries.delete(row.id);
    if (this.#entries.size >= this.max) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(row.id, { version: row.version, json, writtenAt: now });
    return json;
  }

  get size(): number {
    return this.#entries.size;
  }
}

// Per database: tests run many servers in one process.
const caches = new WeakMap<object, OrderAnswerCache>();

/** The answer cache of one database's orders. */
function orderAnswerCache(db: Database): OrderAnswerCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new OrderAnswerCache()));
  return cache;
}

/** A page kept in memory: its orders, and the names that forget it. */
interface KeptPage {
  orders: readonly ListedOrder[];
  ids: readonly string[];
}

/**
 * Pages kept at most per database. A page holds its orders (their texts shared with the answer
 * cache above) and its answer written once, as text and bytes (send.ts): about 60 kB for 50 orders,
 * 250 kB at the largest limit (200), so 15 MB as the benchmark lists, 64 MB at worst.
 */
const MAX_PAGES = 256;
const pageCaches = new WeakMap<object, KeyedRowCache<KeptPage>>();

function pageCache(db: Database): KeyedRowCache<KeptPage> {
  let cache = pageCaches.get(db);
  if (!cache) pageCaches.set(db, (cache = new KeyedRowCache<KeptPage>((_key, page) => page.ids, MAX_PAGES)));
  return cache;
}

/** Everything a page depends on besides the orders and who reaches their profiles: the reader, the filters, the window. */
function pageKey(filter: OrderFilter, window: PageWindow): string {
  const { reader } = filter;
  return JSON.stringify([reader.authMethod, reader.userId, reader.authMethod === 'resource' ? reader.partnerId : '', filter.profileId, filter.address, filter.txHash, filter.memo, filter.state, window.after, window.take]);
}

/**
 * One page of a listing of orders, from memory while no write could have changed it: the
 * statement per request was what was left of `GET /orders`' time (bench/README.md, "A page of
 * orders from memory"). A page is kept per reader, filters and window (features/access/keyed-row-cache.ts)
 * and forgotten by any write to its profile's orders (any profile's, for a page that names none)
 * and by any change to who reaches which profile, in this process at once and in the others when
 * the write commits; within the authentication state's TTL at most, and never while this process
 * does not hear the other processes' writes.
 */
export async function listOrderAnswers(db: Database, filter: OrderFilter, window: PageWindow): Promise<readonly ListedOrder[] | undefined> {
  const cache = pageCache(db);
  const key = pageKey(filter, window);
  const kept = cache.peek(key) ?? (await cache.get(key, () => readPage(db, filter, window)));
  return kept?.orders;
}

/** Each kept page's answer, written once: the same text object, which the sender encodes and tags once (send.ts). */
const pageTexts = new WeakMap<readonly ListedOrder[], JsonText<components['schemas']['OrderList']>>();

/**
 * The answer of a page {@link listOrderAnswers} gave for this window (400 for a cursor outside the
 * listing). The text depends on the orders and the window alone, and a kept page is one window's.
 */
export function orderListJson(listed: readonly ListedOrder[] | undefined, window: PageWindow): JsonText<components['schemas']['OrderList']> {
  const known = listed && pageTexts.get(listed);
  if (known) return known;
  const page = keysetPage(listed, (o) => o.id, window);
  const text = pageJson<components['schemas']['OrderList']>('orders', page.items.map((o) => o.json), page.nextCursor);
  pageTexts.set(listed!, text);
  return text;
}

async function readPage(db: Database, filter: OrderFilter, window: PageWindow): Promise<KeptPage | undefined> {
  const orders = await readOrderAnswers(db, filter, window);
  if (orders === undefined) return undefined;
  return { orders, ids: [PROFILE_REACH, filter.profileId === undefined ? ORDERS_OF_ANY_PROFILE : ordersOfProfile(filter.profileId)] };
}

/**
 * One page of a listing of orders (see `listOrders`), each as its answer's JSON: the ids and
 * versions in one statement, then the orders not written yet in that version in a second. When one
 * of those changed in between, the page is read again in full by one statement, so a page is always
 * one snapshot of the listing. Undefined when the window's cursor order is not in the listing.
 */
export async function readOrderAnswers(db: Database, filter: OrderFilter, window: PageWindow): Promise<ListedOrder[] | undefined> {
  const listing = listOrders(db, filter, window);
  const versions = await listing.versions();
  if (versions === undefined) return undefined;
  const cache = orderAnswerCache(db);
  const now = Date.now();
  const answers = versions.map((v) => cache.get(v.id, v.version, now));
  const missing = versions.filter((_, i) => answers[i] === undefined);
  if (missing.length > 0) {
    const read = new Map((await ordersByIds(db, missing.map((m) => m.id))).map((row) => [row.id, row]));
    if (missing.some((m) => read.get(m.id)?.version !== m.version)) {
      return (await listing.rows()).map((row) => ({ id: row.id, json: cache.put(row, now) }));
    }
    versions.forEach((v, i) => (answers[i] ??= cache.put(read.get(v.id)!, now)));
  }
  return versions.map((v, i) => ({ id: v.id, json: answers[i]! }));
}
