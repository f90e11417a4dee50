import type { Kysely } from 'kysely';

// Lists are paged in SQL (keyset on each listing's order, LIMIT limit + 1): an index per listing
// in that order, so a page costs the same at 100 rows as at 100,000. (IBANs need none: one per
// profile, found by the unique profile index.)
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_profile_listing_idx').on('orders').columns(['profile_id', 'placed_at desc', 'seq desc']).execute();
  await db.schema.createIndex('addresses_profile_listing_idx').on('addresses').columns(['profile_id', 'created_at', 'address']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('addresses_profile_listing_idx').execute();
  await db.schema.dropIndex('orders_profile_listing_idx').execute();
}
