import { randomBytes } from 'node:crypto';

/** A named symmetric key: `kid` travels with what it signed, sealed or hashed, so the key can be found again. */
export interface NamedKey {
  kid: string;
  secret: Uint8Array;
}

/**
 * Every keyed secret of the server (token signing keys, data keys, client-secret hash keys) is a
 * key ring: the first key is the current one (it signs, seals or hashes); the others are older
 * keys kept only to verify or open what they made. Rotating is: put the new key first, keep the
 * old one after it for the overlap, then drop it.
 */
export type KeyRing = readonly [NamedKey, ...NamedKey[]];

const KID = /^[A-Za-z0-9_-]{1,40}$/;

/** The ring of these keys, current first: at least one key, no kid twice. */
export function keyRing(keys: readonly NamedKey[]): KeyRing {
  if (keys.length === 0) throw new Error('a key ring needs at least one key');
  const twice = keys.find((key, i) => keys.findIndex((k) => k.kid === key.kid) !== i);
  if (twice) throw new Error(`the kid "${twice.kid}" appears twice in a key ring`);
  return keys as unknown as KeyRing;
}

/** The key of a ring that made something, by the kid it names. */
export function keyOf(ring: KeyRing, kid: string): NamedKey | undefined {
  return ring.find((key) => key.kid === kid);
}

/**
 * Parses a key ring as the environment writes it: `kid:key,kid:key,…`, each key 32 bytes or more
 * (exactly `bytes` when given) in base64 or base64url (`openssl rand -base64 32`), the current
 * key first. Unset or empty answers no ring; a bad entry answers what is wrong with it.
 */
export function parseKeyRing(raw: string | undefined, rule: { bytes?: number } = {}): { ring: KeyRing | undefined } | { problem: string } {
  const keys: NamedKey[] = [];
  for (const entry of (raw ?? '').split(',').map((e) => e.trim()).filter((e) => e !== '')) {
    const colon = entry.indexOf(':');
    const kid = colon > 0 ? entry.slice(0, colon) : '';
    const encoded = colon > 0 ? entry.slice(colon + 1) : '';
    if (!KID.test(kid)) return { problem: `each entry is kid:key with a kid of letters, digits, _ or - (at most 40); got an entry starting "${entry.slice(0, 8)}…"` };
    if (!/^[A-Za-z0-9+/_-]+=*$/.test(encoded)) return { problem: `the key of "${kid}" is not base64` };
    const secret = new Uint8Array(Buffer.from(encoded.replace(/-/g, '+').replace(/_/g, '/'), 'base64'));
    if (secret.length < 32) return { problem: `the key of "${kid}" has ${secret.length} bytes; at least 32 are needed` };
    if (rule.bytes !== undefined && secret.length !== rule.bytes) return { problem: `the key of "${kid}" must be exactly ${rule.bytes} bytes` };
    if (keys.some((k) => k.kid === kid)) return { problem: `the kid "${kid}" appears twice` };
    keys.push({ kid, secret });
  }
  return { ring: keys.length > 0 ? keyRing(keys) : undefined };
}

/** A ring as the environment writes it (`kid:base64url-key,…`), the inverse of `parseKeyRing`: what a rotation prints. */
export function formatKeyRing(ring: readonly NamedKey[]): string {
  return ring.map((key) => `${key.kid}:${Buffer.from(key.secret).toString('base64url')}`).join(',');
}

/** A new random 32-byte key whose kid says when it was made (for people reading it) plus randomness (for uniqueness). */
export function newNamedKey(prefix: string, now: Date): NamedKey {
  const kid = `${prefix}-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${randomBytes(3).toString('hex')}`;
  return { kid, secret: new Uint8Array(randomBytes(32)) };
}
