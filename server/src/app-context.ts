import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { HostResolver } from './features/webhooks/url-safety.js';
import type { Logger } from './logger.js';
import type { PoolUse } from './db/pool-use.js';
import type { AccessTokenKeys } from './features/access/access-token-keys.js';
import type { DataKeyring } from './features/secrets/data-keys.js';
import type { LocalChains } from './features/chain/local-chains.js';

/** What handlers and services may use besides their request. */
export interface AppContext {
  config: Config;
  logger: Logger;
  db: Database;
  clock: Clock;
  /** The access-token signing keys (with ids and rotation): from the environment, or the sandbox's own in the database. */
  signingKey: AccessTokenKeys;
  /** The keys of data encrypted at rest (webhook secrets). */
  dataKeys: DataKeyring;
  /** Resolves webhook hosts before the SSRF check (the system resolver unless a test injects one). */
  webhookResolver?: HostResolver;
  /** The PostgreSQL pool's counters, for /metrics (absent on PGlite). */
  databasePool?: PoolUse;
  /** Sandbox: the EVM testnets run locally by anvil, where mints and burns happen onchain (absent when off). */
  localChains?: LocalChains;
}
