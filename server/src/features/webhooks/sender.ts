import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { signWebhook } from './signature.js';
import type { ResolvedAddress } from './url-safety.js';

/** A delivery attempt waits at most this long for the receiver's answer. */
export const ATTEMPT_TIMEOUT_MS = 10_000;

export interface AttemptResult {
  ok: boolean;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
}

/**
 * A DNS lookup that answers only the addresses already checked: the socket connects to what the
 * SSRF guard approved, never to a second (rebound) answer. TLS still verifies the URL's host name.
 */
export function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (_host, options, callback) => {
    const usable = addresses.filter((a) => !options.family || a.family === options.family);
    if (options.all) {
      callback(null, usable.map((a) => ({ address: a.address, family: a.family })));
      return;
    }
    const first = usable[0];
    if (!first) {
      callback(Object.assign(new Error('no checked address of the requested family'), { code: 'ENOTFOUND' }), '', 0);
      return;
    }
    callback(null, first.address, first.family);
  };
}

/**
 * Posts one notification: the fixed payload bytes, signed for this attempt's timestamp. Only a
 * 2xx counts (redirects are not followed: a 3xx is a failure). With `pinned`, the connection goes
 * to those addresses only (see resolveWebhookTarget).
 */
export function postWebhook(
  request: { url: string; secret: string; webhookId: string; payload: string; timestamp: number },
  timeoutMs = ATTEMPT_TIMEOUT_MS,
  pinned: readonly ResolvedAddress[] | null = null,
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise<AttemptResult>((resolve) => {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      resolve({ ok: false, statusCode: null, latencyMs: 0, error: 'Invalid URL' });
      return;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      resolve({ ok: false, statusCode: null, latencyMs: 0, error: 'Only http and https URLs receive webhooks' });
      return;
    }
    const body = Buffer.from(request.payload, 'utf8');
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(url, {
      method: 'POST',
      // A fresh connection per attempt: a pooled socket could have been opened to another address.
      agent: false,
      ...(pinned ? { lookup: pinnedLookup(pinned) } : {}),
      headers: {
        'content-type': 'application/json',
        'content-length': String(body.length),
        'user-agent': 'emoney-webhooks/2',
        'webhook-id': request.webhookId,
        'webhook-timestamp': String(request.timestamp),
        'webhook-signature': signWebhook(request.secret, request.webhookId, request.timestamp, request.payload),
      },
    });
    const timer = setTimeout(() => {
      req.destroy(Object.assign(new Error('timeout'), { name: 'TimeoutError' }));
    }, timeoutMs);
    req.on('response', (res) => {
      clearTimeout(timer);
      res.resume();
      req.destroy();
      const status = res.statusCode ?? 0;
      const ok = status >= 200 && status < 300;
      resolve({ ok, statusCode: status, latencyMs: elapsed(), error: ok ? null : `Receiver answered ${status}` });
    });
    req.on('error', (err: Error & { code?: string }) => {
      clearTimeout(timer);
      const reason = err.name === 'TimeoutError' ? `No answer within ${timeoutMs / 1000} s` : (err.code ?? err.message);
      resolve({ ok: false, statusCode: null, latencyMs: elapsed(), error: reason });
    });
    req.end(body);
  });
}
