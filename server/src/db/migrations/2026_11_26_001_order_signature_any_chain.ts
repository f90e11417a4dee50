import { sql, type Kysely } from 'kysely';

// A redeem message names no chain, so one signature of one address counts
// once across every chain, not once per chain. The unique index moves from (address, chain,
// message_hash) to (address, message_hash). Orders already placed twice with one signature on two
// chains keep their rows; the later ones get their id appended to the hash, so the first still
// blocks every further replay.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update orders set message_hash = message_hash || ':' || id::text
    where message_hash is not null and exists (
      select 1 from orders earlier
      where earlier.address = orders.address and earlier.message_hash = orders.message_hash
        and (earlier.placed_at, earlier.id) < (orders.placed_at, orders.id)
    )`.execute(db);
  await sql`create unique index orders_signature_once_any_chain on orders (address, message_hash) where message_hash is not null`.execute(db);
  await sql`drop index if exists orders_signature_once`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index orders_signature_once on orders (address, chain, message_hash) where message_hash is not null`.execute(db);
  await sql`drop index if exists orders_signature_once_any_chain`.execute(db);
}
