/**
 * Rows read from the database and kept in memory until a write names one of the ids they were
 * read from (a user's, a profile's), for reads a request repeats on every call (`GET
 * /auth/context`). Unlike auth-state-cache.ts, a write forgets only the entries it touches, so
 * sign-ups and profile changes elsewhere cost the cache nothing.
 *
 * A write calls `forgetRowsEverywhere(db, ids)` with its handle, often before its transaction
 * commits. An entry read less than `SETTLE_MS` after an id of it was forgotten may hold what the
 * write had not committed yet: it answers the request that read it and is never kept, so the
 * writer's next read is fresh. Other processes on the same PostgreSQL hear the ids through NOTIFY
 * on `AUTH_STATE_CHANNEL`, delivered when the write commits (auth-state-listener.ts); while a
 * process's listener is down it trusts no entry, and after it reconnects it forgets them all.
 * Every entry is trusted for the authentication state's TTL at most (`EMONEY_AUTH_STATE_TTL_MS`),
 * which bounds a write made behind the server's back (SQL by hand).
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { AUTH_STATE_CHANNEL, authStateTtl } from './auth-state-cache.js';

/** The payload prefix on AUTH_STATE_CHANNEL naming rows that changed (ids, comma-separated, or `*`). */
export const ROWS_CHANGED = 'rows:';
/** How long after a forget a read may still see the writing transaction uncommitted. */
const SETTLE_MS = 1_000;
/** Past this many ids a notification says "all" (a NOTIFY payload holds under 8,000 bytes). */
const MAX_NOTIFIED_IDS = 100;
/** How many entries a cache holds unless told otherwise. */
const MAX_ENTRIES = 10_000;

/** Ids forgotten lately, with when this process heard of it (oldest first, so pruning stops early). */
const forgotten = new Map<string, number>();
let forgotAllAt = Number.NEGATIVE_INFINITY;
/** Bumped by every forget: a load begun before one is not shared with a request after it. */
let generation = 0;
/** Whether this process hears other processes' writes (none to hear on the embedded database). */
let hearing: () => boolean = () => true;

/** Tells the caches whether the notifications of other processes' writes reach this process. */
export function setRowChangesHeard(isHearing: () => boolean): void {
  hearing = isHearing;
}

/** Forgets, in this process, every entry read from one of `ids`. */
export function forgetRows(ids: readonly string[]): void {
  const now = performance.now();
  generation += 1;
  for (const id of ids) {
    forgotten.delete(id);
    forgotten.set(id, now);
  }
  // A forget older than an entry's whole life (settling plus TTL) concerns no live entry.
  const horizon = now - SETTLE_MS - authStateTtl();
  for (const [id, at] of forgotten) {
    if (at >= horizon) break;
    forgotten.delete(id);
  }
}

/** Forgets every entry of every cache in this process (a reconnected listener may have missed writes). */
export function forgetAllRows(): void {
  generation += 1;
  forgotAllAt = performance.now();
  forgotten.clear();
}

/** What a write calls with its handle: this process forgets at once, the others when it commits. */
export async function forgetRowsEverywhere(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  forgetRows(ids);
  const payload = ROWS_CHANGED + (ids.length > MAX_NOTIFIED_IDS ? '*' : ids.join(','));
  await sql`select pg_notify(${AUTH_STATE_CHANNEL}, ${payload})`.execute(db);
}

/** What a notification's payload asks of this process (see ROWS_CHANGED). */
export function forgetNotifiedRows(payload: string): void {
  const ids = payload.slice(ROWS_CHANGED.length);
  if (ids === '*') forgetAllRows();
  else forgetRows(ids.split(','));
}

/** Whether a value read at `readAt` from `ids` holds no write this process has heard of since. */
function trusted(ids: readonly string[], readAt: number): boolean {
  const limit = readAt - SETTLE_MS;
  if (forgotAllAt >= limit || !hearing()) return false;
  for (const id of ids) {
    const at = forgotten.get(id);
    if (at !== undefined && at >= limit) return false;
  }
  return true;
}

interface Entry<V> {
  value: V;
  ids: readonly string[];
  readAt: number;
}

/**
 * A bounded map of rows by key; `idsOf` names every id a value was read from (its key included).
 * An id need not be a row's: a write may forget a name for a set of rows (`orders:<profile>`).
 */
export class KeyedRowCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly loading = new Map<string, { generation: number; value: Promise<V | undefined> }>();

  constructor(
    private readonly idsOf: (key: string, value: V) => readonly string[],
    private readonly max = MAX_ENTRIES,
  ) {}

  /** The value while it is trusted, else undefined; never reads. */
  peek(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    const now = performance.now();
    if (hit.readAt + authStateTtl() > now && trusted(hit.ids, hit.readAt)) return hit.value;
    this.entries.delete(key);
    return undefined;
  }

  /** The trusted value, or the loader's (kept when it is found and trusted). Misses are never kept. */
  async get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const kept = this.peek(key);
    if (kept !== undefined) return kept;
    // Concurrent misses of one key share one read, unless a forget came between them.
    const pending = this.loading.get(key);
    if (pending && pending.generation === generation) return pending.value;
    const loading = { generation, value: this.load(key, load) };
    this.loading.set(key, loading);
    try {
      return await loading.value;
    } finally {
      if (this.loading.get(key) === loading) this.loading.delete(key);
    }
  }

  private async load(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const readAt = performance.now();
    const value = await load();
    if (value === undefined) return value;
    const ids = this.idsOf(key, value);
    if (!trusted(ids, readAt)) return value;
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, ids, readAt });
    return value;
  }
}
