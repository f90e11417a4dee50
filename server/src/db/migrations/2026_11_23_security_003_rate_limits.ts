import type { Kysely } from 'kysely';

// Security: rate limits live in the database so every server process on it counts the same
// requests. One row per limited key (an IP, a client id, an email) holding its current window.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_counters_window_start').on('rate_limit_counters').column('window_start').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}
