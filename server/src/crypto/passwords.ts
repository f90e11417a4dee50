import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptRaw = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

/**
 * At most this many scrypt runs at once per process: libuv has 4 threads, and a flood of wrong
 * secrets must leave room for file, DNS and crypto work of everyone else.
 */
export const MAX_CONCURRENT_HASHES = 2;
let running = 0;
let started = 0;
const waiting: (() => void)[] = [];

async function scryptAsync(password: string, salt: Buffer, keylen: number, options: object): Promise<Buffer> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  started += 1;
  try {
    return await scryptRaw(password, salt, keylen, options);
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** How many hashes ran so far and how many run now (observability; tests check the cap and the dummy hash). */
export function hashingStats(): { started: number; running: number } {
  return { started, running };
}

let dummy: Promise<string> | undefined;

/**
 * Checks a password against an unknown user's stand-in hash: always false, but it costs what a
 * real check costs, so the answer time does not tell whether the email exists.
 */
export async function verifyAgainstDummy(password: string, log2N: number): Promise<false> {
  dummy ??= hashPassword('emoney dummy password', log2N);
  await verifyPassword(password, await dummy);
  return false;
}

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
