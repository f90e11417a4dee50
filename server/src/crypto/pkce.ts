// PKCE (RFC 7636), S256 only: the contract allows no other challenge method. Server-side, so
// Node's crypto is used for SHA-256, randomness and the constant-time comparison.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 7636 §4.1: 43 to 128 characters of the unreserved set. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

/** True when `value` is a syntactically valid code_verifier. */
export function isValidVerifier(value: unknown): value is string {
  return typeof value === 'string' && VERIFIER.test(value);
}

/** The S256 code_challenge of a verifier: base64url (no padding) of SHA-256 over its bytes (ASCII for any valid verifier). */
export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'utf8').digest('base64url');
}

/**
 * True when `verifier` is well formed and its S256 challenge equals `challenge`. The comparison is
 * constant-time so that timing does not leak how much of a guessed challenge matched.
 */
export function verifyPkce(verifier: string, challenge: string): boolean {
  if (!isValidVerifier(verifier) || typeof challenge !== 'string') return false;
  const expected = Buffer.from(s256Challenge(verifier), 'utf8');
  const given = Buffer.from(challenge, 'utf8');
  // timingSafeEqual needs equal lengths; the length of a SHA-256 challenge (43) is public anyway.
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A fresh code_verifier: 32 random bytes in base64url, i.e. 43 characters (RFC 7636 §4.1 advice). */
export function createVerifier(): string {
  return randomBytes(32).toString('base64url');
}
