import type { Express } from 'express';
import { createApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';

/** A server as `make start` builds it, with quiet logs and every answer checked against the contract. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<Express> {
  const config = { ...loadConfig({ ...process.env, LOG_LEVEL: 'silent' }), ...overrides };
  return createApp({ config, logger: createLogger(config.logLevel) }, { validateResponses: true });
}
