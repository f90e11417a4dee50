import { sql, type Kysely } from 'kysely';

// Webhook subscriptions (per partner), and every delivery of an event to one with its attempts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('webhook_subscriptions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('partner_id', 'uuid', (c) => c.notNull().references('partners.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    // The HMAC key must be readable to sign: it is kept as given (whsec_…).
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('types', 'jsonb', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('active', 'inactive')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_subscriptions_partner_idx').on('webhook_subscriptions').column('partner_id').execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('subscription_id', 'uuid', (c) => c.notNull().references('webhook_subscriptions.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id'))
    .addColumn('webhook_id', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    // The exact bytes sent on every attempt, fixed once.
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('pending', 'delivered', 'failed')`))
    .addColumn('round_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('delivered_at', 'timestamptz')
    .addUniqueConstraint('webhook_deliveries_once', ['subscription_id', 'event_id'])
    .execute();
  await db.schema.createIndex('webhook_deliveries_subscription_idx').on('webhook_deliveries').columns(['subscription_id', 'created_at']).execute();

  await db.schema
    .createTable('webhook_attempts')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('delivery_id', 'uuid', (c) => c.notNull().references('webhook_deliveries.id').onDelete('cascade'))
    .addColumn('attempted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('latency_ms', 'integer', (c) => c.notNull())
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('webhook_attempts_delivery_idx').on('webhook_attempts').columns(['delivery_id', 'attempted_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_attempts').execute();
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_subscriptions').execute();
}
