/**
 * Web Crypto helpers (no Node-only import, no crypto library): PKCE (RFC 7636, S256).
 * `globalThis.crypto` exists in browsers and Node >= 20. The webhook signature check is in the
 * server entry (server/verify-webhook.ts).
 * @module
 */

/** The UTF-8 bytes of `text`. */
export const enc = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text);
const base64url = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** `length` random hexadecimal digits (letters and digits only: fit for a SIWE nonce or an OAuth state), from the CSPRNG. */
export function randomString(length: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(length)), (b) => (b & 15).toString(16)).join('');
}

/**
 * A fresh PKCE code verifier: 32 bytes from the CSPRNG, base64url, 43 characters (RFC 7636, 4.1).
 * @group Auth
 * @category Functions
 */
export function createCodeVerifier(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/**
 * The S256 code challenge of a PKCE code verifier: base64url (no padding) of its SHA-256.
 *
 * @example
 * ```ts
 * await pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk');
 * // 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'
 * ```
 * @group Auth
 * @category Functions
 */
export async function pkceChallenge(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', enc(verifier))));
}
