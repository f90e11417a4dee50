/**
 * Every environment variable the server reads, with what it means and its default: the one list
 * the docs site's Environments page and docs/configuration.md are generated from (scripts/env-table.ts), and which the env
 * reader refuses to read past (env-reader.ts), so neither can drift from the code.
 */
export interface EnvVariable {
  /** The name; a family read by pattern (`EMONEY_RPC_URL_<CHAIN>`) names its part in angle brackets. */
  name: string;
  /** What it sets (Markdown: code in backticks). */
  meaning: string;
  /** The default when unset or empty (Markdown), or none. */
  default?: string;
}

export const ENV_VARIABLES: readonly EnvVariable[] = [
  { name: 'EMONEY_MODE', meaning: '`sandbox` (fake money) or `production`', default: '`sandbox`' },
  { name: 'PORT', meaning: 'the port the server listens on (and a minimal `/health` and `/ready`)', default: '`4000`' },
  { name: 'HOST', meaning: 'the address the server listens on', default: '`127.0.0.1`' },
  { name: 'EMONEY_PUBLIC_URL', meaning: 'the URL clients reach the deployment at: the token issuer and the base of redirects', default: '`http://localhost:<PORT>`' },
  { name: 'EMONEY_DOCS_URL', meaning: 'where `GET /` points for the documentation', default: '`<EMONEY_PUBLIC_URL>/js-monorepo/`' },
  { name: 'DATABASE_URL', meaning: 'PostgreSQL; without it, the embedded PGlite database' },
  { name: 'EMONEY_DB_PREPARED_STATEMENTS', meaning: 'PostgreSQL: run repeated statements as prepared ones (`false` behind PgBouncer’s transaction mode before 1.21)', default: '`true`' },
  { name: 'EMONEY_DATA_DIR', meaning: 'where PGlite keeps its data', default: 'in memory (`make start`: `.data`)' },
  { name: 'EMONEY_ONBOARDING_DIR', meaning: 'the built hosted onboarding screens to serve under `/onboarding/`', default: 'not served (`make start`: `onboarding/dist`)' },
  { name: 'EMONEY_DASHBOARD_DIR', meaning: 'the built developer dashboard to serve under `/dashboard/`', default: 'not served (`make start`: `dashboard/dist`)' },
  { name: 'EMONEY_DOCS_DIR', meaning: 'the built documentation site to serve under `/js-monorepo/`', default: 'not served (`make start`: `docs-site/dist`)' },
  { name: 'LOG_LEVEL', meaning: 'the log level (`trace`, `debug`, `info`, `warn`, `error`, `fatal`, `silent`)', default: '`info`' },
  { name: 'LOG_FORMAT', meaning: '`pretty` renders logs for people; otherwise one JSON object a line', default: 'JSON (`make start`: `pretty`)' },
  { name: 'EMONEY_ROLE', meaning: 'what the process runs: `api` (HTTP and WebSocket), `worker` (the job queue) or `all`', default: '`all`' },
  { name: 'EMONEY_OPS_PORT', meaning: 'the process’s own port for `/health`, the detailed `/ready` and `/metrics` (keep it off the public network)', default: 'none (a worker serves no HTTP; an api serves only a minimal `/health` and `/ready` on `PORT`)' },
  { name: 'EMONEY_OPS_TOKEN', meaning: 'a bearer secret (32 characters or more) that opens `/metrics` and the detailed `/ready` on `PORT` too', default: 'none (not served on `PORT`)' },
  { name: 'EMONEY_SHUTDOWN_TIMEOUT_MS', meaning: 'how long a stopping process lets requests and jobs finish', default: '`10000`' },
  { name: 'EMONEY_JOB_POLL_MS', meaning: 'how often each process polls the job queue', default: '`250`' },
  { name: 'EMONEY_JOB_LEASE_MS', meaning: 'how long a claimed job stays claimed', default: '`60000`' },
  { name: 'EMONEY_IBAN_COUNTRY', meaning: 'the country of issued IBANs', default: '`IS`' },
  { name: 'EMONEY_REQUIRE_FULL_IBAN', meaning: 'refuse redeem orders whose IBAN is not complete and valid', default: '`false`' },
  { name: 'EMONEY_PASSWORD_COST', meaning: 'the password hashing cost (10 to 20)', default: '`15`' },
  { name: 'EMONEY_SECRET_HASH_KEYS', meaning: 'the keys client secrets are hashed with (HMAC-SHA256), `kid:base64-key,…`, the first current; required in production (or the older form below), generated and kept in the sandbox' },
  { name: 'EMONEY_SECRET_HASH_KEY', meaning: 'the older form: one key as text (32 characters or more), still read' },
  { name: 'EMONEY_SECRET_HASH_PREVIOUS_KEYS', meaning: 'the older form: earlier keys (comma-separated) still accepted during a rotation' },
  { name: 'EMONEY_TOKEN_SIGNING_KEYS', meaning: 'the access-token signing keys (`kid:key,…`, the first current); unset: kept in the database and rotated with `make admin`' },
  { name: 'EMONEY_DATA_KEYS', meaning: 'the keys secrets at rest (webhook secrets) are sealed with (`kid:base64-key,…`, 32 bytes each, the first current); required in production' },
  { name: 'EMONEY_SIGNING_KEYS_RELOAD_MS', meaning: 'how often each process rereads the token signing keys kept in the database', default: '`60000`' },
  { name: 'EMONEY_AUTH_STATE_TTL_MS', meaning: 'how long a process trusts what it cached of a grant or app (the bound when a change’s notification is missed)', default: '`5000`' },
  { name: 'EMONEY_REFRESH_FAMILY_LIFETIME_DAYS', meaning: 'refresh tokens of one grant end this long after it, however often rotated', default: '`30`' },
  { name: 'EMONEY_REQUIRE_CLIENT_AUTH_ON_REFRESH', meaning: 'whether a client-credentials client must send its `client_secret` to refresh', default: '`true` in production, `false` in the sandbox' },
  { name: 'EMONEY_SIWE_SIGNIN_URLS', meaning: 'the sign-in page URLs a Sign-In with Ethereum message may list as its first resource (comma-separated)', default: '`<EMONEY_PUBLIC_URL>/siwe`' },
  { name: 'EMONEY_CORS_ORIGINS', meaning: 'browser origins allowed to call the API (comma-separated, e.g. `https://app.example.com`), besides the origin of every registered redirect URI' },
  { name: 'EMONEY_RATE_LIMIT_WINDOW_SECONDS', meaning: 'the length of a rate-limit window; over a limit: `429` with `Retry-After`', default: '`60`' },
  { name: 'EMONEY_RATE_LIMIT_AUTH_PER_IP', meaning: '`POST /auth/token` and `/auth/revoke` a window, per client IP', default: '`300`' },
  { name: 'EMONEY_RATE_LIMIT_AUTH_PER_CLIENT', meaning: 'the same, per `client_id`', default: '`600`' },
  { name: 'EMONEY_RATE_LIMIT_HOSTED_PER_IP', meaning: 'hosted log-in, sign-up, its verification and password reset a window, per client IP', default: '`60`' },
  { name: 'EMONEY_RATE_LIMIT_HOSTED_PER_EMAIL', meaning: 'the same, per email address', default: '`10`' },
  { name: 'EMONEY_RATE_LIMIT_UPLOADS_PER_PROFILE', meaning: '`POST /files` a window, per profile', default: '`20`' },
  { name: 'EMONEY_TRUST_PROXY', meaning: 'behind a reverse proxy: which hops to trust for the client IP (`1`, or addresses)' },
  { name: 'EMONEY_UPLOAD_QUOTA_FILES', meaning: 'files stored per profile at most (`0`: no quota)', default: '`100`' },
  { name: 'EMONEY_UPLOAD_QUOTA_BYTES', meaning: 'bytes stored per profile at most (`0`: no quota)', default: '`104857600` (100 MB)' },
  { name: 'EMONEY_WEBHOOK_ALLOW_PRIVATE_URLS', meaning: 'allow webhooks to private addresses (local testing)', default: '`true` in the sandbox, `false` in production' },
  { name: 'EMONEY_SMTP_URL', meaning: 'the SMTP relay emails (sign-up and claim codes) are sent through; without it they wait in the job queue', default: 'none' },
  { name: 'EMONEY_MAIL_FROM', meaning: 'the sender of those emails' },
  { name: 'EMONEY_SANDBOX_OPEN_MAILBOX', meaning: 'the sandbox mailbox shows every email to anyone, and “Forgot password?” is instant (a single-user laptop sandbox)', default: '`false` (`make start`: `true`)' },
  { name: 'EMONEY_SANDBOX_KYC_DELAY_MS', meaning: 'the sandbox decides a profile submitted through the API after this', default: '`2000`' },
  { name: 'EMONEY_SANDBOX_ORDER_DELAY_MS', meaning: 'the sandbox processes a pending redeem order after this', default: '`2000`' },
  { name: 'EMONEY_SANDBOX_IBAN_DELAY_MS', meaning: 'the sandbox provisions a requested IBAN after this', default: '`1000`' },
  { name: 'EMONEY_LOCAL_CHAINS', meaning: 'the EVM testnets the sandbox runs as local nodes (comma-separated), or `off`: see [Your sandbox’s own chain](/js-monorepo/local-chain)', default: '`sepolia,chiado`' },
  { name: 'EMONEY_LOCAL_CHAIN_PORT', meaning: 'the first local node’s port; the next chains take the ports after it; `0` picks free ports', default: '`8545`' },
  { name: 'EMONEY_RPC_URL_<CHAIN>', meaning: 'a JSON-RPC node of one chain (e.g. `EMONEY_RPC_URL_SEPOLIA`), for nodes run elsewhere', default: 'the local node, when it runs' },
  { name: 'EMONEY_SEED_CLIENT_ID', meaning: 'the sandbox’s seeded client-credentials app', default: 'random, kept' },
  { name: 'EMONEY_SEED_CLIENT_SECRET', meaning: 'its secret', default: 'random, kept' },
  { name: 'EMONEY_SEED_AUTH_CLIENT_ID', meaning: 'the sandbox’s seeded authorization-code app', default: 'random, kept' },
  { name: 'EMONEY_SEED_REDIRECT_URI', meaning: 'its redirect URI' },
  { name: 'EMONEY_SEED_DASHBOARD_PASSWORD', meaning: 'the seeded dashboard member’s password', default: 'random, kept' },
  { name: 'EMONEY_SEED_PRIVACY_URL', meaning: 'the seeded apps’ privacy policy URL: a Sign-In with Ethereum message lists it as its 2nd resource', default: '`http://localhost:5173/privacy`' },
  { name: 'EMONEY_SEED_TERMS_URL', meaning: 'the seeded apps’ terms URL, its 3rd resource', default: '`http://localhost:5173/terms`' },
];

/** Whether `name` is declared (a family's members by its pattern: `EMONEY_RPC_URL_SEPOLIA`). */
export function isDeclaredEnvVariable(name: string): boolean {
  return ENV_VARIABLES.some((v) => v.name === name || (v.name.includes('<') && new RegExp(`^${v.name.replace(/<[A-Z]+>/g, '[A-Z0-9_]+')}$`).test(name)));
}
