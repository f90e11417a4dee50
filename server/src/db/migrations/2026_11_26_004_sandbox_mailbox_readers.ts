import type { Kysely } from 'kysely';

// The sandbox mailbox was open to anyone, so anyone could read any
// partner's customers' claim codes. Each queued email now records who may read it in a shared
// sandbox: the partner whose flow it belongs to (`partner_id`, read with that partner's token) and
// the browser that started the sign-up (`browser_hash`: the hash of its anti-CSRF cookie).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('outbound_emails')
    .addColumn('partner_id', 'uuid', (c) => c.references('partners.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('outbound_emails').addColumn('browser_hash', 'text').execute();
  await db.schema.createIndex('outbound_emails_to_address').on('outbound_emails').column('to_address').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbound_emails_to_address').execute();
  await db.schema.alterTable('outbound_emails').dropColumn('browser_hash').execute();
  await db.schema.alterTable('outbound_emails').dropColumn('partner_id').execute();
}
