import type { EnvReader } from '../../env-reader.js';

/**
 * Rate limits of the endpoints that check credentials, and of uploads. Fixed windows counted in the database
 * (shared by every server process). A limit of 0 turns that limit off.
 */
export interface RateLimitConfig {
  /** Length of a counting window (`EMONEY_RATE_LIMIT_WINDOW_SECONDS`, default 60). */
  windowMs: number;
  /** `POST /auth/token` and `POST /auth/revoke` together, per client IP (`EMONEY_RATE_LIMIT_AUTH_PER_IP`, default 300). */
  authPerIp: number;
  /** The same, per `client_id` in the form (`EMONEY_RATE_LIMIT_AUTH_PER_CLIENT`, default 600). */
  authPerClient: number;
  /** Hosted log-in, sign-up, sign-up verification and password reset together, per client IP (`EMONEY_RATE_LIMIT_HOSTED_PER_IP`, default 60). */
  hostedPerIp: number;
  /** Hosted log-in, sign-up, sign-up verification and password reset together, per email address (`EMONEY_RATE_LIMIT_HOSTED_PER_EMAIL`, default 10). */
  hostedPerEmail: number;
  /** `POST /files`, per profile the file is stored for (`EMONEY_RATE_LIMIT_UPLOADS_PER_PROFILE`, default 20). */
  uploadsPerProfile: number;
  /**
   * Express's `trust proxy` (`EMONEY_TRUST_PROXY`: unset, a hop count, or addresses/subnets
   * comma-separated). Behind a reverse proxy set it, or every client shares the proxy's IP.
   */
  trustProxy: number | string | undefined;
}

export function loadRateLimitConfig(env: EnvReader): RateLimitConfig {
  const count = (name: string, fallback: number, min = 0): number => env.integer(name, fallback, { min, means: `a whole number (${min} or more)` });
  const trust = env.text('EMONEY_TRUST_PROXY')?.trim();
  return {
    windowMs: count('EMONEY_RATE_LIMIT_WINDOW_SECONDS', 60, 1) * 1000,
    authPerIp: count('EMONEY_RATE_LIMIT_AUTH_PER_IP', 300),
    authPerClient: count('EMONEY_RATE_LIMIT_AUTH_PER_CLIENT', 600),
    hostedPerIp: count('EMONEY_RATE_LIMIT_HOSTED_PER_IP', 60),
    hostedPerEmail: count('EMONEY_RATE_LIMIT_HOSTED_PER_EMAIL', 10),
    uploadsPerProfile: count('EMONEY_RATE_LIMIT_UPLOADS_PER_PROFILE', 20),
    trustProxy: !trust ? undefined : /^\d+$/.test(trust) ? Number(trust) : trust,
  };
}
