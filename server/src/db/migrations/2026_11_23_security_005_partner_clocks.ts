import type { Kysely } from 'kysely';

// The sandbox clock was one for every tenant. Each partner now has its own
// offset from real time; a job remembers whose time it was scheduled in (null: real time).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('partner_clocks')
    .addColumn('partner_id', 'uuid', (c) => c.primaryKey().references('partners.id').onDelete('cascade'))
    .addColumn('offset_ms', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('jobs').addColumn('partner_id', 'uuid').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').dropColumn('partner_id').execute();
  await db.schema.dropTable('partner_clocks').execute();
}
