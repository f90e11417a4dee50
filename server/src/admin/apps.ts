import { loadClientSecretKey } from '../features/credentials/client-secrets.js';
import { createPartnerApp } from '../features/credentials/partner-apps.service.js';
import { PRIVILEGES, type AppKind, type KycModel, type Privilege } from '../features/partners/partners.table.js';
import { list, table, text, uuid, UsageError, type Command } from './command.js';

const create: Command = {
  group: 'apps',
  name: 'create',
  summary: 'Create an app of a partner (client credentials, or the authorization code flow)',
  details: [
    'A client-credentials app gets a client secret, printed once (only its keyed hash is stored),',
    'and acts on the partner’s corporate profile: --profile names an existing one (shared with',
    'another app of the partner); otherwise a new, approved one is created with the partner’s name.',
    'An authorization-code app is a public client (no secret) and needs at least one --redirect-uri.',
  ].join('\n'),
  options: {
    partner: { type: 'string', required: true, value: '<partner id>', description: 'The partner the app belongs to' },
    name: { type: 'string', required: true, value: '<name>', description: 'The app’s name, shown on the consent screen' },
    kind: { type: 'string', required: true, value: '<kind>', choices: ['client_credentials', 'authorization_code'], description: 'How the app gets tokens' },
    'privacy-url': { type: 'string', required: true, value: '<url>', description: 'The app’s privacy policy (SIWE messages list it)' },
    'terms-url': { type: 'string', required: true, value: '<url>', description: 'The app’s terms of service (SIWE messages list it)' },
    'redirect-uri': { type: 'string', multiple: true, value: '<uri>', description: 'Where the authorization code flow may return' },
    privilege: { type: 'string', multiple: true, value: '<name>', choices: [...PRIVILEGES, 'all'], description: 'An extra privilege; "all" grants every one (default: none)' },
    'kyc-model': { type: 'string', value: '<model>', choices: ['sharing', 'reliance'], description: 'How KYC is done (default: sharing)' },
    'logo-url': { type: 'string', value: '<url>', description: 'The logo on the consent screen: an https URL or a path on this server' },
    'verified-domain': { type: 'string', value: '<domain>', description: 'The domain the partner proved it owns (its redirect URIs show as verified)' },
    profile: { type: 'string', value: '<profile id>', description: 'Client credentials: the corporate profile the app acts on' },
  },
  examples: [
    'emoney admin apps create --partner 6f1c… --kind client_credentials --name "Acme backend" --privacy-url https://acme.example/privacy --terms-url https://acme.example/terms --privilege all',
    'emoney admin apps create --partner 6f1c… --kind authorization_code --name "Acme wallet" --privacy-url https://acme.example/privacy --terms-url https://acme.example/terms --redirect-uri https://wallet.acme.example/callback --logo-url https://acme.example/logo.svg --verified-domain acme.example',
  ],
  async run(input, session) {
    const ctx = await session.context();
    const kind = text(input, 'kind') as AppKind;
    const privileges = list(input, 'privilege');
    const profileId = uuid(input, 'profile');
    if (profileId && kind !== 'client_credentials') throw new UsageError('--profile is for client-credentials apps only');
    await loadClientSecretKey(ctx);
    const created = await ctx.db.transaction().execute((trx) =>
      createPartnerApp(ctx, trx, {
        partnerId: uuid(input, 'partner')!,
        kind,
        name: text(input, 'name')!,
        privacyPolicyUrl: text(input, 'privacy-url')!,
        termsOfServiceUrl: text(input, 'terms-url')!,
        redirectUris: list(input, 'redirect-uri'),
        privileges: privileges.includes('all') ? PRIVILEGES : (privileges as Privilege[]),
        kycModel: (text(input, 'kyc-model') ?? 'sharing') as KycModel,
        logoUrl: text(input, 'logo-url') ?? null,
        verifiedDomain: text(input, 'verified-domain') ?? null,
        ...(profileId ? { profileId } : {}),
      }),
    );
    const lines = [`app created (${created.kind})`, `  client_id      ${created.clientId}`];
    if (created.clientSecret) lines.push(`  client_secret  ${created.clientSecret}`, `  profile        ${created.profileId}`, '', 'The client secret is shown this once: store it now (`emoney admin secrets rotate` makes a new one).');
    return { json: { ...created, partnerId: uuid(input, 'partner') }, human: lines.join('\n') };
  },
};

const listApps: Command = {
  group: 'apps',
  name: 'list',
  summary: 'List the apps, of one partner or all',
  options: { partner: { type: 'string', value: '<partner id>', description: 'Only this partner’s apps' } },
  examples: ['emoney admin apps list', 'emoney admin apps list --partner 6f1c… --json'],
  async run(input, session) {
    const ctx = await session.context();
    const partner = uuid(input, 'partner');
    let query = ctx.db.selectFrom('apps').innerJoin('partners', 'partners.id', 'apps.partner_id').selectAll('apps').select('partners.name as partnerName');
    if (partner) query = query.where('apps.partner_id', '=', partner);
    const rows = await query.orderBy('apps.created_at').orderBy('apps.client_id').execute();
    const apps = rows.map((a) => ({
      id: a.id,
      clientId: a.client_id,
      name: a.name,
      kind: a.kind,
      partnerId: a.partner_id,
      partner: a.partnerName,
      redirectUris: a.redirect_uris,
      privileges: a.privileges,
      kycModel: a.kyc_model,
      logoUrl: a.logo_url,
      verifiedDomain: a.verified_domain,
      hasSecret: a.secret_hash !== null,
      createdAt: a.created_at.toISOString(),
    }));
    const rowsForPeople = apps.map((a) => ({ client_id: a.clientId, name: a.name, kind: a.kind, partner: a.partner, privileges: String(a.privileges.length) }));
    return { json: { apps }, human: table(rowsForPeople, 'no apps') };
  },
};

export const APP_COMMANDS = [create, listApps];
