import { loadClientSecretConfig, type ClientSecretConfig } from './features/auth/client-secrets.config.js';
import { loadRateLimitConfig, type RateLimitConfig } from './features/rate-limits/rate-limits.config.js';
import { loadSecretsConfig, type SecretsConfig } from './features/secrets/key-list.js';

/** Configuration from the environment; every setting has a default that works on a laptop. */
export type Mode = 'sandbox' | 'production';

export interface Config {
  /** Port of the HTTP API (`PORT`, default 4000). */
  port: number;
  /** Interface to listen on (`HOST`, default 127.0.0.1; use 0.0.0.0 in a container). */
  host: string;
  /** PostgreSQL connection string (`DATABASE_URL`); unset means the embedded PGlite database. */
  databaseUrl: string | undefined;
  /** `sandbox` (fake money, the default) or `production` (`EMONEY_MODE`). */
  mode: Mode;
  /** pino log level (`LOG_LEVEL`, default `info`; `silent` in tests). */
  logLevel: string;
  /** Where the public docs live; returned by `GET /` (`EMONEY_DOCS_URL`). */
  docsUrl: string;
  /** The URL clients reach this server at (`EMONEY_PUBLIC_URL`); the token issuer and the base of redirects. */
  publicUrl: string;
  /**
   * The sign-in page URLs a SIWE message may list as its first resource (`EMONEY_SIWE_SIGNIN_URLS`,
   * comma-separated; default `{publicUrl}/siwe`). Add the provider's own page so messages built by
   * its published client are accepted.
   */
  siweSignInUrls: string[];
  /**
   * Built screens the server serves, each unset means "not built" (a plain 503 page): the hosted
   * onboarding (`EMONEY_ONBOARDING_DIR`) and the docs site (`EMONEY_DOCS_DIR`); `make start` sets both.
   */
  assets: { onboardingDir: string | undefined; docsDir: string | undefined };
  /** PGlite only: where `make start` keeps data (`EMONEY_DATA_DIR`, default `./.data`); unset keeps it in memory. */
  dataDir: string | undefined;
  /** scrypt cost as log2(N) for passwords and client secrets (`EMONEY_PASSWORD_COST`, default 15). */
  passwordCost: number;
  /** Sandbox behaviour: how long the automatic decisions take (ms). */
  sandbox: {
    /** `EMONEY_SANDBOX_KYC_DELAY_MS` (default 2000): submitted profiles are decided after this. */
    kycDelayMs: number;
    /** `EMONEY_SANDBOX_ORDER_DELAY_MS` (default 2000): pending redeem orders are processed after this. */
    orderDelayMs: number;
    /** `EMONEY_SANDBOX_IBAN_DELAY_MS` (default 1000): requested IBANs are provisioned after this. */
    ibanDelayMs: number;
    /**
     * `EMONEY_SANDBOX_OPEN_MAILBOX` (default false; `make start` sets true): a single-user sandbox.
     * Its mailbox shows any address's mail to anyone, and "Forgot password?" changes a password at
     * once. Off (a shared, multi-tenant sandbox), the mailbox shows an email only to the partner
     * whose flow it belongs to (its token) and to the browser that started the sign-up, and the
     * password reset is refused.
     */
    openMailbox: boolean;
  };
  /** Webhooks: may subscriptions point at private/loopback addresses (`EMONEY_WEBHOOK_ALLOW_PRIVATE_URLS`; default: yes in sandbox, no in production). */
  webhooks: { allowPrivateUrls: boolean };
  /** Job queue: how often each process polls (`EMONEY_JOB_POLL_MS`, 250) and how long a claim lasts (`EMONEY_JOB_LEASE_MS`, 60000). */
  jobs: { pollMs: number; leaseMs: number };
  /**
   * Redeem orders: must the signed message name the counterpart's full IBAN (`EMONEY_REQUIRE_FULL_IBAN`,
   * default false)? The shortened form (`DE89...3000`) binds only 8 characters; published clients use it.
   */
  orders: { requireFullIban: boolean };
  /**
   * Upload quota per profile: at most this many files (`EMONEY_UPLOAD_QUOTA_FILES`, default 100) and
   * bytes (`EMONEY_UPLOAD_QUOTA_BYTES`, default 104857600 = 100 MB) stored; 0 turns a quota off.
   */
  uploads: { quotaFiles: number; quotaBytes: number };
  /** Refresh-token families end this long after their grant, however often rotated (`EMONEY_REFRESH_FAMILY_LIFETIME_DAYS`, default 30). */
  auth: {
    refreshFamilyLifetimeMs: number;
    /**
     * Must a confidential client (one with a secret) send its `client_secret` to refresh (RFC 6749, section 6)?
     * `EMONEY_REQUIRE_CLIENT_AUTH_ON_REFRESH`; default yes in production, no in the sandbox (published clients refresh with client_id alone).
     */
    requireClientAuthOnRefresh: boolean;
    /** How often each process rereads the sandbox's signing keys from the database (`EMONEY_SIGNING_KEYS_RELOAD_MS`, default 60000). */
    signingKeysReloadMs: number;
  };
  /**
   * Browser origins allowed to call the API (CORS) besides those of every registered redirect URI
   * (`EMONEY_CORS_ORIGINS`, comma-separated origins such as `https://app.example.com`).
   */
  corsOrigins: string[];
  /** The HMAC key of client secrets (`EMONEY_SECRET_HASH_KEY`, required in production; `EMONEY_SECRET_HASH_PREVIOUS_KEYS`). */
  clientSecrets: ClientSecretConfig;
  /** Rate limits of token, revoke, hosted log-in and sign-up (`EMONEY_RATE_LIMIT_*`, `EMONEY_TRUST_PROXY`). */
  rateLimits: RateLimitConfig;
  /** Country of the IBANs this deployment issues (`EMONEY_IBAN_COUNTRY`, default `IS`). */
  ibanCountry: string;
  /** JSON-RPC endpoints per chain (`EMONEY_RPC_URL_<CHAIN>`, e.g. `EMONEY_RPC_URL_SEPOLIA`); unset chains use the sandbox gateway. */
  rpcUrls: Record<string, string>;
  /** Key material from the environment: `EMONEY_TOKEN_SIGNING_KEYS`, `EMONEY_DATA_KEYS` (required in production). */
  secrets: SecretsConfig;
  /** Sandbox seed, fixed by env for tests and demos; random (and kept) otherwise. */
  seed: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    authClientId: string | undefined;
    redirectUri: string | undefined;
    /** The seeded apps' privacy policy and terms URLs (`EMONEY_SEED_PRIVACY_URL`, `EMONEY_SEED_TERMS_URL`): a SIWE message must list exactly these. */
    privacyPolicyUrl: string;
    termsOfServiceUrl: string;
  };
}

export class ConfigError extends Error {}

function parsePort(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`${name} must be a port number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode = env.EMONEY_MODE ?? 'sandbox';
  if (mode !== 'sandbox' && mode !== 'production') {
    throw new ConfigError(`EMONEY_MODE must be "sandbox" or "production", got "${mode}"`);
  }
  const port = parsePort(env.PORT, 'PORT', 4000);
  const passwordCost = Number(env.EMONEY_PASSWORD_COST ?? 15);
  if (!Number.isInteger(passwordCost) || passwordCost < 10 || passwordCost > 20) {
    throw new ConfigError(`EMONEY_PASSWORD_COST must be a whole number from 10 to 20, got "${env.EMONEY_PASSWORD_COST}"`);
  }
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  for (const name of ['EMONEY_SEED_CLIENT_ID', 'EMONEY_SEED_AUTH_CLIENT_ID']) {
    const value = env[name];
    if (value && !uuid.test(value)) throw new ConfigError(`${name} must be a UUID (client ids are UUIDs), got "${value}"`);
  }
  const delay = (name: string, fallback: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a whole number of milliseconds, got "${raw}"`);
    return value;
  };
  const days = (name: string, fallback: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) throw new ConfigError(`${name} must be a whole number of days (1 or more), got "${raw}"`);
    return value;
  };
  const flag = (name: string, fallback: boolean): boolean => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (raw !== 'true' && raw !== 'false') throw new ConfigError(`${name} must be "true" or "false", got "${raw}"`);
    return raw === 'true';
  };
  const quota = (name: string, fallback: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isSafeInteger(value) || value < 0) throw new ConfigError(`${name} must be a whole number (0 turns it off), got "${raw}"`);
    return value;
  };
  const ibanCountry = (env.EMONEY_IBAN_COUNTRY || 'IS').toUpperCase();
  if (!/^[A-Z]{2}$/.test(ibanCountry)) throw new ConfigError(`EMONEY_IBAN_COUNTRY must be a two-letter country code, got "${ibanCountry}"`);
  const rpcUrls: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const match = /^EMONEY_RPC_URL_([A-Z]+)$/.exec(name);
    if (match?.[1] && value) rpcUrls[match[1].toLowerCase()] = value;
  }
  const publicUrl = (env.EMONEY_PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  if (mode === 'production') requireSecurePublicUrl(publicUrl);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    mode,
    logLevel: env.LOG_LEVEL || 'info',
    docsUrl: env.EMONEY_DOCS_URL || `${publicUrl}/js-monorepo/`,
    publicUrl,
    siweSignInUrls: siweSignInUrls(env.EMONEY_SIWE_SIGNIN_URLS, publicUrl),
    assets: { onboardingDir: env.EMONEY_ONBOARDING_DIR || undefined, docsDir: env.EMONEY_DOCS_DIR || undefined },
    dataDir: env.EMONEY_DATA_DIR || undefined,
    passwordCost,
    sandbox: {
      kycDelayMs: delay('EMONEY_SANDBOX_KYC_DELAY_MS', 2000),
      orderDelayMs: delay('EMONEY_SANDBOX_ORDER_DELAY_MS', 2000),
      ibanDelayMs: delay('EMONEY_SANDBOX_IBAN_DELAY_MS', 1000),
      openMailbox: env.EMONEY_SANDBOX_OPEN_MAILBOX === 'true',
    },
    ibanCountry,
    rpcUrls,
    rateLimits: loadRateLimitConfig(env, ConfigError),
    clientSecrets: loadClientSecretConfig(env, mode, ConfigError),
    orders: { requireFullIban: env.EMONEY_REQUIRE_FULL_IBAN === 'true' },
    uploads: { quotaFiles: quota('EMONEY_UPLOAD_QUOTA_FILES', 100), quotaBytes: quota('EMONEY_UPLOAD_QUOTA_BYTES', 100 * 1024 * 1024) },
    auth: {
      refreshFamilyLifetimeMs: days('EMONEY_REFRESH_FAMILY_LIFETIME_DAYS', 30) * 86_400_000,
      requireClientAuthOnRefresh: flag('EMONEY_REQUIRE_CLIENT_AUTH_ON_REFRESH', mode === 'production'),
      signingKeysReloadMs: Math.max(delay('EMONEY_SIGNING_KEYS_RELOAD_MS', 60_000), 100),
    },
    corsOrigins: corsOrigins(env.EMONEY_CORS_ORIGINS),
    webhooks: {
      allowPrivateUrls: env.EMONEY_WEBHOOK_ALLOW_PRIVATE_URLS ? env.EMONEY_WEBHOOK_ALLOW_PRIVATE_URLS === 'true' : mode === 'sandbox',
    },
    jobs: { pollMs: delay('EMONEY_JOB_POLL_MS', 250), leaseMs: delay('EMONEY_JOB_LEASE_MS', 60_000) },
    secrets: loadSecretsConfig(env),
    seed: {
      clientId: env.EMONEY_SEED_CLIENT_ID || undefined,
      clientSecret: env.EMONEY_SEED_CLIENT_SECRET || undefined,
      authClientId: env.EMONEY_SEED_AUTH_CLIENT_ID || undefined,
      redirectUri: env.EMONEY_SEED_REDIRECT_URI || undefined,
      privacyPolicyUrl: absoluteUrl(env, 'EMONEY_SEED_PRIVACY_URL', 'http://localhost:5173/privacy'),
      termsOfServiceUrl: absoluteUrl(env, 'EMONEY_SEED_TERMS_URL', 'http://localhost:5173/terms'),
    },
  };
}

function absoluteUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  let ok = false;
  try {
    ok = ['http:', 'https:'].includes(new URL(raw).protocol);
  } catch {
    ok = false;
  }
  if (!ok) throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
  return raw;
}

/** `EMONEY_CORS_ORIGINS`: comma-separated origins (scheme, host and port; no path). */
function corsOrigins(value: string | undefined): string[] {
  const origins = (value ?? '').split(',').map((u) => u.trim()).filter((u) => u !== '');
  return origins.map((origin) => {
    let url: URL | undefined;
    try {
      url = new URL(origin);
    } catch {
      url = undefined;
    }
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== origin.replace(/\/$/, '')) {
      throw new ConfigError(`EMONEY_CORS_ORIGINS must list origins such as https://app.example.com (no path), got "${origin}"`);
    }
    return url.origin;
  });
}

/** `EMONEY_SIWE_SIGNIN_URLS`: comma-separated absolute http(s) URLs, kept exactly as written (SIWE compares them as strings). */
/**
 * Production must be served over https: the session and anti-CSRF cookies are `Secure` only when
 * the public URL is https, so an http one would send them in clear. Refuses to start instead; only
 * a loopback host (trying production mode on one's own machine) may use http.
 */
function requireSecurePublicUrl(publicUrl: string): void {
  let url: URL;
  try {
    url = new URL(publicUrl);
  } catch {
    throw new ConfigError(`EMONEY_PUBLIC_URL must be an absolute https URL, got "${publicUrl}"`);
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) || url.hostname.endsWith('.localhost');
  if (url.protocol !== 'https:' && !loopback) {
    throw new ConfigError(
      `EMONEY_PUBLIC_URL must be https in production, got "${publicUrl}": over http the session and anti-CSRF cookies cannot be Secure. ` +
        'Serve the platform behind TLS and set its https URL (http is accepted only for a loopback host).',
    );
  }
}

function siweSignInUrls(value: string | undefined, publicUrl: string): string[] {
  const urls = (value ?? '').split(',').map((u) => u.trim()).filter((u) => u !== '');
  if (urls.length === 0) return [`${publicUrl}/siwe`];
  for (const url of urls) {
    let ok = false;
    try {
      ok = ['http:', 'https:'].includes(new URL(url).protocol);
    } catch {
      ok = false;
    }
    if (!ok) throw new ConfigError(`EMONEY_SIWE_SIGNIN_URLS must list absolute http(s) URLs separated by commas, got "${url}"`);
  }
  return urls;
}
