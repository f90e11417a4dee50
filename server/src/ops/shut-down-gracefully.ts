import type { Server } from 'node:http';
import type { AppContext } from '../app-context.js';
import type { JobRunner } from '../jobs/jobs.js';
import { markDraining } from './readiness.js';

export interface RunningParts {
  ctx: AppContext;
  /** The HTTP servers of this process (the API's, or a worker's ops port). */
  servers: Server[];
  /** Closes the WebSockets (with a reconnect close code) and stops their polling. */
  notifications?: { close(): Promise<void> };
  /** Present when this process runs jobs. */
  jobs?: JobRunner;
  closeDatabase(): Promise<void>;
}

/**
 * SIGTERM: answer /ready with 503 (load balancers stop sending), stop accepting connections, let
 * in-flight requests and claimed jobs finish, close WebSockets with 1012 (service restart: clients
 * reconnect, to another process), then close the database. Whatever is still running after
 * `shutdownTimeoutMs` is cut off: its connections are dropped, and its jobs are taken over by another
 * process once their lease ends (handlers are idempotent). Resolves with the exit code (always 0:
 * a shutdown on request is not a failure).
 */
export async function shutDownGracefully(parts: RunningParts): Promise<number> {
  const { ctx, servers } = parts;
  const started = Date.now();
  markDraining(ctx);
  const closed = Promise.all([
    ...servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Keep-alive connections that are between requests would hold close() open: drop them,
          // now and as each in-flight request finishes.
          server.closeIdleConnections();
        }),
    ),
    parts.notifications?.close(),
    parts.jobs?.stop(),
  ]);
  const idleSweep = setInterval(() => servers.forEach((server) => server.closeIdleConnections()), 50);
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    closed.then(() => 'finished' as const),
    new Promise<'timed out'>((resolve) => {
      timer = setTimeout(() => resolve('timed out'), ctx.config.ops.shutdownTimeoutMs);
    }),
  ]);
  clearTimeout(timer);
  clearInterval(idleSweep);
  if (outcome === 'timed out') {
    ctx.logger.warn({ timeoutMs: ctx.config.ops.shutdownTimeoutMs }, 'shutdown: work still running after the bound; cutting it off');
    for (const server of servers) server.closeAllConnections();
  }
  ctx.signingKey.close?.();
  // The nodes write their state files as they stop.
  await ctx.localChains?.stop().catch((err: unknown) => ctx.logger.warn({ err }, 'shutdown: stopping the local chains failed'));
  await parts.closeDatabase().catch((err: unknown) => ctx.logger.warn({ err }, 'shutdown: closing the database failed'));
  ctx.logger.info({ outcome, ms: Date.now() - started }, 'shut down');
  return 0;
}
