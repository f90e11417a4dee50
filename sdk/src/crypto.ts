/**
 * Web Crypto helpers (no Node-only import, no crypto library): PKCE (RFC 7636, S256) and
 * Standard Webhooks signature checks. `globalThis.crypto` exists in browsers and Node >= 20.
 * @module
 */
import { WEBHOOK_TOLERANCE_SECONDS } from './constants.js';

const enc = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text);
const toBytes = (b64: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
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

/**
 * The headers of a webhook request: a `Headers` object (fetch, edge runtimes) or a plain record
 * such as Node's `req.headers`. Names are matched in any case.
 * @group Webhooks
 * @category Type aliases
 */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

/**
 * Options of {@link verifyWebhook}.
 * @group Webhooks
 * @category Interfaces
 */
export interface VerifyWebhookOptions {
  /** Seconds the `webhook-timestamp` may differ from now; default 300 (5 minutes). */
  tolerance?: number;
  /** The receiver's clock; default the current time. */
  now?: Date;
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof headers.get === 'function') return (headers as Headers).get(name) ?? undefined;
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return Array.isArray(value) ? value[0] : (value as string);
  return undefined;
}

/**
 * Checks a webhook notification as a partner's receiver gets it (Standard Webhooks): the
 * `webhook-signature` must be `v1,` + base64 of the HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{payload}`
 * keyed with the secret (the base64 after `whsec_`, decoded), and `webhook-timestamp` within 5
 * minutes of now. Pass the body exactly as received (the raw string or bytes, never re-serialized
 * JSON). Resolves `true` only when both hold; never throws on bad input.
 *
 * @example
 * ```ts
 * app.post('/webhooks/emoney', express.raw({ type: '*\/*' }), async (req, res) => {
 *   if (!(await verifyWebhook(req.body, req.headers, process.env.EMONEY_WEBHOOK_SECRET!))) return res.sendStatus(400);
 *   const event = JSON.parse(req.body.toString('utf8')) as WebhookEvent;
 *   res.sendStatus(200);
 * });
 * ```
 * @group Webhooks
 * @category Functions
 */
export async function verifyWebhook(
  payload: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
  options: VerifyWebhookOptions = {},
): Promise<boolean> {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  const now = (options.now ?? new Date()).getTime() / 1000;
  if (!id || !timestamp || !signatures || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(now - Number(timestamp)) > (options.tolerance ?? WEBHOOK_TOLERANCE_SECONDS)) return false;
  try {
    const key = await crypto.subtle.importKey('raw', toBytes(secret.replace(/^whsec_/, '')), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    const body = typeof payload === 'string' ? enc(payload) : payload;
    const prefix = enc(`${id}.${timestamp}.`);
    const signed = new Uint8Array(prefix.length + body.length);
    signed.set(prefix);
    signed.set(body, prefix.length);
    for (const part of signatures.split(' ')) {
      const [version, value] = part.split(',');
      // subtle.verify compares in constant time.
      if (version === 'v1' && value && (await crypto.subtle.verify('HMAC', key, toBytes(value), signed))) return true;
    }
  } catch {
    // A secret or signature that is not base64: not a valid notification.
  }
  return false;
}
