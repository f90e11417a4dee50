import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { rotateSigningKey } from './features/credentials/token-keys.js';
import { createLogger } from './logger.js';

/**
 * `npm run -w server rotate-signing-key`: rotates the access-token signing key a deployment keeps
 * in its database (the sandbox's). Running servers pick the new key up within a minute and keep
 * accepting the old key's tokens until they expire (EMONEY_SIGNING_KEYS_RELOAD_MS). On the embedded
 * database, stop the server first (one process per data folder): it signs with the new key when started again. Production takes its keys from
 * EMONEY_TOKEN_SIGNING_KEYS instead: rotate there (see the README, Security).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.secrets.tokenSigningKeys) {
    throw new ConfigError('EMONEY_TOKEN_SIGNING_KEYS is set: the keys come from the environment; rotate them there');
  }
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, logger });
  try {
    await migrateToLatest(database.db);
    const kid = await rotateSigningKey(database.db, new Date());
    process.stdout.write(`new access-token signing key: ${kid}\n`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? `configuration error: ${err.message}` : err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
