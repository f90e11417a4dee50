import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { toJson } from '../../db/json.js';
import { changeClientSecret, loadClientSecretKey, verifyClientSecret } from '../credentials/client-secrets.js';
import { randomToken } from '../../crypto/secrets.js';
import { hashPassword, verifyPassword } from '../../crypto/passwords.js';
import { findAppByClientId } from '../credentials/apps.repository.js';
import { PRIVILEGES } from '../partners/partners.table.js';
import { createPartner, createPartnerApp } from '../credentials/partner-apps.service.js';

/** The redirect URI every sandbox gets, for a partner app running on Vite's default port. */
export const DEFAULT_REDIRECT_URI = 'http://localhost:5173/callback';

/** The sandbox app's logo, served with the hosted screens (onboarding/public). */
export const SANDBOX_APP_LOGO = '/onboarding/sandbox-app-logo.svg';

export interface SandboxSeed {
  partnerId: string;
  clientId: string;
  clientSecret: string;
  authClientId: string;
  redirectUris: string[];
  profileId: string;
  /** The seeded partner's dashboard member (an admin), who signs in at /dashboard/. */
  dashboardEmail: string;
  dashboardPassword: string;
}

/** The seeded partner's dashboard member. */
export const SEED_DASHBOARD_EMAIL = 'dev@sandbox.emoney.test';

const SEED_KEY = 'sandbox_seed';

/**
 * The sandbox's first partner, so a fresh `make start` is usable at once: one client-credentials
 * app (with its own approved corporate profile) and one authorization-code app, both privileged.
 * Ids and the secret can be fixed by env (EMONEY_SEED_*); otherwise they are made once and kept.
 * The plain secret is kept too: it is fake money, and `make start` prints it on every start.
 */
export async function seedSandbox(ctx: AppContext): Promise<SandboxSeed> {
  const { seed } = ctx.config;
  await loadClientSecretKey(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('settings').select('value').where('key', '=', SEED_KEY).forUpdate().executeTakeFirst();
    const saved = row ? (JSON.parse(row.value) as SandboxSeed) : undefined;
    const result: SandboxSeed = {
      partnerId: saved?.partnerId ?? randomUUID(),
      clientId: seed.clientId ?? saved?.clientId ?? randomUUID(),
      clientSecret: seed.clientSecret ?? saved?.clientSecret ?? randomToken(24),
      authClientId: seed.authClientId ?? saved?.authClientId ?? randomUUID(),
      redirectUris: [DEFAULT_REDIRECT_URI, ...(seed.redirectUri && seed.redirectUri !== DEFAULT_REDIRECT_URI ? [seed.redirectUri] : [])],
      profileId: saved?.profileId ?? randomUUID(),
      dashboardEmail: SEED_DASHBOARD_EMAIL,
      dashboardPassword: seed.dashboardPassword ?? saved?.dashboardPassword ?? randomToken(12),
    };
    if (!saved) await createPartner(trx, { id: result.partnerId, name: 'Sandbox partner' });
    await ensureClientCredentialsApp(ctx, trx, result);
    await ensureAuthorizationCodeApp(ctx, trx, result);
    // The apps' legal URLs follow the environment on every start (SIWE messages must list them).
    await trx
      .updateTable('apps')
      .set({ privacy_policy_url: seed.privacyPolicyUrl, terms_of_service_url: seed.termsOfServiceUrl })
      .where('client_id', 'in', [result.clientId, result.authClientId])
      .execute();
    await trx
      .insertInto('settings')
      .values({ key: SEED_KEY, value: JSON.stringify(result) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(result) }))
      .execute();
    return result;
  }).then(async (result) => {
    await ensureDashboardMember(ctx, result);
    return result;
  });
}

/**
 * The seeded partner's first dashboard member, made once. A password fixed by the environment
 * (EMONEY_SEED_DASHBOARD_PASSWORD) replaces the stored one when it changed; without one, nothing is
 * hashed again on later starts.
 */
async function ensureDashboardMember(ctx: AppContext, seed: SandboxSeed): Promise<void> {
  const existing = await ctx.db.selectFrom('dashboard_members').select(['id', 'password_hash']).where('email', '=', seed.dashboardEmail).executeTakeFirst();
  if (existing) {
    if (ctx.config.seed.dashboardPassword === undefined || (await verifyPassword(seed.dashboardPassword, existing.password_hash))) return;
    await ctx.db.updateTable('dashboard_members').set({ password_hash: await hashPassword(seed.dashboardPassword, ctx.config.passwordCost) }).where('id', '=', existing.id).execute();
    return;
  }
  const passwordHash = await hashPassword(seed.dashboardPassword, ctx.config.passwordCost);
  await ctx.db
    .insertInto('dashboard_members')
    .values({ id: randomUUID(), partner_id: seed.partnerId, email: seed.dashboardEmail, password_hash: passwordHash, role: 'admin', created_at: ctx.clock.now() })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

async function ensureClientCredentialsApp(ctx: AppContext, trx: Database, seed: SandboxSeed): Promise<void> {
  const existing = await findAppByClientId(trx, seed.clientId);
  if (existing) {
    // EMONEY_SEED_CLIENT_SECRET changed since the last start: the new secret replaces the old, and
    // what the old one granted ends with it.
    if (!(await verifyClientSecret(ctx, existing, seed.clientSecret, trx))) await changeClientSecret(ctx, trx, existing.id, seed.clientSecret);
    return;
  }
  await createPartnerApp(ctx, trx, {
    ...seededApp(ctx, seed),
    kind: 'client_credentials',
    name: 'Sandbox app (client credentials)',
    redirectUris: [],
    clientId: seed.clientId,
    clientSecret: seed.clientSecret,
    profileId: seed.profileId,
    profileName: 'Sandbox partner',
  });
}

async function ensureAuthorizationCodeApp(ctx: AppContext, trx: Database, seed: SandboxSeed): Promise<void> {
  const existing = await findAppByClientId(trx, seed.authClientId);
  if (existing) {
    const missing = seed.redirectUris.filter((uri) => !existing.redirect_uris.includes(uri));
    if (missing.length > 0) {
      await trx.updateTable('apps').set({ redirect_uris: toJson([...existing.redirect_uris, ...missing]) }).where('id', '=', existing.id).execute();
    }
    // Sandboxes seeded before apps had branding get the defaults once.
    if (existing.logo_url === null && existing.verified_domain === null) {
      await trx.updateTable('apps').set({ logo_url: SANDBOX_APP_LOGO, verified_domain: 'localhost' }).where('id', '=', existing.id).execute();
    }
    return;
  }
  await createPartnerApp(ctx, trx, {
    ...seededApp(ctx, seed),
    kind: 'authorization_code',
    name: 'Sandbox app',
    redirectUris: seed.redirectUris,
    clientId: seed.authClientId,
    logoUrl: SANDBOX_APP_LOGO,
    verifiedDomain: 'localhost',
  });
}

/** What both seeded apps share: the sandbox partner, every privilege, the configured legal URLs. */
function seededApp(ctx: AppContext, seed: SandboxSeed) {
  return {
    partnerId: seed.partnerId,
    privacyPolicyUrl: ctx.config.seed.privacyPolicyUrl,
    termsOfServiceUrl: ctx.config.seed.termsOfServiceUrl,
    privileges: PRIVILEGES,
    kycModel: 'sharing' as const,
  };
}
