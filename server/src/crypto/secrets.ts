import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An unguessable token (codes, refresh tokens, session ids): 32 random bytes, base64url. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What the database keeps instead of a bearer secret: its SHA-256, so a leaked table grants nothing. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
