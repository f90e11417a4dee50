import type { components } from '@emoney/api-types/dashboard';
import type { DashboardHandler } from '../../http/handler-types.js';
import { InvalidInput } from '../../domain/errors.js';
import { redirectUrisChanged } from '../../http/cors.js';
import { loadClientSecretKey } from '../credentials/client-secrets.js';
import { findAppById, findPartnerAppProfile, listPartnerApps, type App } from '../credentials/apps.repository.js';
import { createPartnerApp } from '../credentials/partner-apps.service.js';
import { changePartnerApp, DEFAULT_SECRET_GRACE_MS, partnerAppOf, rotateClientSecret } from '../credentials/partner-app-changes.js';
import { redirectUriProblems } from '../../domain/redirect-uri.js';
import { PRIVILEGES, type AppKind } from '../partners/partners.table.js';
import { requireMember } from './dashboard-session.js';
import { requireAdmin } from './team.service.js';

type DashboardApp = components['schemas']['DashboardApp'];

export function presentApp(app: App, now: Date): DashboardApp {
  const graceLasts = app.previous_secret_until !== null && app.previous_secret_until.getTime() > now.getTime();
  const secret = app.secret_rotated_at ? { rotatedAt: app.secret_rotated_at.toISOString(), ...(graceLasts ? { previousValidUntil: app.previous_secret_until!.toISOString() } : {}) } : undefined;
  return {
    id: app.id,
    clientId: app.client_id,
    name: app.name,
    kind: app.kind,
    redirectUris: app.redirect_uris,
    privacyPolicyUrl: app.privacy_policy_url,
    termsOfServiceUrl: app.terms_of_service_url,
    ...(app.logo_url ? { logoUrl: app.logo_url } : {}),
    privileges: app.privileges,
    state: app.disabled_at === null ? 'active' : 'disabled',
    ...(secret ? { secret } : {}),
    createdAt: app.created_at.toISOString(),
  };
}

export const listDashboardApps: DashboardHandler<'listDashboardApps'> = async ({ auth }, ctx) => {
  const member = requireMember(auth);
  const now = ctx.clock.now();
  return { status: 200, body: { apps: (await listPartnerApps(ctx.db, member.partnerId)).map((a) => presentApp(a, now)) } };
};

export const createDashboardApp: DashboardHandler<'createDashboardApp'> = async ({ auth, body }, ctx) => {
  const member = requireMember(auth);
  requireAdmin(member);
  const kinds: AppKind[] = body.kind === 'both' ? ['client_credentials', 'authorization_code'] : [body.kind];
  const redirectUris = body.redirectUris ?? [];
  if (kinds.includes('authorization_code')) {
    const problem = redirectUris.length === 0 ? 'an authorization-code app needs at least one' : redirectUriProblems(redirectUris);
    if (problem) throw new InvalidInput(`The app's redirectUris ${problem}`, { redirectUris: problem });
  } else if (redirectUris.length > 0) throw new InvalidInput("The app's redirectUris: a client-credentials app has none", { redirectUris: 'a client-credentials app has none' });
  await loadClientSecretKey(ctx);
  const profileId = await findPartnerAppProfile(ctx.db, member.partnerId);
  const created = await ctx.db.transaction().execute(async (trx) => {
    const made = [];
    for (const kind of kinds) {
      made.push(
        await createPartnerApp(ctx, trx, {
          partnerId: member.partnerId,
          kind,
          name: body.name,
          privacyPolicyUrl: body.privacyPolicyUrl,
          termsOfServiceUrl: body.termsOfServiceUrl,
          redirectUris: kind === 'authorization_code' ? redirectUris : [],
          // The sandbox grants every privilege; production's operator grants them (`emoney admin grants`).
          privileges: ctx.config.mode === 'sandbox' ? PRIVILEGES : [],
          kycModel: 'sharing',
          logoUrl: body.logoUrl ?? null,
          ...(kind === 'client_credentials' && profileId ? { profileId } : {}),
        }),
      );
    }
    return made;
  });
  redirectUrisChanged();
  const now = ctx.clock.now();
  const apps = await Promise.all(created.map(async (c) => presentApp((await findAppById(ctx.db, c.id))!, now)));
  const clientSecret = created.find((c) => c.clientSecret)?.clientSecret;
  return { status: 201, body: { apps, ...(clientSecret ? { clientSecret } : {}) } };
};

export const getDashboardApp: DashboardHandler<'getDashboardApp'> = async ({ auth, params }, ctx) => {
  const member = requireMember(auth);
  return { status: 200, body: presentApp(await partnerAppOf(ctx.db, member.partnerId, params.app), ctx.clock.now()) };
};

export const updateDashboardApp: DashboardHandler<'updateDashboardApp'> = async ({ auth, params, body }, ctx) => {
  const member = requireMember(auth);
  requireAdmin(member);
  const app = await partnerAppOf(ctx.db, member.partnerId, params.app);
  await ctx.db.transaction().execute((trx) => changePartnerApp(ctx, trx, app, body));
  if (body.redirectUris !== undefined || body.state !== undefined) redirectUrisChanged();
  return { status: 200, body: presentApp((await findAppById(ctx.db, app.id))!, ctx.clock.now()) };
};

export const rotateDashboardAppSecret: DashboardHandler<'rotateDashboardAppSecret'> = async ({ auth, params, body }, ctx) => {
  const member = requireMember(auth);
  requireAdmin(member);
  const app = await partnerAppOf(ctx.db, member.partnerId, params.app);
  await loadClientSecretKey(ctx);
  const graceMs = (body.graceMinutes ?? DEFAULT_SECRET_GRACE_MS / 60_000) * 60_000;
  const rotated = await ctx.db.transaction().execute((trx) => rotateClientSecret(ctx, trx, app, graceMs));
  return { status: 200, body: { clientSecret: rotated.clientSecret, ...(rotated.previousValidUntil ? { previousValidUntil: rotated.previousValidUntil.toISOString() } : {}) } };
};
