import type { Kysely } from 'kysely';

// Onchain (Safe) signatures of address links: a pending link carries its deadline (5 days after
// the request) and the time of its next gateway check (the check job carries the same time, so a
// duplicated job is recognised and dropped). The sandbox chain gateway's onchain confirmations
// (what the simulator records) live in `sandbox_signed_messages`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('address_chains').addColumn('expires_at', 'timestamptz').addColumn('next_check_at', 'timestamptz').execute();

  await db.schema
    .createTable('sandbox_signed_messages')
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('message_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('sandbox_signed_messages_pk', ['chain', 'address', 'message_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_signed_messages').execute();
  await db.schema.alterTable('address_chains').dropColumn('next_check_at').dropColumn('expires_at').execute();
}
