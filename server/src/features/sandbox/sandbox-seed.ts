import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { toJson } from '../../db/json.js';
import { changeClientSecret, hashClientSecret, loadClientSecretKey, verifyClientSecret } from '../credentials/client-secrets.js';
import { randomToken } from '../../crypto/secrets.js';
import { createCustomer } from '../customers/customers.service.js';
import { findAppByClientId, insertApp, insertPartner } from '../credentials/apps.repository.js';
import { PRIVILEGES } from '../partners/partners.table.js';

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
}

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
    };
    if (!saved) await insertPartner(trx, result.partnerId, 'Sandbox partner');
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
  });
}

async function ensureClientCredentialsApp(ctx: AppContext, trx: Database, seed: SandboxSeed): Promise<void> {
  const existing = await findAppByClientId(trx, seed.clientId);
  if (existing) {
    // EMONEY_SEED_CLIENT_SECRET changed since the last start: the new secret replaces the old, and
    // what the old one granted ends with it.
    if (!(await verifyClientSecret(ctx, existing, seed.clientSecret, trx))) await changeClientSecret(ctx, trx, existing.id, seed.clientSecret);
    return;
  }
  // The app's application user and its approved corporate profile (what client credentials act as).
  const now = ctx.clock.now();
  const profileExists = await trx.selectFrom('profiles').select('id').where('id', '=', seed.profileId).executeTakeFirst();
  const { userId } = (await createCustomer(
    trx,
    {
      email: `app+${seed.clientId}@sandbox.emoney.test`,
      name: 'Sandbox partner',
      passwordHash: null,
      emailVerified: true,
      profile: { id: seed.profileId, kind: 'corporate', name: 'Sandbox partner', state: 'approved', exists: profileExists !== undefined },
    },
    now,
  ))!;
  await insertApp(trx, {
    id: randomUUID(),
    partnerId: seed.partnerId,
    clientId: seed.clientId,
    kind: 'client_credentials',
    name: 'Sandbox app (client credentials)',
    privacyPolicyUrl: ctx.config.seed.privacyPolicyUrl,
    termsOfServiceUrl: ctx.config.seed.termsOfServiceUrl,
    redirectUris: [],
    secretHash: await hashClientSecret(ctx, seed.clientSecret),
    privileges: PRIVILEGES,
    kycModel: 'sharing',
    userId,
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
  await insertApp(trx, {
    id: randomUUID(),
    partnerId: seed.partnerId,
    clientId: seed.authClientId,
    kind: 'authorization_code',
    name: 'Sandbox app',
    privacyPolicyUrl: ctx.config.seed.privacyPolicyUrl,
    termsOfServiceUrl: ctx.config.seed.termsOfServiceUrl,
    redirectUris: seed.redirectUris,
    secretHash: null,
    privileges: PRIVILEGES,
    kycModel: 'sharing',
    userId: null,
    logoUrl: SANDBOX_APP_LOGO,
    verifiedDomain: 'localhost',
  });
}
