import { rotateSigningKey } from '../features/credentials/token-keys.js';
import { formatKeyRing, newNamedKey } from '../features/secrets/key-ring.js';
import { NotFound } from '../domain/errors.js';
import { revokeSigningKey } from '../features/credentials/revoked-signing-keys.js';
import { UsageError, type Command } from './command.js';

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

const revoke: Command = {
  group: 'signing-keys',
  name: 'revoke',
  summary: 'Revoke an access-token signing key at once (a leaked key)',
  details: [
    'The key (its kid, as in a token header) stops verifying tokens on every process at once: each is',
    'told on commit (PostgreSQL NOTIFY; within EMONEY_SIGNING_KEYS_RELOAD_MS if it missed the notice) and',
    'forgets the tokens it had verified with it. Every token signed with it is refused from then on;',
    'callers get new ones by signing in or refreshing.',
    'Keys kept in the database (the sandbox): a revoked key that still signs is replaced by a new one.',
    'Keys from the environment (production): the key that signs (the first of EMONEY_TOKEN_SIGNING_KEYS)',
    'cannot be revoked: rotate first (a new key first), restart, then revoke it; drop it from the list later.',
  ].join('\n'),
  options: {},
  positionals: [{ name: 'kid', description: 'The key id to revoke (the `kid` of a token header; `signing-keys rotate` prints them)' }],
  examples: ['emoney admin signing-keys revoke 20261203-1a2b3c4d'],
  async run(input, session) {
    const kid = input.positionals[0]!;
    const fromEnvironment = session.config.secrets.tokenSigningKeys;
    if (fromEnvironment?.[0]?.kid === kid) {
      throw new UsageError(`${kid} signs new tokens (the first key of EMONEY_TOKEN_SIGNING_KEYS): run \`emoney admin signing-keys rotate\`, set the new list on every process, then revoke ${kid}`);
    }
    const ctx = await session.context();
    const inDatabase = await ctx.db.selectFrom('signing_keys').select('kid').where('kid', '=', kid).executeTakeFirst();
    if (!inDatabase && !fromEnvironment?.some((key) => key.kid === kid)) throw new NotFound(`No signing key ${kid}`);
    const { newKid } = await revokeSigningKey(ctx.db, kid, new Date());
    return {
      json: { revoked: kid, ...(newKid ? { newKid } : {}) },
      human: `signing key ${kid} revoked: every process refuses its tokens now${newKid ? `\nnew access-token signing key: ${newKid}` : ''}`,
    };
  },
};

export const SIGNING_KEY_COMMANDS = [rotate, revoke];
