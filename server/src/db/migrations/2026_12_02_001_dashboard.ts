import { sql, type Kysely } from 'kysely';

// The developer dashboard: the people of a partner's team (members, invitations, sign-ups waiting
// for their email code, sessions), the log of the partner's apps' API requests, what an app needs
// to be disabled and to rotate its secret with a grace period, and what a webhook attempt sent and
// got back (shown to the partner).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dashboard_members')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('partner_id', 'uuid', (c) => c.notNull().references('partners.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'read_only')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('dashboard_members_partner').on('dashboard_members').columns(['partner_id', 'created_at']).execute();
  await db.schema
    .createTable('dashboard_invitations')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('partner_id', 'uuid', (c) => c.notNull().references('partners.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'read_only')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('dashboard_invitations_one_per_email', ['partner_id', 'email'])
    .execute();
  await db.schema.createIndex('dashboard_invitations_email').on('dashboard_invitations').column('email').execute();
  await db.schema
    .createTable('dashboard_signups')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('partner_name', 'text')
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('dashboard_sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'uuid', (c) => c.notNull().references('dashboard_members.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('api_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .addColumn('partner_id', 'uuid', (c) => c.notNull().references('partners.id').onDelete('cascade'))
    .addColumn('app_id', 'uuid')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('latency_ms', 'real', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('error', 'jsonb')
    .execute();
  await db.schema.createIndex('api_requests_partner_seq').on('api_requests').columns(['partner_id', 'seq']).execute();
  await db.schema
    .alterTable('apps')
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('previous_secret_hash', 'text')
    .addColumn('previous_secret_until', 'timestamptz')
    .addColumn('secret_rotated_at', 'timestamptz')
    .execute();
  await db.schema.alterTable('webhook_attempts').addColumn('request_headers', 'jsonb').addColumn('response_headers', 'jsonb').addColumn('response_body', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('webhook_attempts').dropColumn('response_body').dropColumn('response_headers').dropColumn('request_headers').execute();
  await db.schema.alterTable('apps').dropColumn('secret_rotated_at').dropColumn('previous_secret_until').dropColumn('previous_secret_hash').dropColumn('disabled_at').execute();
  for (const table of ['api_requests', 'dashboard_sessions', 'dashboard_signups', 'dashboard_invitations', 'dashboard_members']) await db.schema.dropTable(table).execute();
}
