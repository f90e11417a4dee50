import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

/**
 * Password and client-secret hashing with scrypt, a slow, memory-hard KDF. The stored form
 * carries its parameters (`scrypt$<log2N>$<r>$<p>$<salt>$<hash>`), so the cost can rise later
 * without invalidating old hashes.
 */
export async function hashPassword(password: string, log2N = 15): Promise<string> {
  const salt = randomBytes(16);
  const r = 8;
  const p = 1;
  const hash = await scryptAsync(password, salt, 32, { N: 2 ** log2N, r, p, maxmem: 256 * 2 ** log2N * r });
  return ['scrypt', log2N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [scheme, log2N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !log2N || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: 2 ** Number(log2N),
    r: Number(r),
    p: Number(p),
    maxmem: 256 * 2 ** Number(log2N) * Number(r),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
