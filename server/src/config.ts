import { EnvReader, ConfigError, isHttpUrl } from './env-reader.js';
import { isDeclaredEnvVariable } from './env-variables.js';
import { loadClientSecretConfig, type ClientSecretConfig } from './features/credentials/client-secrets.config.js';
import { loadLocalChainsConfig, type LocalChainsConfig } from './features/chain/local-chains.config.js';
import { loadMailConfig, type MailConfig } from './features/mail/mail.config.js';
import { loadRateLimitConfig, type RateLimitConfig } from './features/rate-limits/rate-limits.config.js';
import { loadSecretsConfig, type SecretsConfig } from './features/secrets/secrets.config.js';

export { ConfigError };
import { loadOpsConfig, type OpsConfig } from './ops/ops.config.js';

/** Configuration from the environment; every setting has a default that works on a laptop. */
export type Mode = 'sandbox' | 'production';

export interface Config {
  /** Port of the HTTP API (`PORT`, default 4000). */
  port: number;
  /** Interface to listen on (`HOST`, default 127.0.0.1; use 0.0.0.0 in a container). */
  host: string;
  /** PostgreSQL connection string (`DATABASE_URL`); unset means the embedded PGlite database. */
  databaseUrl: string | undefined;
  /** PostgreSQL: run repeated statements as prepared ones (`EMONEY_DB_PREPARED_STATEMENTS`, default true; false behind PgBouncer's transaction mode before 1.21). */
  preparedStatements: boolean;
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
  assets: { onboardingDir: string | undefined; dashboardDir: string | undefined; docsDir: string | undefined };
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
   * And how many uploads are read at once: per caller (app and user, default 2) and in the whole
   * process (default 16); each is held in memory while it is read.
   */
  uploads: { quotaFiles: number; quotaBytes: number; inFlightPerCaller: number; inFlightPerProcess: number };
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
    /**
     * The longest a process trusts what it read about a token family or a client's clock
     * (`EMONEY_AUTH_STATE_TTL_MS`, default 5000): the bound when a change's notification is missed.
     */
    authStateTtlMs: number;
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
  /** Sandbox: the EVM testnets run on loopback by anvil (`EMONEY_LOCAL_CHAINS`, `EMONEY_LOCAL_CHAIN_PORT`); their JSON-RPC URLs join `rpcUrls` once the nodes run. */
  localChains: LocalChainsConfig;
  /** Key material from the environment: `EMONEY_TOKEN_SIGNING_KEYS`, `EMONEY_DATA_KEYS` (required in production). */
  secrets: SecretsConfig;
  /**
   * The SMTP relay production sends its mail through (`EMONEY_SMTP_URL`, `EMONEY_MAIL_FROM`). Production
   * without one starts but keeps every email queued, and says so at start; the sandbox never sends.
   */
  mail: MailConfig;
  /** The process's role and operations settings (`EMONEY_ROLE`, `EMONEY_OPS_PORT`, `EMONEY_SHUTDOWN_TIMEOUT_MS`). */
  ops: OpsConfig;
  /** Sandbox seed, fixed by env for tests and demos; random (and kept) otherwise. */
  seed: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    authClientId: string | undefined;
    redirectUri: string | undefined;
    /** The seeded dashboard member's password (`EMONEY_SEED_DASHBOARD_PASSWORD`); otherwise one is made once and kept. */
    dashboardPassword: string | undefined;
    /** The seeded apps' privacy policy and terms URLs (`EMONEY_SEED_PRIVACY_URL`, `EMONEY_SEED_TERMS_URL`): a SIWE message must list exactly these. */
    privacyPolicyUrl: string;
    termsOfServiceUrl: string;
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const env = new EnvReader(environment, isDeclaredEnvVariable);
  const mode = env.choice('EMONEY_MODE', ['sandbox', 'production'] as const, 'sandbox');
  const port = env.integer('PORT', 4000, { max: 65535, means: 'a port number from 0 to 65535' });
  const passwordCost = env.integer('EMONEY_PASSWORD_COST', 15, { min: 10, max: 20, means: 'a whole number from 10 to 20' });
  for (const name of ['EMONEY_SEED_CLIENT_ID', 'EMONEY_SEED_AUTH_CLIENT_ID']) {
    const value = env.text(name);
    if (value && !UUID.test(value)) throw new ConfigError(`${name} must be a UUID (client ids are UUIDs), got "${value}"`);
  }
  const delay = (name: string, fallback: number) => env.integer(name, fallback, { means: 'a whole number of milliseconds' });
  const days = (name: string, fallback: number) => env.integer(name, fallback, { min: 1, means: 'a whole number of days (1 or more)' });
  const quota = (name: string, fallback: number) => env.integer(name, fallback, { means: 'a whole number (0 turns it off)' });
  const ibanCountry = (env.text('EMONEY_IBAN_COUNTRY') ?? 'IS').toUpperCase();
  if (!/^[A-Z]{2}$/.test(ibanCountry)) throw env.error('EMONEY_IBAN_COUNTRY', 'a two-letter country code', ibanCountry);
  const rpcUrls = Object.fromEntries(env.matching(/^EMONEY_RPC_URL_[A-Z]+$/).map(([name, value]) => [name.slice('EMONEY_RPC_URL_'.length).toLowerCase(), value]));
  const publicUrl = (env.text('EMONEY_PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (mode === 'production') requireSecurePublicUrl(publicUrl);
  const siweSignInUrls = env.list('EMONEY_SIWE_SIGNIN_URLS', { must: 'list absolute http(s) URLs separated by commas', valid: isHttpUrl });
  return {
    port,
    host: env.text('HOST') ?? '127.0.0.1',
    databaseUrl: env.text('DATABASE_URL'),
    preparedStatements: env.flag('EMONEY_DB_PREPARED_STATEMENTS', true),
    mode,
    logLevel: env.text('LOG_LEVEL') ?? 'info',
    docsUrl: env.text('EMONEY_DOCS_URL') ?? `${publicUrl}/js-monorepo/`,
    publicUrl,
    siweSignInUrls: siweSignInUrls.length > 0 ? siweSignInUrls : [`${publicUrl}/siwe`],
    assets: { onboardingDir: env.text('EMONEY_ONBOARDING_DIR'), dashboardDir: env.text('EMONEY_DASHBOARD_DIR'), docsDir: env.text('EMONEY_DOCS_DIR') },
    dataDir: env.text('EMONEY_DATA_DIR'),
    passwordCost,
    sandbox: {
      kycDelayMs: delay('EMONEY_SANDBOX_KYC_DELAY_MS', 2000),
      orderDelayMs: delay('EMONEY_SANDBOX_ORDER_DELAY_MS', 2000),
      ibanDelayMs: delay('EMONEY_SANDBOX_IBAN_DELAY_MS', 1000),
      openMailbox: env.flag('EMONEY_SANDBOX_OPEN_MAILBOX', false),
    },
    ibanCountry,
    rpcUrls,
    localChains: loadLocalChainsConfig(env, mode),
    rateLimits: loadRateLimitConfig(env),
    clientSecrets: loadClientSecretConfig(env, mode),
    orders: { requireFullIban: env.flag('EMONEY_REQUIRE_FULL_IBAN', false) },
    uploads: { quotaFiles: quota('EMONEY_UPLOAD_QUOTA_FILES', 100), quotaBytes: quota('EMONEY_UPLOAD_QUOTA_BYTES', 100 * 1024 * 1024), inFlightPerCaller: 2, inFlightPerProcess: 16 },
    auth: {
      refreshFamilyLifetimeMs: days('EMONEY_REFRESH_FAMILY_LIFETIME_DAYS', 30) * 86_400_000,
      requireClientAuthOnRefresh: env.flag('EMONEY_REQUIRE_CLIENT_AUTH_ON_REFRESH', mode === 'production'),
      signingKeysReloadMs: Math.max(delay('EMONEY_SIGNING_KEYS_RELOAD_MS', 60_000), 100),
      authStateTtlMs: delay('EMONEY_AUTH_STATE_TTL_MS', 5_000),
    },
    corsOrigins: corsOrigins(env),
    webhooks: { allowPrivateUrls: env.flag('EMONEY_WEBHOOK_ALLOW_PRIVATE_URLS', mode === 'sandbox') },
    jobs: { pollMs: delay('EMONEY_JOB_POLL_MS', 250), leaseMs: delay('EMONEY_JOB_LEASE_MS', 60_000) },
    secrets: loadSecretsConfig(env),
    mail: loadMailConfig(env),
    ops: loadOpsConfig(env),
    seed: {
      clientId: env.text('EMONEY_SEED_CLIENT_ID'),
      clientSecret: env.text('EMONEY_SEED_CLIENT_SECRET'),
      authClientId: env.text('EMONEY_SEED_AUTH_CLIENT_ID'),
      redirectUri: env.text('EMONEY_SEED_REDIRECT_URI'),
      dashboardPassword: env.text('EMONEY_SEED_DASHBOARD_PASSWORD'),
      privacyPolicyUrl: env.httpUrl('EMONEY_SEED_PRIVACY_URL', 'http://localhost:5173/privacy'),
      termsOfServiceUrl: env.httpUrl('EMONEY_SEED_TERMS_URL', 'http://localhost:5173/terms'),
    },
  };
}

/** `EMONEY_CORS_ORIGINS`: comma-separated origins (scheme, host and port; no path). */
function corsOrigins(env: EnvReader): string[] {
  const isOrigin = (origin: string) => isHttpUrl(origin) && new URL(origin).origin === origin.replace(/\/$/, '');
  return env.list('EMONEY_CORS_ORIGINS', { must: 'list origins such as https://app.example.com (no path)', valid: isOrigin }).map((origin) => new URL(origin).origin);
}

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
