import { describe, expect, it } from 'vitest';
import { createVerifier, isValidVerifier, s256Challenge, verifyPkce } from '../../src/crypto/pkce.js';

// RFC 7636 Appendix B (also in /work/shared/test-vectors.md).
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

describe('PKCE S256', () => {
  it('computes the RFC 7636 Appendix B challenge', () => {
    expect(s256Challenge(VERIFIER)).toBe(CHALLENGE);
  });

  it('accepts the RFC 7636 verifier for its challenge', () => {
    expect(verifyPkce(VERIFIER, CHALLENGE)).toBe(true);
  });

  it('refuses a wrong verifier, even one character off', () => {
    const wrong = VERIFIER.slice(0, -1) + (VERIFIER.endsWith('k') ? 'j' : 'k');
    expect(isValidVerifier(wrong)).toBe(true);
    expect(verifyPkce(wrong, CHALLENGE)).toBe(false);
  });

  it('refuses a challenge that is not exactly the S256 value', () => {
    expect(verifyPkce(VERIFIER, CHALLENGE + '=')).toBe(false); // padded
    expect(verifyPkce(VERIFIER, CHALLENGE.toLowerCase())).toBe(false);
    expect(verifyPkce(VERIFIER, '')).toBe(false);
    expect(verifyPkce(VERIFIER, VERIFIER)).toBe(false); // "plain" method is not supported
  });

  it('refuses malformed verifiers even when the challenge matches their hash', () => {
    const malformed = [
      '', // empty
      'a'.repeat(42), // too short
      'a'.repeat(129), // too long
      VERIFIER.slice(0, 42) + '+', // base64 (not url) alphabet
      VERIFIER.slice(0, 42) + '/',
      VERIFIER.slice(0, 42) + '=',
      VERIFIER.slice(0, 42) + ' ',
      VERIFIER.slice(0, 42) + 'é', // non-ASCII
    ];
    for (const v of malformed) {
      expect(isValidVerifier(v), JSON.stringify(v)).toBe(false);
      expect(verifyPkce(v, s256Challenge(v)), JSON.stringify(v)).toBe(false);
    }
  });

  it('accepts both length bounds and all four unreserved punctuation characters', () => {
    for (const v of ['a'.repeat(43), 'Z'.repeat(128), '-._~'.repeat(11)]) {
      expect(verifyPkce(v, s256Challenge(v)), v).toBe(true);
    }
  });

  it('creates fresh 43-character verifiers that verify', () => {
    const a = createVerifier();
    const b = createVerifier();
    expect(a).toHaveLength(43);
    expect(isValidVerifier(a)).toBe(true);
    expect(a).not.toBe(b);
    expect(verifyPkce(a, s256Challenge(a))).toBe(true);
    expect(verifyPkce(b, s256Challenge(a))).toBe(false);
  });
});
