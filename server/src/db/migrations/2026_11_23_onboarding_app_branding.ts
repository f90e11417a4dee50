import type { Kysely } from 'kysely';

// The consent screen shows who is asking: a partner app registers a logo and the domain it
// proved it owns; the hosted screens mark a redirect URI on that domain as verified.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('apps').addColumn('logo_url', 'text').execute();
  await db.schema.alterTable('apps').addColumn('verified_domain', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('apps').dropColumn('verified_domain').execute();
  await db.schema.alterTable('apps').dropColumn('logo_url').execute();
}
