// The seams other packages' tests and benchmarks build a real server from (`@emoney/server/testing`):
// they import the server only through here, never its files by relative path.
import { fileURLToPath } from 'node:url';

export { createApp } from './app.js';
export type { AppContext } from './app-context.js';
export { startServices } from './bootstrap.js';
export { ManualClock } from './clock.js';
export { ConfigError, loadConfig, type Config } from './config.js';
export { openDatabase, type Database, type DatabaseHandle } from './db/database.js';
export { takeConnectionReentries } from './db/connection-guard.js';
export { toJson } from './db/json.js';
export { migrateToLatest } from './db/migrate.js';
export { answerClientErrors, SERVER_OPTIONS } from './http/client-error.js';
export type { JobRunner } from './jobs/jobs.js';
export { createJobRunner } from './jobs/registry.js';
export { createLogger, type Logger } from './logger.js';
export { createOpsApp } from './ops/create-ops-app.js';
export { chainId, CHAINS } from './crypto/chains.js';
export { signerRecoveryBackend, verifyPersonalSignature } from './crypto/eip191.js';
export { createVerifier, s256Challenge } from './crypto/pkce.js';
export { formatSiweMessage, parseSiweMessage } from './crypto/siwe.js';
export { checkSiweMessage } from './crypto/siwe-rules.js';
export { LINK_MESSAGE } from './features/addresses/link-message.js';
export { emitEvent } from './features/events/events.repository.js';
export { checkOrderMessage } from './features/money/order-message.js';
export { attachOrderNotifications } from './features/events/order-notifications.js';
export { seedSandbox, type SandboxSeed } from './features/sandbox/sandbox-seed.js';
export { REQUEST_LOG_FLUSH_MS, REQUEST_LOG_PRUNE_MS } from './features/dashboard/api-request-recorder.js';
export { insertProfile } from './features/profiles/profiles.repository.js';
export { grantProfile } from './features/customers/users.repository.js';

/** The migration files, whose text keys the test databases' cached template. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./db/migrations/', import.meta.url));
