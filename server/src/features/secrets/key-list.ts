import { ConfigError } from '../../config.js';

/** A named symmetric key: `kid` travels with what it signed or sealed, so old keys can be found. */
export interface NamedKey {
  kid: string;
  secret: Uint8Array;
}

const KID = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * Parses a key list from the environment: `kid:key,kid:key,…`, each key 32 bytes or more in
 * base64 or base64url (`openssl rand -base64 32`). The first key is the current one (it signs or
 * encrypts); the others are older keys kept only to read what they produced, so rotating is:
 * put the new key first, keep the old one after it for the overlap, then drop it.
 * Unset or empty answers undefined.
 */
export function parseKeyList(name: string, raw: string | undefined): NamedKey[] | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const keys: NamedKey[] = [];
  for (const entry of raw.split(',').map((e) => e.trim()).filter((e) => e !== '')) {
    const colon = entry.indexOf(':');
    const kid = colon > 0 ? entry.slice(0, colon) : '';
    const encoded = colon > 0 ? entry.slice(colon + 1) : '';
    if (!KID.test(kid)) throw new ConfigError(`${name}: each entry is kid:key with a kid of letters, digits, _ or - (at most 40); got an entry starting "${entry.slice(0, 8)}…"`);
    if (!/^[A-Za-z0-9+/_-]+=*$/.test(encoded)) throw new ConfigError(`${name}: the key of "${kid}" is not base64`);
    const secret = new Uint8Array(Buffer.from(encoded.replace(/-/g, '+').replace(/_/g, '/'), 'base64'));
    if (secret.length < 32) throw new ConfigError(`${name}: the key of "${kid}" has ${secret.length} bytes; at least 32 are needed`);
    if (keys.some((k) => k.kid === kid)) throw new ConfigError(`${name}: the kid "${kid}" appears twice`);
    keys.push({ kid, secret });
  }
  return keys.length > 0 ? keys : undefined;
}

/** Key material from the environment (`EMONEY_TOKEN_SIGNING_KEYS`, `EMONEY_DATA_KEYS`); both required in production. */
export interface SecretsConfig {
  /** Access-token HMAC keys, current first. Unset: the sandbox generates and keeps its own in the database. */
  tokenSigningKeys: NamedKey[] | undefined;
  /** AES-256-GCM keys for data encrypted at rest (webhook secrets), current first. Unset: the sandbox generates one. */
  dataKeys: NamedKey[] | undefined;
}

export function loadSecretsConfig(env: NodeJS.ProcessEnv): SecretsConfig {
  const dataKeys = parseKeyList('EMONEY_DATA_KEYS', env.EMONEY_DATA_KEYS);
  for (const key of dataKeys ?? []) {
    if (key.secret.length !== 32) throw new ConfigError(`EMONEY_DATA_KEYS: the key of "${key.kid}" must be exactly 32 bytes (AES-256)`);
  }
  return { tokenSigningKeys: parseKeyList('EMONEY_TOKEN_SIGNING_KEYS', env.EMONEY_TOKEN_SIGNING_KEYS), dataKeys };
}

/** Production keeps no key in its database: both key lists must come from the environment. */
export function requireProductionSecrets(mode: string, secrets: SecretsConfig): void {
  if (mode !== 'production') return;
  const missing = [
    ...(secrets.tokenSigningKeys ? [] : ['EMONEY_TOKEN_SIGNING_KEYS']),
    ...(secrets.dataKeys ? [] : ['EMONEY_DATA_KEYS']),
  ];
  if (missing.length > 0) throw new ConfigError(`${missing.join(' and ')} must be set in production (kid:base64-key; see the README, Security)`);
}
