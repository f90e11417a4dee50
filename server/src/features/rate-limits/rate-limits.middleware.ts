import { createHash } from 'node:crypto';
import type { Express, Request, Response } from 'express';
import { operations as hostedOperations } from '@emoney/api-types/onboarding-operations';
import { operations as dashboardOperations } from '@emoney/api-types/dashboard-operations';
import { operations as apiOperations } from '@emoney/api-types/operations';
import type { AppContext } from '../../app-context.js';
import { RateLimited } from '../../domain/errors.js';
import { deploymentNow } from '../access/partner-time.js';
import { countHit, purgeCounters } from './rate-limits.repository.js';

export const TOO_MANY_REQUESTS = 'Too many requests: wait for the time in Retry-After, then try again';

type LimitClass = 'auth' | 'hosted';

/**
 * The limited operations, by operationId, from the contract's `x-rate-limit` (generated into the
 * operation lists): the ones that check a credential (and so invite guessing and hashing floods).
 * Keyed by the operation the router resolved, never by path text: `/auth/token/` is `createToken`
 * too. (`upload` is counted per profile by the files service, once the caller is known.)
 */
function limitedOperations(list: readonly { operationId: string; rateLimit: string | null }[]): Map<string, LimitClass> {
  return new Map(list.flatMap((op) => (op.rateLimit === 'auth' || op.rateLimit === 'hosted' ? [[op.operationId, op.rateLimit] as const] : [])));
}
// The dashboard's sign-up and sign-in count in the hosted buckets: one person's guesses, whichever screen.
const LIMITED = { api: limitedOperations(apiOperations), hosted: limitedOperations(hostedOperations), dashboard: limitedOperations(dashboardOperations) };

/** Called by the contract router with the operation it resolved; throws `RateLimited` over a limit. */
export type BeforeOperation = (operationId: string, req: Request, res: Response) => Promise<boolean>;

/** The stored key of a limited value: its bucket and a digest, so the table holds no emails or IPs. */
export function limitKey(bucket: 'auth:ip' | 'auth:client' | 'hosted:ip' | 'hosted:email' | 'upload:profile', value: string): string {
  return `${bucket}:${createHash('sha256').update(value).digest('base64url')}`;
}

/** A body field used as a key: a short string, or nothing (the contract check answers bad values later). */
function field(body: unknown, name: string): string | undefined {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.length > 0 && value.length <= 320 ? value.trim().toLowerCase() : undefined;
}

/**
 * Counts one request against one key (a limit of 0 counts nothing); answers the seconds to wait
 * when the key is over its limit in the current window (on the deployment's clock). For limits
 * keyed by something only a handler knows (the profile of an upload).
 */
export async function overLimit(ctx: AppContext, key: string, limit: number): Promise<number | undefined> {
  if (limit <= 0) return undefined;
  const windowMs = ctx.config.rateLimits.windowMs;
  const now = deploymentNow(ctx).getTime();
  const counted = await countHit(ctx.db, key, new Date(Math.floor(now / windowMs) * windowMs));
  if (counted.hits <= limit) return undefined;
  return Math.max(1, Math.ceil((counted.windowStart.getTime() + windowMs - now) / 1000));
}

/**
 * The rate limits, run by each contract's router once it resolved the operation (before the
 * contract check): per IP, per `client_id` and per email as configured. Over a limit the answer is
 * `429` with `Retry-After` (seconds) and the error body, and the request goes no further (no
 * hashing, no database writes beyond the count). Windows count on the deployment's clock, never a
 * partner's moved sandbox clock.
 */
export function installRateLimits(app: Express, ctx: AppContext): { api: BeforeOperation; hosted: BeforeOperation; dashboard: BeforeOperation } {
  const limits = ctx.config.rateLimits;
  if (limits.trustProxy !== undefined) app.set('trust proxy', limits.trustProxy);
  let nextPurge = 0;
  const limiter = (contract: keyof typeof LIMITED): BeforeOperation => async (operationId, req) => {
    const kind = LIMITED[contract].get(operationId);
    if (!kind) return true;
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
    const retryAfterSeconds = await check(ctx, keys.filter(([, limit]) => limit > 0));
    if (retryAfterSeconds === undefined) return true;
    // The error net answers it: 429, `Retry-After` and the error body.
    throw new RateLimited(TOO_MANY_REQUESTS, retryAfterSeconds);
  };

  /** Counts the request against each key; answers the wait in seconds when one is over its limit. */
  async function check(ctx: AppContext, keys: [string, number][]): Promise<number | undefined> {
    if (keys.length === 0) return undefined;
    const now = deploymentNow(ctx).getTime();
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

  return { api: limiter('api'), hosted: limiter('hosted'), dashboard: limiter('dashboard') };
}
