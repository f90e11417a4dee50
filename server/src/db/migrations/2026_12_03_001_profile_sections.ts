import { sql, type Kysely } from 'kysely';

// White-label onboarding: a profile may now be `incomplete` (something submitted, not yet all its
// KYC model needs), and details and forms may be stored while still missing fields (`PATCH`
// merges field by field), so each says whether it is complete. A profile created with
// `POST /profiles` has its kind fixed from the start (`kind_fixed`); others get it from their details.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table profiles drop constraint if exists profiles_state_check`.execute(db);
  await sql`alter table profiles add constraint profiles_state_check check (state in ('created', 'incomplete', 'pending', 'approved', 'rejected', 'blocked'))`.execute(db);
  await db.schema.alterTable('profiles').addColumn('kind_fixed', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  await db.schema.alterTable('kyc_details').addColumn('complete', 'boolean', (c) => c.notNull().defaultTo(true)).execute();
  await db.schema.alterTable('kyc_forms').addColumn('complete', 'boolean', (c) => c.notNull().defaultTo(true)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('kyc_forms').dropColumn('complete').execute();
  await db.schema.alterTable('kyc_details').dropColumn('complete').execute();
  await db.schema.alterTable('profiles').dropColumn('kind_fixed').execute();
  await sql`update profiles set state = 'created' where state = 'incomplete'`.execute(db);
  await sql`alter table profiles drop constraint if exists profiles_state_check`.execute(db);
  await sql`alter table profiles add constraint profiles_state_check check (state in ('created', 'pending', 'approved', 'rejected', 'blocked'))`.execute(db);
}
