import { rotateSigningKey } from '../features/credentials/token-keys.js';
import { formatKeyRing, newNamedKey } from '../features/secrets/key-ring.js';
import type { Command } from './command.js';

const rotate: Command = {
  group: 'signing-keys',
  name: 'rotate',
  summary: 'Rotate the access-token signing key',
  details: [
    'Keys kept in the database (the sandbox; EMONEY_TOKEN_SIGNING_KEYS unset): the current key is retired',
    'and a new one signs. Every process picks it up within EMONEY_SIGNING_KEYS_RELOAD_MS; tokens signed',
    'with the retired key keep working until they expire (one hour).',
    'Keys from the environment (production): nothing is changed here. A new key is made and the new',
    'value of EMONEY_TOKEN_SIGNING_KEYS printed (the new key first, the current ones after it): set it on',
    'every process and restart them; drop the old keys from it after an hour and a few minutes.',
  ].join('\n'),
  options: {},
  examples: ['emoney admin signing-keys rotate', 'npm run -w server rotate-signing-key   (the same, kept for scripts)'],
  async run(_input, session) {
    const current = session.config.secrets.tokenSigningKeys;
    if (current) {
      const key = newNamedKey('sig', new Date());
      const value = formatKeyRing([key, ...current]);
      return {
        json: { source: 'environment', kid: key.kid, env: { EMONEY_TOKEN_SIGNING_KEYS: value } },
        human: `new signing key ${key.kid}: set on every process, then restart them\n\nEMONEY_TOKEN_SIGNING_KEYS=${value}\n\nDrop the old keys from it after the access-token lifetime (an hour) has passed.`,
      };
    }
    const ctx = await session.context();
    const kid = await rotateSigningKey(ctx.db, new Date());
    return { json: { source: 'database', kid }, human: `new access-token signing key: ${kid}` };
  },
};

export const SIGNING_KEY_COMMANDS = [rotate];
