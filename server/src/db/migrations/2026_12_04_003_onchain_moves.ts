import type { Kysely } from 'kysely';

// The sandbox's local chains: the mints and burns the ledger posted and a job has yet to sign,
// in the order they were posted (the job signs them in that order, so a burn follows the mint it
// spends).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('onchain_moves')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'numeric', (c) => c.notNull())
    .addColumn('order_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('onchain_moves_chain').on('onchain_moves').columns(['chain', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('onchain_moves').execute();
}
