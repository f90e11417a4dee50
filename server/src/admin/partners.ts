import { createPartner } from '../features/credentials/partner-apps.service.js';
import { inviteMember } from '../features/dashboard/team.service.js';
import type { MemberRole } from '../features/dashboard/dashboard.tables.js';
import { table, uuid, text, UsageError, type Command } from './command.js';

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

const invite: Command = {
  group: 'partners',
  name: 'invite',
  summary: 'Invite a person to a partner’s dashboard team (production signs up by invitation only)',
  details: [
    'Emails the address a link to sign up at /dashboard/ (production: over SMTP). The invitee signs up',
    'with that address, verifies it with the emailed code and joins the partner with the role given.',
    'Inviting an address again changes the role and sends the email again.',
  ].join('\n'),
  options: {
    partner: { type: 'string', required: true, value: '<partner id>', description: 'The partner whose team to join' },
    email: { type: 'string', required: true, value: '<email>', description: 'The invitee’s email address' },
    role: { type: 'string', value: '<role>', choices: ['admin', 'read_only'], description: 'What the member may do (default: admin)' },
  },
  examples: ['emoney admin partners invite --partner 6f1c… --email dev@acme.example', 'emoney admin partners invite --partner 6f1c… --email ops@acme.example --role read_only --json'],
  async run(input, session) {
    const ctx = await session.context();
    const partnerId = uuid(input, 'partner')!;
    const partner = await ctx.db.selectFrom('partners').select(['id', 'name']).where('id', '=', partnerId).executeTakeFirst();
    if (!partner) throw new UsageError(`no partner has the id ${partnerId} (emoney admin partners list)`);
    const email = text(input, 'email')!;
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new UsageError(`--email ${email} is not an email address`);
    const role = (text(input, 'role') ?? 'admin') as MemberRole;
    const invitation = await inviteMember(ctx, { partnerId, email, role, invitedBy: 'The emoney operator', partnerName: partner.name });
    return {
      json: { id: invitation.id, partnerId, email: invitation.email, role: invitation.role },
      human: `invitation sent\n  email    ${invitation.email}\n  partner  ${partner.name}\n  role     ${invitation.role}\n\nThe invitee signs up at ${ctx.config.publicUrl.replace(/\/$/, '')}/dashboard/signup with this address.`,
    };
  },
};

export const PARTNER_COMMANDS = [create, list, invite];
