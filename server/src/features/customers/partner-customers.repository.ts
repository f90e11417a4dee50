import type { Database } from '../../db/database.js';

/**
 * Whether `email` is already this partner's customer: its own record, or an account that
 * authorized one of its apps. An authorization the partner made by creating the account counts
 * only until the person claims it.
 */
export async function isPartnerCustomer(db: Database, partnerId: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('users.id')
    .where('users.email', '=', email)
    .where((eb) =>
      eb.or([
        eb('users.partner_scope', '=', partnerId),
        eb.exists(
          eb
            .selectFrom('app_authorizations')
            .innerJoin('apps', 'apps.id', 'app_authorizations.app_id')
            .innerJoin('users as authorizer', 'authorizer.id', 'app_authorizations.user_id')
            .select('app_authorizations.app_id')
            .whereRef('app_authorizations.user_id', '=', 'users.id')
            .where('apps.partner_id', '=', partnerId)
            .where((eb) => eb.or([eb('app_authorizations.partner_created', '=', false), eb('authorizer.password_hash', 'is', null)])),
        ),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** The partner (and its app) that created an account with `POST /auth/signup`, for the claim email. */
export async function accountCreator(db: Database, userId: string): Promise<{ partner: string; app: string; partnerId: string } | undefined> {
  const row = await db
    .selectFrom('app_authorizations')
    .innerJoin('apps', 'apps.id', 'app_authorizations.app_id')
    .innerJoin('partners', 'partners.id', 'apps.partner_id')
    .select(['partners.name as partner', 'apps.name as app', 'partners.id as partnerId'])
    .where('app_authorizations.user_id', '=', userId)
    .where('app_authorizations.partner_created', '=', true)
    .orderBy('app_authorizations.created_at')
    .executeTakeFirst();
  return row;
}
