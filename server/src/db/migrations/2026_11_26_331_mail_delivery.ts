import type { Kysely } from 'kysely';

// Production relays the mail outbox over SMTP from the job queue. Each email
// records its delivery: how many attempts were made and the last error (for operators), the
// claim of the worker sending it now (`claimed_until`: two workers never send one email at once),
// and when delivery was given up (`failed_at`: refused for good, or out of attempts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('outbound_emails')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('failed_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbound_emails').dropColumn('failed_at').dropColumn('claimed_until').dropColumn('last_error').dropColumn('attempts').execute();
}
