import type { Config } from './config.js';
import type { Logger } from './logger.js';

/** What handlers may use besides their request: configuration and logging (and, later, the database). */
export interface AppContext {
  config: Config;
  logger: Logger;
}
