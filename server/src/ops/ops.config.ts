import { ConfigError, type EnvReader } from '../env-reader.js';

/** What one process runs: `api` (HTTP and WebSocket), `worker` (the job queue), or `all` (both; `make start`). */
export type Role = 'api' | 'worker' | 'all';

export interface OpsConfig {
  /** `EMONEY_ROLE` (default `all`). */
  role: Role;
  /**
   * `EMONEY_OPS_PORT`: the process's own port for `/health`, `/ready` (detailed) and `/metrics`,
   * for every role. Unset: a worker serves no HTTP at all, and an api process serves only the
   * minimal `/health` and `/ready` on `PORT` (`/metrics` there only with `EMONEY_OPS_TOKEN`).
   */
  opsPort: number | undefined;
  /**
   * `EMONEY_OPS_TOKEN`: a bearer secret that opens `/metrics` and the detailed `/ready` on the API's
   * own port (for scrapers that cannot reach the operations port). Unset: they are not served there.
   */
  opsToken: string | undefined;
  /**
   * `EMONEY_SHUTDOWN_TIMEOUT_MS` (default 10000): on SIGTERM, how long in-flight requests and claimed
   * jobs get to finish before the process exits anyway (the jobs left are taken over after their lease).
   */
  shutdownTimeoutMs: number;
}

/** Shorter bearer secrets are refused: the operations endpoints would be a guess away. */
const MIN_OPS_TOKEN_LENGTH = 32;

/** Reads the process's role and shutdown settings through the server's one environment reader. */
export function loadOpsConfig(env: EnvReader): OpsConfig {
  const role = env.choice('EMONEY_ROLE', ['api', 'worker', 'all'] as const, 'all');
  const opsPort = env.text('EMONEY_OPS_PORT') === undefined ? undefined : env.integer('EMONEY_OPS_PORT', 0, { max: 65535, means: 'a port number from 0 to 65535' });
  const opsToken = env.text('EMONEY_OPS_TOKEN');
  if (opsToken !== undefined && opsToken.length < MIN_OPS_TOKEN_LENGTH) throw new ConfigError(`EMONEY_OPS_TOKEN must be at least ${MIN_OPS_TOKEN_LENGTH} characters long`);
  const shutdownTimeoutMs = env.integer('EMONEY_SHUTDOWN_TIMEOUT_MS', 10_000, { means: 'a whole number of milliseconds' });
  return { role, opsPort, opsToken, shutdownTimeoutMs };
}
