import { sql, type Kysely } from 'kysely';

// Security: every redeem-order signature counts once. The hash of the signed message is kept with
// the order, unique per address and chain, so a replayed message and signature cannot place a
// second order (the service answers 409 naming the first; the index is the last line of defence).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('message_hash', 'text').execute();
  await sql`create unique index orders_signature_once on orders (address, chain, message_hash) where message_hash is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists orders_signature_once`.execute(db);
  await db.schema.alterTable('orders').dropColumn('message_hash').execute();
}
