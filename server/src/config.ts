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
  return {
    port: parsePort(env.PORT, 'PORT', 4000),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    mode,
    logLevel: env.LOG_LEVEL || 'info',
    docsUrl: env.EMONEY_DOCS_URL || 'http://localhost:4000/js-monorepo/',
  };
}
