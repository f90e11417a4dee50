import type { Database } from '../../db/database.js';

/**
 * Whether `email` is already this partner's customer: its own record, or an account that
 * authorized one of its apps. An authorization the partner made by creating the account counts
 * only until the person claims it (security issue 21, finding 3).
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

/**
 * Inserts a password-less customer: the email's account (`partnerScope` null) or a partner's own
 * record of it. False when a concurrent sign-up made that row first (no error, no 5xx).
 */
export async function insertCustomer(db: Database, user: { id: string; email: string; partnerScope: string | null }): Promise<boolean> {
  const result = await db
    .insertInto('users')
    .values({ id: user.id, email: user.email, name: '', password_hash: null, role: null, email_verified: false, partner_scope: user.partnerScope })
    .onConflict((oc) =>
      user.partnerScope === null
        ? oc.column('email').where('partner_scope', 'is', null).doNothing()
        : oc.columns(['email', 'partner_scope']).where('partner_scope', 'is not', null).doNothing(),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
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
