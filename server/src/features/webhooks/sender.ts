import { signWebhook } from './signature.js';

/** A delivery attempt waits at most this long for the receiver's answer. */
export const ATTEMPT_TIMEOUT_MS = 10_000;

export interface AttemptResult {
  ok: boolean;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
}

/**
 * Posts one notification: the fixed payload bytes, signed for this attempt's timestamp. Only a
 * 2xx counts (redirects are not followed: a 3xx is a failure).
 */
export async function postWebhook(
  request: { url: string; secret: string; webhookId: string; payload: string; timestamp: number },
  timeoutMs = ATTEMPT_TIMEOUT_MS,
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const res = await fetch(request.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'emoney-webhooks/2',
        'webhook-id': request.webhookId,
        'webhook-timestamp': String(request.timestamp),
        'webhook-signature': signWebhook(request.secret, request.webhookId, request.timestamp, request.payload),
      },
      body: request.payload,
    });
    await res.body?.cancel().catch(() => undefined);
    const ok = res.status >= 200 && res.status < 300;
    return { ok, statusCode: res.status, latencyMs: elapsed(), error: ok ? null : `Receiver answered ${res.status}` };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    const reason = e.name === 'TimeoutError' ? `No answer within ${timeoutMs / 1000} s` : (e.cause?.code ?? e.message);
    return { ok: false, statusCode: null, latencyMs: elapsed(), error: reason };
  }
}
