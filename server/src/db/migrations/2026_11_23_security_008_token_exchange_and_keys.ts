import { sql, type Kysely } from 'kysely';

// Two token rules:
// - RFC 6749 §4.1.3: the token exchange demands `redirect_uri` only when the authorization
//   request carried one, so requests and codes remember whether it was sent (rows from before
//   default to "sent": they keep the stricter rule they were issued under).
// - Access-token signing keys get ids and rotation: the sandbox keeps its keys here (production
//   takes them from the environment). The single key kept so far in `settings` becomes the key
//   `legacy`, so tokens signed before this migration stay valid until they expire.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('authorization_requests')
    .addColumn('redirect_uri_sent', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .alterTable('authorization_codes')
    .addColumn('redirect_uri_sent', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .createTable('signing_keys')
    .addColumn('kid', 'text', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('retired_at', 'timestamptz')
    .execute();
  await sql`
    insert into signing_keys (kid, secret, created_at)
    select 'legacy', value, now() from settings where key = 'access_token_signing_key'
  `.execute(db);
  await sql`delete from settings where key = 'access_token_signing_key'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into settings (key, value)
    select 'access_token_signing_key', secret from signing_keys where kid = 'legacy'
  `.execute(db);
  await db.schema.dropTable('signing_keys').execute();
  await db.schema.alterTable('authorization_codes').dropColumn('redirect_uri_sent').execute();
  await db.schema.alterTable('authorization_requests').dropColumn('redirect_uri_sent').execute();
}
