import { createPartner } from '../features/credentials/partner-apps.service.js';
import { table, uuid, text, type Command } from './command.js';

const create: Command = {
  group: 'partners',
  name: 'create',
  summary: 'Create a partner (the company whose apps use the API)',
  details: 'Prints the partner id; create its apps with `emoney admin apps create --partner <id>`.',
  options: {
    name: { type: 'string', required: true, value: '<name>', description: 'The partner’s name, as people see it' },
    id: { type: 'string', value: '<uuid>', description: 'A fixed id (default: a new UUID)' },
  },
  examples: ['emoney admin partners create --name "Acme Payments"', 'emoney admin partners create --name "Acme Payments" --json'],
  async run(input, session) {
    const ctx = await session.context();
    const id = uuid(input, 'id');
    const partner = await createPartner(ctx.db, { name: text(input, 'name')!, ...(id ? { id } : {}) });
    return { json: partner, human: `partner created\n  id    ${partner.id}\n  name  ${partner.name}` };
  },
};

const list: Command = {
  group: 'partners',
  name: 'list',
  summary: 'List the partners with their number of apps',
  options: {},
  examples: ['emoney admin partners list', 'emoney admin partners list --json'],
  async run(_input, session) {
    const ctx = await session.context();
    const rows = await ctx.db
      .selectFrom('partners')
      .leftJoin('apps', 'apps.partner_id', 'partners.id')
      .select((eb) => ['partners.id', 'partners.name', 'partners.created_at', eb.fn.count<string>('apps.id').as('apps')])
      .groupBy(['partners.id', 'partners.name', 'partners.created_at'])
      .orderBy('partners.created_at')
      .orderBy('partners.id')
      .execute();
    const partners = rows.map((r) => ({ id: r.id, name: r.name, apps: Number(r.apps), createdAt: r.created_at.toISOString() }));
    return { json: { partners }, human: table(partners.map((p) => ({ id: p.id, name: p.name, apps: String(p.apps), created: p.createdAt })), 'no partners') };
  },
};

export const PARTNER_COMMANDS = [create, list];
