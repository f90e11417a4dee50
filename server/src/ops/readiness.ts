import { sql } from 'kysely';
import type { AppContext } from '../app-context.js';
import { migrations } from '../db/migrations/index.js';

/** How long /ready waits for the database before calling it unreachable. */
export const READY_TIMEOUT_MS = 2000;

// Processes that are shutting down answer /ready with 503 so a load balancer stops sending them work.
const draining = new WeakSet<object>();

export function markDraining(ctx: AppContext): void {
  draining.add(ctx.config);
}

/**
 * Why this process should not take traffic, or undefined when it may: it is shutting down, the
 * database does not answer (within READY_TIMEOUT_MS), or its schema lacks a migration this
 * code knows (another process is mid-upgrade, or this one is newer than the database).
 */
export async function notReadyBecause(ctx: AppContext): Promise<string | undefined> {
  if (draining.has(ctx.config)) return 'The server is shutting down';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), READY_TIMEOUT_MS);
  });
  try {
    const applied = await Promise.race([sql<{ name: string }>`select name from kysely_migration`.execute(ctx.db), timeout]);
    if (applied === 'timeout') return `The database did not answer within ${READY_TIMEOUT_MS} ms`;
    const names = new Set(applied.rows.map((row) => row.name));
    const missing = Object.keys(migrations).filter((name) => !names.has(name));
    if (missing.length > 0) return `The database lacks ${missing.length} migration(s): ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}`;
    return undefined;
  } catch (err) {
    return `The database is unreachable: ${err instanceof Error ? err.message : String(err)}`;
  } finally {
    clearTimeout(timer);
  }
}
