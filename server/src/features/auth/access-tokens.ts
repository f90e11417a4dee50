import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { AuthMethod } from './auth.table.js';
import type { AccessTokenKeys } from './access-token-keys.js';

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
  try {
    const { payload } = await jwtVerify(token, async (header) => {
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
    const { sub, cid, fam, amr } = payload as Record<string, unknown>;
    if (typeof sub !== 'string' || typeof cid !== 'string' || typeof fam !== 'string') return null;
    if (amr !== 'jwt' && amr !== 'resource') return null;
    return { userId: sub, clientId: cid, familyId: fam, authMethod: amr };
  } catch {
    return null;
  }
}
