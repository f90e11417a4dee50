import type { Database } from '../../db/database.js';

/** Whether `email` is already this partner's customer: its own record, or an account that authorized one of its apps. */
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
            .select('app_authorizations.app_id')
            .whereRef('app_authorizations.user_id', '=', 'users.id')
            .where('apps.partner_id', '=', partnerId),
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
