import type { AppContext } from './app-context.js';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { PartnerClock } from './features/access/partner-time.js';
import { DatabaseTokenKeys, EnvironmentTokenKeys } from './features/credentials/token-keys.js';
import { RevocableTokenKeys } from './features/credentials/revocable-token-keys.js';
import { loadDataKeys } from './features/secrets/data-keys.js';
import { requireProductionSecrets } from './features/secrets/secrets.config.js';
import { resealWebhookSecrets } from './features/webhooks/secret-at-rest.js';
import type { JobRunner } from './jobs/jobs.js';
import { createJobRunner } from './jobs/registry.js';
import type { Logger } from './logger.js';
import { setAuthStateTtl } from './features/access/auth-state-cache.js';
import { startLocalChains } from './features/chain/start-local-chains.js';

export interface Services {
  ctx: AppContext;
  database: DatabaseHandle;
  /** Delayed work; `start()` it to poll (the server does), or call `runDue()` (tests). */
  jobs: JobRunner;
  /** How many webhook secrets were sealed again with the current data key while starting. */
  resealed: number;
}

/** Opens the database named by the config, brings its schema up to date, and assembles the context. */
export async function startServices(
  config: Config,
  logger: Logger,
  options: { clock?: Clock; database?: DatabaseHandle } = {},
): Promise<Services> {
  // Production keeps no key in its database: refuse to start without them, before touching anything.
  requireProductionSecrets(config.mode, config.secrets);
  setAuthStateTtl(config.auth.authStateTtlMs);
  const database = options.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, logger, preparedStatements: config.preparedStatements }));
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) logger.info({ applied }, 'database migrated');
  const clock = options.clock ?? systemClock;
  const onKeysError = (err: unknown) => logger.warn({ err }, 'could not reread the access-token signing keys; keeping the ones loaded');
  const keys = config.secrets.tokenSigningKeys
    ? new EnvironmentTokenKeys(config.secrets.tokenSigningKeys)
    : await DatabaseTokenKeys.open(database.db, clock, { reloadMs: config.auth.signingKeysReloadMs, onError: onKeysError });
  // Less the revoked keys, wherever the keys come from.
  const signingKey = await RevocableTokenKeys.open(keys, database.db, { reloadMs: config.auth.signingKeysReloadMs, onError: onKeysError });
  const dataKeys = await loadDataKeys(database.db, config.secrets.dataKeys);
  // Webhook secrets written in plain text (before encryption at rest) or under a retired data key are sealed again now.
  const resealed = await resealWebhookSecrets(database.db, dataKeys);
  if (resealed > 0) logger.info({ resealed }, 'webhook secrets sealed with the current data key');
  if (config.mode === 'production' && !config.mail.smtp) {
    // Deliberately not fatal: payments and sign-ins keep working without mail, and nothing is lost
    // (each email waits in the job queue, `emoney_jobs_queued{kind="mail.send"}`, until a worker with
    // a relay starts). But sign-up and claim codes do not arrive meanwhile: say so at every start.
    logger.error(
      { missing: ['EMONEY_SMTP_URL', 'EMONEY_MAIL_FROM'] },
      'no SMTP relay configured: emails (sign-up and claim codes) are queued but NOT sent until a worker runs with EMONEY_SMTP_URL and EMONEY_MAIL_FROM',
    );
  }
  const localChains = await startLocalChains(config, { db: database.db, logger, clock });
  // The local nodes answer the chain gateway too (ERC-1271, onchain approvals) on their chains.
  const withChains: Config = localChains ? { ...config, rpcUrls: { ...config.rpcUrls, ...localChains.rpcUrls() } } : config;
  const ctx: AppContext = {
    config: withChains,
    logger,
    db: database.db,
    clock: new PartnerClock(clock),
    signingKey,
    dataKeys,
    ...(database.pool ? { databasePool: database.pool } : {}),
    ...(localChains ? { localChains } : {}),
  };
  return { ctx, database, jobs: createJobRunner(ctx), resealed };
}
