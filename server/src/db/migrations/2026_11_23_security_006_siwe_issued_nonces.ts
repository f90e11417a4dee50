import type { Kysely } from 'kysely';

// Sign-In with Ethereum nonces issued by the server (GET /auth/nonce):
// single use, short-lived, optionally bound to one app.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('siwe_issued_nonces')
    .addColumn('nonce', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text')
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('siwe_issued_nonces_expires_at').on('siwe_issued_nonces').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('siwe_issued_nonces').execute();
}
