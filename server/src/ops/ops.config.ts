import type { EnvReader } from '../env-reader.js';

/** What one process runs: `api` (HTTP and WebSocket), `worker` (the job queue), or `all` (both; `make start`). */
export type Role = 'api' | 'worker' | 'all';

export interface OpsConfig {
  /** `EMONEY_ROLE` (default `all`). */
  role: Role;
  /**
   * `EMONEY_OPS_PORT`: a worker's own port for `/health`, `/ready` and `/metrics` (unset: a worker
   * serves no HTTP at all). api and all processes serve them on `PORT`.
   */
  opsPort: number | undefined;
  /**
   * `EMONEY_SHUTDOWN_TIMEOUT_MS` (default 10000): on SIGTERM, how long in-flight requests and claimed
   * jobs get to finish before the process exits anyway (the jobs left are taken over after their lease).
   */
  shutdownTimeoutMs: number;
}

/** Reads the process's role and shutdown settings through the server's one environment reader. */
export function loadOpsConfig(env: EnvReader): OpsConfig {
  const role = env.choice('EMONEY_ROLE', ['api', 'worker', 'all'] as const, 'all');
  const opsPort = env.text('EMONEY_OPS_PORT') === undefined ? undefined : env.integer('EMONEY_OPS_PORT', 0, { max: 65535, means: 'a port number from 0 to 65535' });
  const shutdownTimeoutMs = env.integer('EMONEY_SHUTDOWN_TIMEOUT_MS', 10_000, { means: 'a whole number of milliseconds' });
  return { role, opsPort, shutdownTimeoutMs };
}
