import type { AppContext } from './app-context.js';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { loadSigningKey } from './features/auth/signing-key.js';
import { PartnerClock } from './features/sandbox/partner-time.js';
import type { JobRunner } from './jobs/jobs.js';
import { createJobRunner } from './jobs/registry.js';
import type { Logger } from './logger.js';

export interface Services {
  ctx: AppContext;
  database: DatabaseHandle;
  /** Delayed work; `start()` it to poll (the server does), or call `runDue()` (tests). */
  jobs: JobRunner;
}

/** Opens the database named by the config, brings its schema up to date, and assembles the context. */
export async function startServices(
  config: Config,
  logger: Logger,
  options: { clock?: Clock; database?: DatabaseHandle } = {},
): Promise<Services> {
  const database = options.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, logger }));
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) logger.info({ applied }, 'database migrated');
  const signingKey = await loadSigningKey(database.db);
  const ctx: AppContext = { config, logger, db: database.db, clock: new PartnerClock(options.clock ?? systemClock), signingKey };
  return { ctx, database, jobs: createJobRunner(ctx) };
}
