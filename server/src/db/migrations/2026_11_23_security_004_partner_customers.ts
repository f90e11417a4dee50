import { sql, type Kysely } from 'kysely';

// Security: POST /auth/signup answered 304 for an email with an account anywhere, so any partner
// could tell whether someone is a customer of another. Now a partner signing up an email that
// has an account elsewhere gets a customer record of its own (`partner_scope` = that partner),
// separate from that account. An email is still unique among accounts (partner_scope null), and
// once per partner among such records.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('partner_scope', 'uuid', (c) => c.references('partners.id'))
    .execute();
  await sql`alter table users drop constraint if exists users_email_key`.execute(db);
  await db.schema.createIndex('users_email_account').on('users').column('email').unique().where(sql.ref('partner_scope'), 'is', null).execute();
  await db.schema
    .createIndex('users_email_partner_scope')
    .on('users')
    .columns(['email', 'partner_scope'])
    .unique()
    .where(sql.ref('partner_scope'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_email_partner_scope').execute();
  await db.schema.dropIndex('users_email_account').execute();
  await sql`delete from users where partner_scope is not null`.execute(db);
  await db.schema.alterTable('users').dropColumn('partner_scope').execute();
  await sql`alter table users add constraint users_email_key unique (email)`.execute(db);
}
