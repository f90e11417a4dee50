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
  /** PGlite only: where `make start` keeps data (`EMONEY_DATA_DIR`, default `./.data`); unset keeps it in memory. */
  dataDir: string | undefined;
  /** scrypt cost as log2(N) for passwords and client secrets (`EMONEY_PASSWORD_COST`, default 15). */
  passwordCost: number;
  /** Sandbox seed, fixed by env for tests and demos; random (and kept) otherwise. */
  seed: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    authClientId: string | undefined;
    redirectUri: string | undefined;
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
  const publicUrl = (env.EMONEY_PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    mode,
    logLevel: env.LOG_LEVEL || 'info',
    docsUrl: env.EMONEY_DOCS_URL || `${publicUrl}/js-monorepo/`,
    publicUrl,
    dataDir: env.EMONEY_DATA_DIR || undefined,
    passwordCost,
    seed: {
      clientId: env.EMONEY_SEED_CLIENT_ID || undefined,
      clientSecret: env.EMONEY_SEED_CLIENT_SECRET || undefined,
      authClientId: env.EMONEY_SEED_AUTH_CLIENT_ID || undefined,
      redirectUri: env.EMONEY_SEED_REDIRECT_URI || undefined,
    },
  };
}
