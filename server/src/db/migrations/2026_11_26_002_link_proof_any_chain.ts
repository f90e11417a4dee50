import { sql, type Kysely } from 'kysely';

// The fixed link text names no chain, so a link proof counts once per
// address across every chain (it was once per address and chain, so a signature seen once took
// the address on another chain). One row per address remains: a spent proof before a mere
// reservation, then the earliest; `chain` keeps the chain it was last used on.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from link_proofs lp using link_proofs other
    where lp.address = other.address and lp.chain <> other.chain and (
      (other.profile_id is not null and lp.profile_id is null)
      or ((other.profile_id is null) = (lp.profile_id is null) and (other.used_at, other.chain) < (lp.used_at, lp.chain))
    )`.execute(db);
  await sql`alter table link_proofs drop constraint link_proofs_pk`.execute(db);
  await sql`alter table link_proofs add constraint link_proofs_address_pk primary key (address)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table link_proofs drop constraint link_proofs_address_pk`.execute(db);
  await sql`alter table link_proofs add constraint link_proofs_pk primary key (address, chain)`.execute(db);
}
