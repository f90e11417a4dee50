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

type ConfigErrorClass = new (message: string) => Error;

export function loadOpsConfig(env: NodeJS.ProcessEnv, ConfigError: ConfigErrorClass): OpsConfig {
  const role = env.EMONEY_ROLE || 'all';
  if (role !== 'api' && role !== 'worker' && role !== 'all') throw new ConfigError(`EMONEY_ROLE must be "api", "worker" or "all", got "${role}"`);
  const rawPort = env.EMONEY_OPS_PORT;
  let opsPort: number | undefined;
  if (rawPort !== undefined && rawPort !== '') {
    opsPort = Number(rawPort);
    if (!Number.isInteger(opsPort) || opsPort < 0 || opsPort > 65535) throw new ConfigError(`EMONEY_OPS_PORT must be a port number from 0 to 65535, got "${rawPort}"`);
  }
  const rawTimeout = env.EMONEY_SHUTDOWN_TIMEOUT_MS;
  const shutdownTimeoutMs = rawTimeout === undefined || rawTimeout === '' ? 10_000 : Number(rawTimeout);
  if (!Number.isInteger(shutdownTimeoutMs) || shutdownTimeoutMs < 0) {
    throw new ConfigError(`EMONEY_SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds, got "${rawTimeout}"`);
  }
  return { role, opsPort, shutdownTimeoutMs };
}
