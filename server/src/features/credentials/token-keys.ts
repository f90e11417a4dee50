import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { keyOf, type KeyRing, type NamedKey } from '../secrets/key-ring.js';
import type { AccessTokenKeys } from '../access/access-token-keys.js';
import { ACCESS_TOKEN_TTL_SECONDS } from '../access/access-tokens.js';

/**
 * Tokens signed before keys had ids carry no `kid`; they were signed with the one key the
 * database kept then, which the migration named `legacy`.
 */
export const LEGACY_KID = 'legacy';

/**
 * Keys from the environment (`EMONEY_TOKEN_SIGNING_KEYS`, production): the first signs, every
 * listed key verifies. Rotation is the operator's: list the new key first, keep the old one
 * behind it for at least the token lifetime (one hour), then remove it.
 */
export class EnvironmentTokenKeys implements AccessTokenKeys {
  constructor(private readonly keys: KeyRing) {}

  async signing(): Promise<NamedKey> {
    return this.keys[0];
  }

  async verifying(kid: string | undefined): Promise<NamedKey | undefined> {
    return keyOf(this.keys, kid ?? LEGACY_KID);
  }

  accepts(kid: string | undefined): boolean {
    return keyOf(this.keys, kid ?? LEGACY_KID) !== undefined;
  }
}

/** How long a retired key still verifies: the token lifetime, plus the time processes take to notice a rotation. */
export const RETIRED_KEY_OVERLAP_MS = ACCESS_TOKEN_TTL_SECONDS * 1000 + 2 * 60_000;
/** Every process rereads the database's keys this often, so a rotation reaches all of them (`EMONEY_SIGNING_KEYS_RELOAD_MS`). */
export const DEFAULT_KEYS_RELOAD_MS = 60_000;
/** A token naming a key this process has not seen makes it reread the keys, at most this often. */
const UNKNOWN_KID_RELOAD_MS = 5_000;

interface KeyRow {
  kid: string;
  secret: string;
  created_at: Date;
  retired_at: Date | null;
}

/**
 * The sandbox's keys, generated and kept in the `signing_keys` table so every process on the
 * database shares them. The newest unretired key signs; a retired key verifies for
 * `RETIRED_KEY_OVERLAP_MS` after its retirement (on the app clock), then never again.
 *
 * Signing and verifying never wait for the database: they run inside token transactions, and on
 * PGlite's single connection a read from there would wait on itself forever. The keys are reread
 * in the background instead: on a timer, and (throttled) when a token names an unknown key, which
 * then fails once like a bad signature until the reread lands.
 */
export class DatabaseTokenKeys implements AccessTokenKeys {
  private rows: KeyRow[] = [];
  private lastReload = -Infinity;
  private reloading: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;

  private constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly onError: (err: unknown) => void,
  ) {}

  /**
   * Loads the keys, creating the first one when the database has no current key, and rereads them
   * every `reloadMs` until `close()`.
   */
  static async open(
    db: Database,
    clock: Clock,
    options: { reloadMs?: number; onError?: (err: unknown) => void } = {},
  ): Promise<DatabaseTokenKeys> {
    const keys = new DatabaseTokenKeys(db, clock, options.onError ?? (() => undefined));
    await keys.reload();
    if (!keys.current()) {
      // Two processes booting at once may both create one: both stay valid, the newest signs.
      await db.insertInto('signing_keys').values(newKeyRow(clock.now())).execute();
      await keys.reload();
    }
    const reloadMs = options.reloadMs ?? DEFAULT_KEYS_RELOAD_MS;
    keys.timer = setInterval(() => keys.reloadInBackground(), reloadMs);
    keys.timer.unref();
    return keys;
  }

  /** Rereads the keys now (after a rotation in this process; tests). One reread at a time. */
  reload(): Promise<void> {
    this.reloading ??= (async () => {
      try {
        this.rows = await this.db.selectFrom('signing_keys').selectAll().orderBy('created_at', 'desc').orderBy('kid', 'desc').execute();
        this.lastReload = performance.now();
      } finally {
        this.reloading = undefined;
      }
    })();
    return this.reloading;
  }

  /** The keys another process may have changed (a rotation, a revocation): reread them now. */
  reread(): Promise<void> {
    return this.reload();
  }

  /** Stops the background rereads. */
  close(): void {
    clearInterval(this.timer);
  }

  private reloadInBackground(): void {
    this.reload().catch(this.onError);
  }

  private current(): KeyRow | undefined {
    return this.rows.find((r) => r.retired_at === null);
  }

  async signing(): Promise<NamedKey> {
    const row = this.current();
    if (!row) throw new Error('no current access-token signing key');
    return toKey(row);
  }

  async verifying(kid: string | undefined): Promise<NamedKey | undefined> {
    const row = this.usable(kid);
    return row && toKey(row);
  }

  accepts(kid: string | undefined): boolean {
    return this.usable(kid) !== undefined;
  }

  /** The row of the key a token names while it may verify (not retired longer than the overlap). */
  private usable(kid: string | undefined): KeyRow | undefined {
    const wanted = kid ?? LEGACY_KID;
    const row = this.rows.find((r) => r.kid === wanted);
    if (!row) {
      // Perhaps another process rotated: look again in the background, never from here.
      if (performance.now() - this.lastReload > UNKNOWN_KID_RELOAD_MS) this.reloadInBackground();
      return undefined;
    }
    if (row.retired_at && row.retired_at.getTime() + RETIRED_KEY_OVERLAP_MS <= this.clock.now().getTime()) return undefined;
    return row;
  }
}

function toKey(row: KeyRow): NamedKey {
  return { kid: row.kid, secret: new Uint8Array(Buffer.from(row.secret, 'base64url')) };
}

function newKeyRow(now: Date): KeyRow {
  // The kid says when the key was made (for people reading headers) plus randomness (for uniqueness).
  const kid = `${now.toISOString().slice(0, 10).replace(/-/g, '')}-${randomBytes(4).toString('hex')}`;
  return { kid, secret: randomBytes(32).toString('base64url'), created_at: now, retired_at: null };
}

/**
 * Rotates the sandbox's key: retires the current key(s) and makes a new one, in one transaction.
 * Tokens signed with the retired key keep working until they expire. Answers the new kid.
 */
export async function rotateSigningKey(db: Database, now: Date): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('signing_keys').set({ retired_at: now }).where('retired_at', 'is', null).execute();
    const row = newKeyRow(now);
    await trx.insertInto('signing_keys').values(row).execute();
    return row.kid;
  });
}
