import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { HostResolver } from './features/webhooks/url-safety.js';
import type { Logger } from './logger.js';

/** What handlers and services may use besides their request. */
export interface AppContext {
  config: Config;
  logger: Logger;
  db: Database;
  clock: Clock;
  /** HMAC key of access tokens, shared by every process on the database. */
  signingKey: Uint8Array;
  /** Resolves webhook hosts before the SSRF check (the system resolver unless a test injects one). */
  webhookResolver?: HostResolver;
}
