import { sql, type Kysely } from 'kysely';

// A partner that created an account with POST /auth/signup kept
// reading and writing it after the person claimed it in another partner's flow. An authorization
// a partner gave itself by creating the account (`partner_created`) counts only while the account
// is unclaimed (no password); once the person holds the account, only their own consent
// (the hosted "Allow", or a SIWE sign-in) lets a partner reach it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('app_authorizations')
    .addColumn('partner_created', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // Authorizations of accounts nobody has claimed yet were made by POST /auth/signup.
  await sql`update app_authorizations set partner_created = true
            where user_id in (select id from users where password_hash is null)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('app_authorizations').dropColumn('partner_created').execute();
}
