import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { revokeAppTokenFamilies, setClientSecretHash } from './client-secrets.repository.js';
import { verifyPassword } from '../../crypto/passwords.js';
import { clientSecretKeyRing, needsGeneratedKey } from './client-secrets.config.js';
import { keyOf, type KeyRing, type NamedKey } from '../secrets/key-ring.js';

/**
 * Client secrets are long random strings (not passwords), so a slow KDF buys nothing but a
 * denial-of-service lever: they are stored as HMAC-SHA256 under a server key,
 * `hmac-sha256$<key id>$<digest>`. Hashes from before (`scrypt$…`) still verify and are rewritten
 * in the new form on their first successful use.
 */
const SCHEME = 'hmac-sha256';
const SETTINGS_KEY = 'client_secret_hash_key';

const loaded = new WeakMap<Database, Promise<KeyRing>>();

/** The configured keys, with (no current key configured: the sandbox) the one kept in `settings`, made by the first process. */
async function hashKeys(ctx: AppContext): Promise<KeyRing> {
  let keys = loaded.get(ctx.db);
  if (!keys) {
    keys = (async () => {
      const config = ctx.config.clientSecrets;
      if (!needsGeneratedKey(config)) return clientSecretKeyRing(config);
      await ctx.db
        .insertInto('settings')
        .values({ key: SETTINGS_KEY, value: randomBytes(32).toString('base64url') })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const generated = (await ctx.db.selectFrom('settings').select('value').where('key', '=', SETTINGS_KEY).executeTakeFirstOrThrow()).value;
      return clientSecretKeyRing(config, generated);
    })();
    keys.catch(() => loaded.delete(ctx.db));
    loaded.set(ctx.db, keys);
  }
  return keys;
}

function digest(key: NamedKey, secret: string): Buffer {
  return createHmac('sha256', key.secret).update(secret, 'utf8').digest();
}

/**
 * A keyed hash (HMAC-SHA256 under the current secret-hash key, `hmac-sha256$<key id>$<digest>`)
 * for other short secrets that must not be stored as a plain digest (an 8-digit sign-up code's
 * SHA-256 is reversed by trying all 10^8 codes). `context` separates the uses and binds the value
 * (e.g. to its email). Load it outside a transaction; the function it answers is synchronous.
 */
export async function keyedHasher(ctx: AppContext, context: string): Promise<(value: string) => string> {
  const [current] = await hashKeys(ctx);
  return (value) => [SCHEME, current.kid, createHmac('sha256', current.secret).update(`${context}\0${value}`, 'utf8').digest('base64url')].join('$');
}

/** Loads (in the sandbox: makes) the hash key outside any transaction, so a rolled-back one never keeps a key nobody stored. */
export async function loadClientSecretKey(ctx: AppContext): Promise<void> {
  await hashKeys(ctx);
}

/** The stored form of a client secret. */
export async function hashClientSecret(ctx: AppContext, secret: string): Promise<string> {
  const [current] = await hashKeys(ctx);
  return [SCHEME, current.kid, digest(current, secret).toString('base64url')].join('$');
}

/**
 * Whether `secret` is the app's client secret, compared in constant time. A match on an old
 * form (scrypt, or a previous key) rewrites the stored hash with the current key, once: the
 * update applies only while the row still holds the hash that was checked.
 */
export async function verifyClientSecret(
  ctx: AppContext,
  app: { id: string; secret_hash: string | null },
  secret: string,
  db: Database = ctx.db,
): Promise<boolean> {
  const keys = await hashKeys(ctx);
  const stored = app.secret_hash;
  if (!stored) {
    digest(keys[0], secret); // the same work as a real check
    return false;
  }
  let valid = false;
  let current = false;
  if (stored.startsWith('scrypt$')) {
    valid = await verifyPassword(secret, stored);
  } else {
    const [scheme, keyId, expected] = stored.split('$');
    const key = keyId === undefined ? undefined : keyOf(keys, keyId);
    if (scheme === SCHEME && key && expected) {
      const wanted = Buffer.from(expected, 'base64url');
      const actual = digest(key, secret);
      valid = actual.length === wanted.length && timingSafeEqual(actual, wanted);
      current = key === keys[0];
    } else {
      digest(keys[0], secret);
      // Unknown key id: the key it was made with is not configured (see EMONEY_SECRET_HASH_PREVIOUS_KEYS).
      if (scheme === SCHEME) ctx.logger.warn({ appId: app.id, keyId }, 'client secret hashed with a key that is not configured');
    }
  }
  if (valid && !current) {
    await db
      .updateTable('apps')
      .set({ secret_hash: await hashClientSecret(ctx, secret) })
      .where('id', '=', app.id)
      .where('secret_hash', '=', stored)
      .execute();
  }
  return valid;
}

/**
 * Whether `secret` opens the app: its current secret, or the one it rotated from while that one's
 * grace lasts (judged on the caller's clock: the partner's, at the token endpoint).
 */
export async function verifyAppSecret(
  ctx: AppContext,
  app: { id: string; secret_hash: string | null; previous_secret_hash: string | null; previous_secret_until: Date | null },
  secret: string,
): Promise<boolean> {
  if (await verifyClientSecret(ctx, app, secret)) return true;
  if (app.previous_secret_hash === null || app.previous_secret_until === null || app.previous_secret_until.getTime() <= ctx.clock.now().getTime()) return false;
  // The previous hash is never rewritten: its stored row value is the current secret's, so the rehash's guard matches nothing.
  return verifyClientSecret(ctx, { id: app.id, secret_hash: app.previous_secret_hash }, secret);
}

/**
 * The one write path of a new client secret: store its hash and end every token family the app
 * holds, so a refresh token got with the old secret (a leaked one included) stops working with it.
 */
export async function changeClientSecret(ctx: AppContext, trx: Database, appId: string, secret: string): Promise<void> {
  await setClientSecretHash(trx, appId, await hashClientSecret(ctx, secret));
  const revoked = await revokeAppTokenFamilies(trx, appId, 'client secret changed', ctx.clock.now());
  ctx.logger.info({ appId, revokedFamilies: revoked }, 'client secret changed; the app’s token families are revoked');
}
