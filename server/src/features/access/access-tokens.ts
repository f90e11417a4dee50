import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { AccessTokenKeys } from './access-token-keys.js';

/** How the caller proved who it is: a user's token (`jwt`) or an app's own (`resource`, client credentials). */
export type AuthMethod = 'jwt' | 'resource';

/** Access tokens live one hour (product specification, section 9). */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;

export interface AccessTokenClaims {
  /** The user the token speaks for (for client credentials, the app's application user). */
  userId: string;
  clientId: string;
  familyId: string;
  authMethod: AuthMethod;
}

/**
 * Signed (HS256) so any server process can check a token without asking another; the header's
 * `kid` names the key, so keys can rotate while the tokens of the previous key still verify.
 */
export async function signAccessToken(claims: AccessTokenClaims, keys: AccessTokenKeys, issuer: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const key = await keys.signing();
  return new SignJWT({ cid: claims.clientId, fam: claims.familyId, amr: claims.authMethod })
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: key.kid })
    .setIssuer(issuer)
    .setSubject(claims.userId)
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(key.secret);
}

/** The claims of a valid token, or null for anything else (bad signature, expired, malformed). */
export async function verifyAccessToken(token: string, keys: AccessTokenKeys, issuer: string, now: Date): Promise<AccessTokenClaims | null> {
  const known = knownAccessToken(token, keys, issuer, now);
  if (known !== undefined) return known;
  const cache = verifiedTokens(keys);
  const verified = await verifySignedToken(token, keys, issuer, now);
  if (verified) {
    if (cache.size >= MAX_VERIFIED_TOKENS) cache.delete(cache.keys().next().value!);
    cache.set(token, { ...verified, issuer });
  }
  return verified?.claims ?? null;
}

/**
 * {@link verifyAccessToken} for a token already verified here, without the HMAC and without a
 * promise: its bytes cannot change, so only what can (the clock against its expiry, its key's
 * retirement) is judged again. Undefined when this process has not verified the token.
 */
export function knownAccessToken(token: string, keys: AccessTokenKeys, issuer: string, now: Date): AccessTokenClaims | null | undefined {
  const cache = verifiedTokens(keys);
  const known = cache.get(token);
  if (!known || known.issuer !== issuer) return undefined;
  if (known.exp > Math.floor(now.getTime() / 1000) && keys.accepts(known.kid)) return known.claims;
  cache.delete(token);
  return null;
}

/**
 * The client a token verified here before names (no expiry or key judged: for choosing the clock
 * to judge them by, as `unverifiedClientId` does for a token not seen yet).
 */
export function knownClientId(token: string, keys: AccessTokenKeys): string | undefined {
  return verifiedTokens(keys).get(token)?.claims.clientId;
}

/** Forgets every token verified with `keys` (a key was revoked: each is judged again, from its signature). */
export function forgetVerifiedTokens(keys: AccessTokenKeys): void {
  verified.get(keys)?.clear();
}

const MAX_VERIFIED_TOKENS = 10_000;
interface VerifiedToken {
  claims: AccessTokenClaims;
  kid: string | undefined;
  exp: number;
  issuer: string;
}
const verified = new WeakMap<AccessTokenKeys, Map<string, VerifiedToken>>();
function verifiedTokens(keys: AccessTokenKeys): Map<string, VerifiedToken> {
  let cache = verified.get(keys);
  if (!cache) {
    cache = new Map();
    verified.set(keys, cache);
  }
  return cache;
}

async function verifySignedToken(token: string, keys: AccessTokenKeys, issuer: string, now: Date): Promise<Omit<VerifiedToken, 'issuer'> | null> {
  try {
    const { payload, protectedHeader } = await jwtVerify(token, async (header) => {
      // An unknown or expired key id fails like a bad signature.
      const key = await keys.verifying(header.kid);
      if (!key) throw new Error('unknown signing key');
      return key.secret;
    }, {
      issuer,
      algorithms: ['HS256'],
      typ: 'at+jwt',
      currentDate: now,
    });
    const { sub, cid, fam, amr, exp } = payload as Record<string, unknown>;
    if (typeof sub !== 'string' || typeof cid !== 'string' || typeof fam !== 'string' || typeof exp !== 'number') return null;
    if (amr !== 'jwt' && amr !== 'resource') return null;
    return { claims: { userId: sub, clientId: cid, familyId: fam, authMethod: amr }, kid: protectedHeader.kid, exp };
  } catch {
    return null;
  }
}
