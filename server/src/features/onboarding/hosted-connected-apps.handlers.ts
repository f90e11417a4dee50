import type { HostedHandler } from '../../http/handler-types.js';
import { NotFound, Unauthorized } from '../../domain/errors.js';
import { revokeGrant } from '../oauth/grants.service.js';

/**
 * The hosted "Connected apps" page: the apps the signed-in person
 * allowed (with the person's email, for "Signed in as"), and withdrawing one. Only consents are listed: an authorization a partner made by
 * creating the account is no consent, and counts for nothing once the account is claimed.
 */
export const listConnectedApps: HostedHandler<'listConnectedApps'> = async ({ auth }, ctx) => {
  if (!auth) throw new Unauthorized('Not authenticated');
  const rows = await ctx.db
    .selectFrom('app_authorizations')
    .innerJoin('apps', 'apps.id', 'app_authorizations.app_id')
    .innerJoin('partners', 'partners.id', 'apps.partner_id')
    .select(['apps.id', 'apps.name', 'partners.name as partner', 'app_authorizations.created_at'])
    .where('app_authorizations.user_id', '=', auth.userId)
    .where('app_authorizations.partner_created', '=', false)
    .orderBy('app_authorizations.created_at', 'desc')
    .orderBy('apps.name')
    .execute();
  return { status: 200, body: { email: auth.email, apps: rows.map((r) => ({ id: r.id, name: r.name, partner: r.partner, allowedAt: r.created_at.toISOString() })) } };
};

/**
 * Withdraws the person's consent for an app: the authorization goes (so the partner reaches the
 * person's profiles no more through this app), every token family the app holds for the person
 * is revoked (access and refresh tokens stop at once), and unused authorization codes are void.
 */
export const withdrawConnectedApp: HostedHandler<'withdrawConnectedApp'> = async ({ auth, params }, ctx) => {
  if (!auth) throw new Unauthorized('Not authenticated');
  const appId = params.app.toLowerCase();
  await ctx.db.transaction().execute(async (trx) => {
    const { authorizations } = await revokeGrant(ctx, trx, { appId, userId: auth.userId, reason: 'consent_withdrawn' });
    // Nothing the person allowed: 404, and the transaction changes nothing.
    if (!authorizations.some((a) => !a.partnerCreated)) throw new NotFound('This app is not connected to your account.');
  });
  return { status: 204 };
};
