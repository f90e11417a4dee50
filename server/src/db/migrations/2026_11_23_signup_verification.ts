import type { Kysely } from 'kysely';

// The hosted sign-up told anyone whether an email had an account (409 for a
// taken address). Every sign-up now answers "check your email": `pending_signups` holds the
// latest attempt per address (the password's hash and the emailed code's hash) until the code
// proves the address. It replaces `account_claims`, whose codes it covers. The person's consent to
// the terms is recorded on the account it creates.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pending_signups')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('terms_version', 'text', (c) => c.notNull())
    .addColumn('terms_accepted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('code_hash', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.dropTable('account_claims').execute();
  await db.schema.alterTable('users').addColumn('terms_accepted_at', 'timestamptz').execute();
  await db.schema.alterTable('users').addColumn('terms_version', 'text').execute();
  // The sandbox mailbox lists an address's mail newest first; on a clock that stands still (tests,
  // or two emails in one millisecond) only the order of writing tells which came last.
  await db.schema.alterTable('outbound_emails').addColumn('seq', 'bigserial').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbound_emails').dropColumn('seq').execute();
  await db.schema.alterTable('users').dropColumn('terms_version').execute();
  await db.schema.alterTable('users').dropColumn('terms_accepted_at').execute();
  await db.schema
    .createTable('account_claims')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.dropTable('pending_signups').execute();
}
