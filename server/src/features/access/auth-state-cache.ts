/**
 * What checking a bearer token needs from the database (its family's revocation state and app,
 * its client's partner clock), kept in memory so a valid token costs no database round trip in
 * the steady state.
 *
 * Staleness, bounded and documented (docs/security.md, "Authentication state cache"):
 * - the writes that change that state (token revocation, a client-secret change, consent
 *   withdrawal, a partner clock move) call `forgetAuthStateEverywhere(trx)`: this process drops
 *   every entry at once, and once more `SETTLE_MS` later (the writing transaction commits after
 *   the call, and a read that ran before its commit must not be kept); every other process on the
 *   same PostgreSQL drops its entries when the transaction commits, through NOTIFY on
 *   `AUTH_STATE_CHANNEL` (auth-state-listener.ts);
 * - an entry is trusted for at most `EMONEY_AUTH_STATE_TTL_MS` (5 s) in any case: that bounds what a process
 *   whose listener is down (it reconnects, and forgets everything when it does) or a write made
 *   behind the server's back (SQL by hand) can leave stale.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/** The PostgreSQL channel that tells every process an authentication-state write committed. */
export const AUTH_STATE_CHANNEL = 'emoney_auth_state';

/** The payload on AUTH_STATE_CHANNEL that tells every process the signing keys changed (a revocation). */
export const SIGNING_KEYS_CHANGED = 'signing-keys';

/** How long a process trusts what it read about a token family or a client's partner clock, by default. */
export const AUTH_STATE_TTL_MS = 5_000;
let ttlMs = AUTH_STATE_TTL_MS;

/** The process's trust bound (`EMONEY_AUTH_STATE_TTL_MS`), set once at start-up; entries read later use it. */
export function setAuthStateTtl(ms: number): void {
  ttlMs = ms;
}

/** The process's trust bound in milliseconds (see setAuthStateTtl). */
export function authStateTtl(): number {
  return ttlMs;
}
/** The second invalidation after a revocation, once its transaction has surely committed. */
const SETTLE_MS = 1_000;
/** Entries per cache; past that the oldest go first (one entry per live token family or client). */
const MAX_ENTRIES = 50_000;

/** Bumped by every write that changes authentication state: entries of an older epoch are not used. */
let epoch = 0;

/** Drops what every cache of this process holds about authentication state (see above). */
export function forgetAuthState(): void {
  epoch += 1;
  setTimeout(() => {
    epoch += 1;
  }, SETTLE_MS).unref();
}

/**
 * What a write that changes authentication state calls, with its transaction: this process forgets
 * at once, every other process when the transaction commits (NOTIFY is delivered on commit, and
 * not at all on rollback).
 */
export async function forgetAuthStateEverywhere(trx: Database): Promise<void> {
  forgetAuthState();
  await sql`select pg_notify(${AUTH_STATE_CHANNEL}, '')`.execute(trx);
}

interface Entry<V> {
  value: V;
  epoch: number;
  until: number;
}

/** A bounded map of values read from the database, each trusted until the TTL or the next `forgetAuthState()`. */
export class AuthStateCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly loading = new Map<string, { epoch: number; value: Promise<V | undefined> }>();

  /**
   * The cached value, or the loader's (kept when it is not undefined and no invalidation happened
   * while it ran). Misses are never kept: a row may appear later.
   */
  async get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const trusted = this.peek(key);
    if (trusted !== undefined) return trusted;
    const now = performance.now();
    const hit = this.entries.get(key);
    if (hit && hit.epoch === epoch && hit.until > now) return hit.value;
    // Concurrent misses of one key share one read (else every connection re-reads at each expiry).
    // A read begun before an invalidation is not shared with a request arriving after it.
    const pending = this.loading.get(key);
    if (pending && pending.epoch === epoch) return pending.value;
    const loading = { epoch, value: this.load(key, load, hit, now) };
    this.loading.set(key, loading);
    try {
      return await loading.value;
    } finally {
      if (this.loading.get(key) === loading) this.loading.delete(key);
    }
  }

  /**
   * The cached value while it is trusted, else undefined; never reads. The steady state of a valid
   * token takes this path: no promise, no await (each costs a turn of the microtask queue and,
   * under the request's async context, a hook call).
   */
  peek(key: string): V | undefined {
    const hit = this.entries.get(key);
    return hit && hit.epoch === epoch && hit.until > performance.now() ? hit.value : undefined;
  }

  private async load(key: string, load: () => Promise<V | undefined>, hit: Entry<V> | undefined, now: number): Promise<V | undefined> {
    const started = epoch;
    const value = await load();
    if (value === undefined || epoch !== started) {
      if (hit) this.entries.delete(key);
      return value;
    }
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, epoch: started, until: now + ttlMs });
    return value;
  }
}

/** One cache of each kind per database (tests run many servers, each on its own database, in one process). */
export function cacheFor<V>(caches: WeakMap<object, AuthStateCache<V>>, db: object): AuthStateCache<V> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new AuthStateCache<V>();
    caches.set(db, cache);
  }
  return cache;
}
