/**
 * Sealing a value into a cookie: AES-256-GCM under a key derived from the app's secret, so the
 * browser holds the session but can neither read nor change it.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const key = (secret: string): Buffer => createHash('sha256').update(`partner-app session\0${secret}`).digest();

export function seal(value: unknown, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The sealed value, or `undefined` when the cookie was made under another secret or tampered with. */
export function unseal<T>(sealed: string | undefined, secret: string): T | undefined {
  if (!sealed) return undefined;
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as T;
  } catch {
    return undefined;
  }
}
