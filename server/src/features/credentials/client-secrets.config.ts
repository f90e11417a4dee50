import { createHash } from 'node:crypto';
import { ConfigError, type EnvReader } from '../../env-reader.js';
import { keyRing, type KeyRing, type NamedKey } from '../secrets/key-ring.js';

/**
 * The keys client secrets are hashed with (HMAC-SHA256), a key ring like every keyed secret:
 * `EMONEY_SECRET_HASH_KEYS` (`kid:key,…`, base64 keys of 32 bytes or more, the first current).
 * Production must set it or the older form, so a copy of the database alone cannot check a
 * guessed secret; the sandbox generates a key and keeps it in the `settings` table when neither
 * is set.
 *
 * The older form, still read (deployments rely on it): `EMONEY_SECRET_HASH_KEY` (text of 32
 * characters or more) and `EMONEY_SECRET_HASH_PREVIOUS_KEYS` (comma-separated, older keys that
 * still verify). Their keys join the ring after `EMONEY_SECRET_HASH_KEYS`, each under a kid
 * derived from its text (the id stored hashes already carry), so moving to the new form is:
 * list the new key in `EMONEY_SECRET_HASH_KEYS` and keep the old one until hashes are rewritten.
 */
export interface ClientSecretConfig {
  /** `EMONEY_SECRET_HASH_KEY` (older form). */
  hashKey: string | undefined;
  /** `EMONEY_SECRET_HASH_PREVIOUS_KEYS` (older form). */
  previousHashKeys: string[];
  /** `EMONEY_SECRET_HASH_KEYS`. */
  keys?: KeyRing;
}

/** At least 32 characters: e.g. `openssl rand -base64 32`. */
const MIN_KEY_LENGTH = 32;

export function loadClientSecretConfig(env: EnvReader, mode: string): ClientSecretConfig {
  const keys = env.keyRing('EMONEY_SECRET_HASH_KEYS');
  const hashKey = env.text('EMONEY_SECRET_HASH_KEY')?.trim() || undefined;
  const previousHashKeys = env.list('EMONEY_SECRET_HASH_PREVIOUS_KEYS');
  for (const [name, key] of [...(hashKey ? [['EMONEY_SECRET_HASH_KEY', hashKey]] : []), ...previousHashKeys.map((k) => ['EMONEY_SECRET_HASH_PREVIOUS_KEYS', k])]) {
    if (key!.length < MIN_KEY_LENGTH) throw new ConfigError(`${name} must be at least ${MIN_KEY_LENGTH} characters (e.g. \`openssl rand -base64 32\`)`);
  }
  if (mode === 'production' && !hashKey && !keys) {
    throw new ConfigError(
      'EMONEY_SECRET_HASH_KEY is required in production: the key client secrets are hashed with (e.g. `openssl rand -base64 32`); or set EMONEY_SECRET_HASH_KEYS (kid:base64-key)',
    );
  }
  return { hashKey, previousHashKeys, ...(keys ? { keys } : {}) };
}

/** A key of the older form: its text is the key, its kid a digest of it (naming the key without revealing it). */
function textKey(material: string): NamedKey {
  const secret = Buffer.from(material, 'utf8');
  return { kid: createHash('sha256').update('emoney client secret key id\0').update(secret).digest('hex').slice(0, 12), secret: new Uint8Array(secret) };
}

/** Whether no current key is configured, so the sandbox's generated one (kept in `settings`) is current. */
export function needsGeneratedKey(config: ClientSecretConfig): boolean {
  return !config.hashKey && !config.keys;
}

/**
 * The client-secret key ring: `EMONEY_SECRET_HASH_KEYS`, then the older form's key (or the
 * sandbox's `generated` one, see `needsGeneratedKey`) and its previous keys.
 */
export function clientSecretKeyRing(config: ClientSecretConfig, generated?: string): KeyRing {
  const current = config.hashKey ?? generated;
  const older = [...(current ? [current] : []), ...config.previousHashKeys].map(textKey);
  // A previous key may repeat the current one during a rotation: keep its first place.
  const all = [...(config.keys ?? []), ...older].filter((key, i, list) => list.findIndex((k) => k.kid === key.kid) === i);
  return keyRing(all);
}
