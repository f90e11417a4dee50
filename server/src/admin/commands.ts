import type { Command } from './command.js';
import { APP_COMMANDS } from './apps.js';
import { DATA_KEY_COMMANDS } from './data-keys.js';
import { GRANT_COMMANDS } from './grants.js';
import { PARTNER_COMMANDS } from './partners.js';
import { SECRET_COMMANDS } from './secrets.js';
import { SIGNING_KEY_COMMANDS } from './signing-keys.js';
import { WEBHOOK_COMMANDS } from './webhooks.js';

/** Every `emoney admin` command, in the order the help lists them. */
export const ADMIN_COMMANDS: readonly Command[] = [
  ...PARTNER_COMMANDS,
  ...APP_COMMANDS,
  ...SECRET_COMMANDS,
  ...SIGNING_KEY_COMMANDS,
  ...DATA_KEY_COMMANDS,
  ...GRANT_COMMANDS,
  ...WEBHOOK_COMMANDS,
];
