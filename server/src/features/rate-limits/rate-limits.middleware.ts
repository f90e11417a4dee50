import { createHash } from 'node:crypto';
import type { Express, RequestHandler } from 'express';
import type { AppContext } from '../../app-context.js';
import { HttpError } from '../../http/http-error.js';
import { sendError } from '../../http/send.js';
import { countHit, purgeCounters } from './rate-limits.repository.js';

export const TOO_MANY_REQUESTS = 'Too many requests: wait for the time in Retry-After, then try again';

/** The limited endpoints: the ones that check a credential (and so invite guessing and hashing floods). */
const LIMITED: Record<string, 'auth' | 'hosted'> = {
  '/auth/token': 'auth',
  '/auth/revoke': 'auth',
  '/onboarding/api/session/login': 'hosted',
  '/onboarding/api/session/signup': 'hosted',
  '/onboarding/api/session/signup/resend': 'hosted',
  '/onboarding/api/session/password-reset': 'hosted',
  '/onboarding/api/session/verify': 'hosted',
};

/** The stored key of a limited value: its bucket and a digest, so the table holds no emails or IPs. */
export function limitKey(bucket: 'auth:ip' | 'auth:client' | 'hosted:ip' | 'hosted:email', value: string): string {
  return `${bucket}:${createHash('sha256').update(value).digest('base64url')}`;
}

/** A body field used as a key: a short string, or nothing (the contract check answers bad values later). */
function field(body: unknown, name: string): string | undefined {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.length > 0 && value.length <= 320 ? value.trim().toLowerCase() : undefined;
}

/**
 * Installs the rate limits (after body parsing, before routing): per IP, per `client_id` and per
 * email as configured. Over a limit the answer is `429` with `Retry-After` (seconds) and the
 * error body, and the request goes no further (no hashing, no database writes beyond the count).
 */
export function installRateLimits(app: Express, ctx: AppContext): void {
  const limits = ctx.config.rateLimits;
  if (limits.trustProxy !== undefined) app.set('trust proxy', limits.trustProxy);
  let nextPurge = 0;
  const limiter: RequestHandler = (req, res, next) => {
    const kind = req.method === 'POST' ? LIMITED[req.path] : undefined;
    if (!kind) {
      next();
      return;
    }
    const ip = req.ip ?? 'unknown';
    const clientId = field(req.body, 'client_id');
    const email = field(req.body, 'email');
    const keys: [string, number][] =
      kind === 'auth'
        ? [
            [limitKey('auth:ip', ip), limits.authPerIp],
            [limitKey('auth:client', clientId ?? ''), clientId ? limits.authPerClient : 0],
          ]
        : [
            [limitKey('hosted:ip', ip), limits.hostedPerIp],
            [limitKey('hosted:email', email ?? ''), email ? limits.hostedPerEmail : 0],
          ];
    check(ctx, keys.filter(([, limit]) => limit > 0)).then((retryAfterSeconds) => {
      if (retryAfterSeconds === undefined) {
        next();
        return;
      }
      res.setHeader('Retry-After', String(retryAfterSeconds));
      sendError(res, new HttpError(429, TOO_MANY_REQUESTS));
    }, next);
  };

  /** Counts the request against each key; answers the wait in seconds when one is over its limit. */
  async function check(ctx: AppContext, keys: [string, number][]): Promise<number | undefined> {
    if (keys.length === 0) return undefined;
    const now = ctx.clock.now().getTime();
    const windowStart = new Date(Math.floor(now / limits.windowMs) * limits.windowMs);
    if (now >= nextPurge) {
      nextPurge = now + limits.windowMs;
      await purgeCounters(ctx.db, new Date(windowStart.getTime() - limits.windowMs));
    }
    let wait: number | undefined;
    for (const [key, limit] of keys) {
      const counted = await countHit(ctx.db, key, windowStart);
      if (counted.hits > limit) {
        const seconds = Math.max(1, Math.ceil((counted.windowStart.getTime() + limits.windowMs - now) / 1000));
        wait = Math.max(wait ?? 0, seconds);
      }
    }
    return wait;
  }

  app.use(limiter);
}
