import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.js';
import { keyOf, keyRing, type KeyRing, type NamedKey } from './key-ring.js';

/** Sealed values read `enc:v1:<kid>:<iv>:<ciphertext and tag>` (base64url); anything else is a plain value from before. */
const PREFIX = 'enc:v1:';
const SETTINGS_KEY = 'data_encryption_key';

/**
 * AES-256-GCM for data kept encrypted at rest. Each value names the key that sealed it, so older
 * keys (listed after the current one) still open what they sealed until it is sealed again.
 * `context` is authenticated, not stored: it binds a value to its row, so a sealed value copied
 * to another row does not open there.
 */
export class DataKeyring {
  constructor(private readonly keys: KeyRing) {
    for (const key of keys) if (key.secret.length !== 32) throw new Error(`data key ${key.kid} must be 32 bytes`);
  }

  /** The keyring after a rotation: `key` seals from now on, every key so far still opens. */
  rotatedTo(key: NamedKey): DataKeyring {
    return new DataKeyring(keyRing([key, ...this.keys]));
  }

  /** A key for one purpose (its label), derived from the current data key: shared by every process, never the data key itself. */
  derive(label: string): Buffer {
    return createHmac('sha256', this.keys[0].secret).update(`emoney-derive:${label}`).digest();
  }

  get currentKid(): string {
    return this.keys[0].kid;
  }

  seal(plain: string, context: string): string {
    const key = this.keys[0];
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key.secret, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${PREFIX}${key.kid}:${iv.toString('base64url')}:${body.toString('base64url')}`;
  }

  /** The plain value: sealed values are opened, plain ones (written before encryption) pass as they are. */
  open(stored: string, context: string): string {
    if (!isSealed(stored)) return stored;
    const [kid, iv, body] = stored.slice(PREFIX.length).split(':');
    const key = kid === undefined ? undefined : keyOf(this.keys, kid);
    if (!key || !iv || !body) throw new Error(`cannot open a value sealed with data key "${kid}": list that key in EMONEY_DATA_KEYS`);
    const data = Buffer.from(body, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key.secret, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(data.subarray(data.length - 16));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
  }

  /** Whether a stored value should be sealed again: it is plain, or sealed with a key other than the current one. */
  needsResealing(stored: string): boolean {
    return !stored.startsWith(`${PREFIX}${this.currentKid}:`);
  }
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

/**
 * The deployment's data keys: from the environment when given (production must), otherwise the
 * sandbox's own, generated on first start and kept in `settings` (a sandbox holds no real secrets).
 */
export async function loadDataKeys(db: Database, fromEnvironment: KeyRing | undefined): Promise<DataKeyring> {
  return new DataKeyring(await loadDataKeyRing(db, fromEnvironment));
}

/** The keys `loadDataKeys` seals and opens with (what `emoney admin data-keys rotate` puts behind a new key). */
export async function loadDataKeyRing(db: Database, fromEnvironment: KeyRing | undefined): Promise<KeyRing> {
  if (fromEnvironment) return fromEnvironment;
  const kid = `sandbox-${randomBytes(4).toString('hex')}`;
  await db
    .insertInto('settings')
    .values({ key: SETTINGS_KEY, value: `${kid}:${randomBytes(32).toString('base64url')}` })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', SETTINGS_KEY).executeTakeFirstOrThrow();
  const [storedKid, secret] = row.value.split(':');
  return keyRing([{ kid: storedKid!, secret: new Uint8Array(Buffer.from(secret!, 'base64url')) }]);
}
