import type { Kysely } from 'kysely';

// Swap preview: each accepted quote, once. The quote id is the key, so a second accept
// of the same quote finds it and signs nothing; the bigserial is the settlement nonce.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('swap_acceptances')
    .addColumn('quote_id', 'uuid', (c) => c.primaryKey())
    .addColumn('nonce', 'bigserial', (c) => c.notNull().unique())
    .addColumn('partner_id', 'uuid', (c) => c.notNull().references('partners.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('wallet_address', 'text', (c) => c.notNull())
    .addColumn('sell_token', 'text', (c) => c.notNull())
    .addColumn('buy_token', 'text', (c) => c.notNull())
    .addColumn('sell_amount_base_units', 'text', (c) => c.notNull())
    .addColumn('buy_amount_base_units', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('swap_acceptances').execute();
}
