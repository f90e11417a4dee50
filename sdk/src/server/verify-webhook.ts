/**
 * The Standard Webhooks signature check of a notification as a partner's receiver gets it, with
 * Web Crypto (no Node-only import). Server only: a browser never receives webhooks.
 * @module
 */
import { WEBHOOK_TOLERANCE_SECONDS } from '../constants.js';
import { enc } from '../crypto.js';

const toBytes = (b64: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

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
