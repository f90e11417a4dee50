import type { Kysely } from 'kysely';

// A hosted sign-up took over a customer a partner had created (no password
// yet) in the sandbox. Claiming such an account now needs a code emailed to its address.
// `account_claims` holds the open code (its hash) per user; `outbound_emails` is the mail outbox
// a deployment's mail relay drains (delivery is not part of this server).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_claims')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('outbound_emails')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbound_emails').execute();
  await db.schema.dropTable('account_claims').execute();
}
