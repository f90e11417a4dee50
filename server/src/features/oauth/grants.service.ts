import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { deploymentNow } from '../access/partner-time.js';
import { forgetAuthStateEverywhere } from '../access/auth-state-cache.js';
import { forgetProfileReach } from '../access/profile-access.repository.js';

/**
 * A grant: what a person allowed an app (their consent), or what a partner's app holds by
 * having created the person's account, with the token families (refresh and access tokens)
 * issued under it.
 */
export interface Grant {
  appId: string;
  clientId: string;
  appName: string;
  userId: string;
  email: string;
  /** `consent` (the person allowed it) or `partner_created` (the partner created the account). */
  kind: 'consent' | 'partner_created';
  createdAt: Date;
  /** Token families not revoked. */
  liveTokenFamilies: number;
}

/** The grants, newest first, of one app and/or one user when given. */
export async function listGrants(db: Database, filter: { appId?: string; userId?: string; limit?: number }): Promise<Grant[]> {
  let query = db
    .selectFrom('app_authorizations')
    .innerJoin('apps', 'apps.id', 'app_authorizations.app_id')
    .innerJoin('users', 'users.id', 'app_authorizations.user_id')
    .select((eb) => [
      'apps.id as appId',
      'apps.client_id as clientId',
      'apps.name as appName',
      'users.id as userId',
      'users.email',
      'app_authorizations.partner_created',
      'app_authorizations.created_at',
      eb
        .selectFrom('token_families')
        .select((f) => f.fn.countAll<string>().as('n'))
        .whereRef('token_families.app_id', '=', 'app_authorizations.app_id')
        .whereRef('token_families.user_id', '=', 'app_authorizations.user_id')
        .where('token_families.revoked_at', 'is', null)
        .as('live'),
    ]);
  if (filter.appId) query = query.where('app_authorizations.app_id', '=', filter.appId);
  if (filter.userId) query = query.where('app_authorizations.user_id', '=', filter.userId);
  const rows = await query.orderBy('app_authorizations.created_at', 'desc').orderBy('apps.client_id').limit(filter.limit ?? 100).execute();
  return rows.map((r) => ({
    appId: r.appId,
    clientId: r.clientId,
    appName: r.appName,
    userId: r.userId,
    email: r.email,
    kind: r.partner_created ? 'partner_created' : 'consent',
    createdAt: r.created_at,
    liveTokenFamilies: Number(r.live ?? 0),
  }));
}

/**
 * The one revocation of a grant (the person withdrawing consent on the hosted screens, an
 * operator with `emoney admin grants revoke`): the authorization goes, every token family the app
 * holds for the person is revoked (access and refresh tokens stop; this process's auth-state cache
 * is dropped, other processes follow within its TTL), and unused authorization codes are void.
 * Answers what was removed, so the caller can refuse (and roll back) when it was nothing.
 */
export async function revokeGrant(
  ctx: AppContext,
  trx: Database,
  grant: { appId: string; userId: string; reason: string },
): Promise<{ authorizations: { partnerCreated: boolean }[]; revokedTokenFamilies: number }> {
  const removed = await trx
    .deleteFrom('app_authorizations')
    .where('app_id', '=', grant.appId)
    .where('user_id', '=', grant.userId)
    .returning('partner_created')
    .execute();
  const revoked = await trx
    .updateTable('token_families')
    .set({ revoked_at: deploymentNow(ctx), revoked_reason: grant.reason })
    .where('app_id', '=', grant.appId)
    .where('user_id', '=', grant.userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  await trx.deleteFrom('authorization_codes').where('app_id', '=', grant.appId).where('user_id', '=', grant.userId).where('used_at', 'is', null).execute();
  forgetProfileReach();
  await forgetAuthStateEverywhere(trx);
  return { authorizations: removed.map((r) => ({ partnerCreated: r.partner_created })), revokedTokenFamilies: Number(revoked.numUpdatedRows) };
}
