import type { Kysely } from 'kysely';

// The sandbox's local chains: the platform's nonce per chain and every transaction it signed,
// raw, so a chain that lost them (a reset, a state file from before) gets them again unchanged.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chain_accounts')
    .addColumn('chain', 'text', (c) => c.primaryKey())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('next_nonce', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('chain_transactions')
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('nonce', 'integer', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull().unique())
    .addColumn('raw', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('order_id', 'uuid')
    .addColumn('address', 'text')
    .addColumn('currency', 'text')
    .addColumn('amount', 'numeric')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('block_number', 'bigint')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('chain_transactions_pkey', ['chain', 'nonce'])
    .execute();
  await db.schema.createIndex('chain_transactions_unsent').on('chain_transactions').columns(['chain', 'state', 'nonce']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chain_transactions').execute();
  await db.schema.dropTable('chain_accounts').execute();
}
