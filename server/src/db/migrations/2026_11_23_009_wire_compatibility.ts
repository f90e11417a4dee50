import type { Kysely } from 'kysely';

// Fields of the provider's published API: the IBAN's email notifications flag
// (default on, as the published client assumes) and an order's payment reference.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ibans').addColumn('email_notifications', 'boolean', (c) => c.notNull().defaultTo(true)).execute();
  await db.schema.alterTable('orders').addColumn('reference_number', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('reference_number').execute();
  await db.schema.alterTable('ibans').dropColumn('email_notifications').execute();
}
