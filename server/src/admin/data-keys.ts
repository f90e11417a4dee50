import { sql } from 'kysely';
import { loadDataKeyRing } from '../features/secrets/data-keys.js';
import { formatKeyRing, newNamedKey } from '../features/secrets/key-ring.js';
import { resealWebhookSecrets } from '../features/webhooks/secret-at-rest.js';
import { table, type Command } from './command.js';

const rotate: Command = {
  group: 'data-keys',
  name: 'rotate',
  summary: 'Make a new data key and print the new EMONEY_DATA_KEYS value',
  details: [
    'Data keys (AES-256-GCM) seal what is kept encrypted at rest (webhook secrets); each sealed value names',
    'its key. EMONEY_DATA_KEYS is a key ring, `kid:key,kid:key`: the first key seals, every listed key opens.',
    'Rotating is: 1. set the printed value (the new key first, the current ones after it) on every process',
    'and restart them; each process seals every value again with the new key as it starts; 2. check with',
    '`emoney admin data-keys status` that no value is left under an old key (`data-keys reseal` seals them',
    'now); 3. drop the old keys from the value. Nothing is changed by this command itself. On a sandbox',
    'without EMONEY_DATA_KEYS, its generated key (kept in the database) is listed after the new one.',
  ].join('\n'),
  options: {},
  examples: ['emoney admin data-keys rotate', 'emoney admin data-keys rotate --json'],
  async run(_input, session) {
    const ctx = await session.context();
    const current = await loadDataKeyRing(ctx.db, session.config.secrets.dataKeys);
    const key = newNamedKey('data', new Date());
    const value = formatKeyRing([key, ...current]);
    return {
      json: { kid: key.kid, previousKids: current.map((k) => k.kid), env: { EMONEY_DATA_KEYS: value } },
      human: `new data key ${key.kid}: set on every process, then restart them\n\nEMONEY_DATA_KEYS=${value}\n\nThen \`emoney admin data-keys status\`; drop the old keys once nothing is sealed with them.`,
    };
  },
};

const reseal: Command = {
  group: 'data-keys',
  name: 'reseal',
  summary: 'Seal every value again with the current data key (the first of EMONEY_DATA_KEYS)',
  details: 'What every process does as it starts; run it after a rotation to finish without a restart. Run it with the new EMONEY_DATA_KEYS only once every process has it (a process without the new key cannot open what it seals).',
  options: {},
  examples: ['EMONEY_DATA_KEYS=… emoney admin data-keys reseal'],
  async run(_input, session) {
    const ctx = await session.context();
    const resealed = session.resealedOnOpen() + (await resealWebhookSecrets(ctx.db, ctx.dataKeys));
    return { json: { currentKid: ctx.dataKeys.currentKid, resealed }, human: `${resealed} value(s) sealed again with data key ${ctx.dataKeys.currentKid}` };
  },
};

const status: Command = {
  group: 'data-keys',
  name: 'status',
  summary: 'Count the values sealed under each data key (read-only)',
  details: 'An old key may leave EMONEY_DATA_KEYS once no value is sealed with it. Opening the database seals again what it can, as the server does at start.',
  options: {},
  examples: ['emoney admin data-keys status --json'],
  async run(_input, session) {
    const ctx = await session.context();
    const rows = await sql<{ kid: string; count: string }>`
      select case when secret like 'enc:v1:%' then split_part(secret, ':', 3) else '(plain text)' end as kid, count(*)::text as count
      from webhook_subscriptions group by 1 order by 1`.execute(ctx.db);
    const sealed = rows.rows.map((r) => ({ kid: r.kid, count: Number(r.count), current: r.kid === ctx.dataKeys.currentKid }));
    return {
      json: { currentKid: ctx.dataKeys.currentKid, webhookSecrets: sealed },
      human: `current data key: ${ctx.dataKeys.currentKid}\n${table(sealed.map((s) => ({ kid: s.kid, 'webhook secrets': String(s.count) })), 'no sealed values')}`,
    };
  },
};

export const DATA_KEY_COMMANDS = [rotate, reseal, status];
