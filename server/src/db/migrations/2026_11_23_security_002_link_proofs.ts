import type { Kysely } from 'kysely';

// Security: the address-link message is fixed text, so its signature is a bearer proof. Each
// verified proof counts once per address and chain across all profiles: the first profile it
// linked (or the authorization request that carried it, until that request is decided) keeps it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('link_proofs')
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('profile_id', 'uuid')
    .addColumn('request_id', 'uuid')
    .addColumn('used_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('link_proofs_pk', ['address', 'chain'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('link_proofs').execute();
}
