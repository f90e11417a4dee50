import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { LookupFunction } from 'node:net';
import { StringDecoder } from 'node:string_decoder';
import { signWebhook } from './signature.js';
import type { ResolvedAddress } from './url-safety.js';

/** A delivery attempt waits at most this long for the receiver's answer. */
export const ATTEMPT_TIMEOUT_MS = 10_000;

/** Of the receiver's answer, at most this many bytes of its body are kept (shown on the dashboard). */
export const KEPT_BODY_BYTES = 4096;

export interface AttemptResult {
  ok: boolean;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  /** The headers sent, when a request went out (they carry the signature, never the secret). */
  requestHeaders?: Record<string, string>;
  /** The receiver's answer: its headers and the first {@link KEPT_BODY_BYTES} of its body. */
  response?: { headers: Record<string, string>; body: string };
}

/** Headers as one string each (a repeated header joined with `, `). */
function flatHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  return flat;
}

/**
 * The first `max` bytes of a body as text: cut on a character boundary, and without NUL
 * characters (a text column cannot hold them).
 */
export function keptText(bytes: Buffer, max = KEPT_BODY_BYTES): string {
  return new StringDecoder('utf8').write(bytes.subarray(0, max)).replaceAll('\u0000', '\uFFFD');
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

/** Receivers whose connections are kept open between attempts; past that the least recently used is closed. */
const MAX_AGENTS = 256;
/** An idle kept-open connection is closed after this long. */
const IDLE_SOCKET_MS = 4_000;
/** After the answer's head, the rest of its body may take this long before the connection is dropped. */
const BODY_DRAIN_MS = 1_000;

const agents = new Map<string, HttpAgent>();

/**
 * The connection pool for one receiver origin and one set of checked addresses. A pooled
 * connection is reused only for that same pair: it was opened to one of exactly those addresses
 * (through `pinnedLookup`), so reuse never reaches an address the SSRF guard did not approve, and a
 * receiver's host that resolves elsewhere later gets a pool (and connections) of its own.
 */
function agentFor(url: URL, pinned: readonly ResolvedAddress[] | null): HttpAgent {
  const key = `${url.protocol}//${url.host} ${pinned ? pinned.map((a) => a.address).join(',') : '*'}`;
  let agent = agents.get(key);
  if (agent) {
    agents.delete(key);
  } else {
    const options = { keepAlive: true, maxSockets: 32, maxFreeSockets: 32, timeout: IDLE_SOCKET_MS, ...(pinned ? { lookup: pinnedLookup(pinned) } : {}) };
    agent = url.protocol === 'https:' ? new HttpsAgent(options) : new HttpAgent(options);
    if (agents.size >= MAX_AGENTS) {
      const [oldestKey, oldest] = agents.entries().next().value!;
      agents.delete(oldestKey);
      oldest.destroy();
    }
  }
  agents.set(key, agent);
  return agent;
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
    const requestHeaders = {
      'content-type': 'application/json',
      'content-length': String(body.length),
      'user-agent': 'emoney-webhooks/2',
      'webhook-id': request.webhookId,
      'webhook-timestamp': String(request.timestamp),
      'webhook-signature': signWebhook(request.secret, request.webhookId, request.timestamp, request.payload),
    };
    const req = send(url, {
      method: 'POST',
      // Kept open between attempts to the same receiver and checked addresses (agentFor).
      agent: agentFor(url, pinned),
      headers: requestHeaders,
    });
    const timer = setTimeout(() => {
      req.destroy(Object.assign(new Error('timeout'), { name: 'TimeoutError' }));
    }, timeoutMs);
    req.on('response', (res) => {
      clearTimeout(timer);
      // The latency is the time to the answer's head; its body is read (the first
      // KEPT_BODY_BYTES kept, the rest dropped) so the connection can serve the next attempt. A
      // receiver still sending after BODY_DRAIN_MS loses the connection, and the attempt keeps
      // what had come.
      const latencyMs = elapsed();
      const status = res.statusCode ?? 0;
      const ok = status >= 200 && status < 300;
      const kept: Buffer[] = [];
      let keptBytes = 0;
      const done = () => {
        resolve({
          ok,
          statusCode: status,
          latencyMs,
          error: ok ? null : `Receiver answered ${status}`,
          requestHeaders,
          response: { headers: flatHeaders(res.headers), body: keptText(Buffer.concat(kept)) },
        });
      };
      const drain = setTimeout(() => {
        done();
        req.destroy();
      }, BODY_DRAIN_MS);
      res.on('data', (chunk: Buffer) => {
        if (keptBytes >= KEPT_BODY_BYTES) return;
        kept.push(chunk);
        keptBytes += chunk.length;
        // Enough kept: the attempt is recorded now, the rest of the body drains meanwhile.
        if (keptBytes >= KEPT_BODY_BYTES) done();
      });
      res.on('end', done);
      res.on('error', done);
      res.on('close', () => {
        clearTimeout(drain);
        done();
      });
    });
    req.on('error', (err: Error & { code?: string }) => {
      clearTimeout(timer);
      const reason = err.name === 'TimeoutError' ? `No answer within ${timeoutMs / 1000} s` : (err.code ?? err.message);
      resolve({ ok: false, statusCode: null, latencyMs: elapsed(), error: reason, requestHeaders });
    });
    req.end(body);
  });
}
