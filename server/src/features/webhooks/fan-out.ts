import { sql, type QueryCreator } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { WebhookEventType } from './webhooks.table.js';

export const DELIVER_JOB = 'webhooks.deliver';

/** What a fan-out needs of its event. `at` is the deployment's time (no partner's offset). */
export interface FanOutEvent {
  id: string;
  type: WebhookEventType;
  profileId: string | null;
  /** The notification's bytes, the same for every subscriber: see {@link webhookPayload}. */
  payload: string;
  at: Date;
}

/** The bytes every delivery of an event carries: the Standard Webhooks envelope. */
export function webhookPayload(event: { type: string; createdAt: Date; data: unknown }): string {
  return JSON.stringify({ type: event.type, timestamp: event.createdAt.toISOString(), data: event.data });
}

/**
 * The partners that see a profile's events: one of their apps was authorized by a user of the
 * profile, or the profile is one of their own (client-credentials) apps'. A partner-created
 * authorization counts only until the person claims the account.
 */
function partnersSeeing(db: QueryCreator<DB>, profileId: string | null) {
  const viaCustomers = db
    .selectFrom('user_profiles')
    .innerJoin('app_authorizations', 'app_authorizations.user_id', 'user_profiles.user_id')
    .innerJoin('apps', 'apps.id', 'app_authorizations.app_id')
    .innerJoin('users as authorizer', 'authorizer.id', 'app_authorizations.user_id')
    .select('apps.partner_id')
    .where('user_profiles.profile_id', '=', profileId)
    .where((eb) => eb.or([eb('app_authorizations.partner_created', '=', false), eb('authorizer.password_hash', 'is', null)]));
  const viaOwnApps = db
    .selectFrom('user_profiles')
    .innerJoin('apps', 'apps.user_id', 'user_profiles.user_id')
    .select('apps.partner_id')
    .where('user_profiles.profile_id', '=', profileId);
  return viaCustomers.union(viaOwnApps);
}

/**
 * The fan-out of one event, as the tail of a statement: one pending delivery per active
 * subscription that wants the event's type and whose partner sees its profile, each with its
 * first attempt's job. Idempotent: a delivery exists once per (subscription, event), and only a
 * delivery this statement creates gets a job.
 *
 * `db` may carry earlier parts of the same statement (`emitEvent` inserts the event first), so an
 * event and its deliveries are written together, in one round trip.
 *
 * Each delivery lives on its subscriber's sandbox clock, not on the clock of the partner whose
 * request caused the event: another partner's moved time must not date (or delay) it. Only the
 * sandbox writes `partner_clocks`, so in production every offset is zero.
 */
export function withDeliveries(db: QueryCreator<DB>, event: FanOutEvent) {
  return db
    .with('subscribers', (q) =>
      q
        .selectFrom('webhook_subscriptions')
        .leftJoin('partner_clocks', 'partner_clocks.partner_id', 'webhook_subscriptions.partner_id')
        .select([
          'webhook_subscriptions.id',
          'webhook_subscriptions.partner_id',
          sql<Date>`${event.at}::timestamptz + coalesce(partner_clocks.offset_ms, 0) * interval '1 millisecond'`.as('due'),
        ])
        .where('webhook_subscriptions.state', '=', 'active')
        // The list is made in SQL so the type stays a plain parameter (emitEvent's statement is a template).
        .where(sql<boolean>`webhook_subscriptions.types @> jsonb_build_array(${event.type}::text)`)
        .where('webhook_subscriptions.partner_id', 'in', partnersSeeing(q as QueryCreator<DB>, event.profileId)),
    )
    .with('deliveries', (q) =>
      q
        .insertInto('webhook_deliveries')
        .columns(['id', 'subscription_id', 'event_id', 'webhook_id', 'type', 'payload', 'state', 'round_attempts', 'next_attempt_at', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('subscribers')
            .select([
              sql<string>`gen_random_uuid()`.as('id'),
              'subscribers.id as subscription_id',
              sql<string>`${event.id}::text`.as('event_id'),
              // `msg_` and 32 hex digits, from PostgreSQL's strong random source.
              sql<string>`'msg_' || replace(gen_random_uuid()::text, '-', '')`.as('webhook_id'),
              sql<WebhookEventType>`${event.type}::text`.as('type'),
              sql<string>`${event.payload}::text`.as('payload'),
              sql<'pending'>`'pending'`.as('state'),
              sql<number>`0`.as('round_attempts'),
              'subscribers.due as next_attempt_at',
              'subscribers.due as created_at',
            ]),
        )
        .onConflict((oc) => oc.columns(['subscription_id', 'event_id']).doNothing())
        .returning(['webhook_deliveries.id', 'webhook_deliveries.subscription_id', 'webhook_deliveries.next_attempt_at']),
    )
    .insertInto('jobs')
    .columns(['id', 'kind', 'payload', 'run_at', 'partner_id'])
    .expression((eb) =>
      eb
        .selectFrom('deliveries')
        .innerJoin('subscribers', 'subscribers.id', 'deliveries.subscription_id')
        .select([
          sql<string>`gen_random_uuid()`.as('id'),
          sql<string>`${DELIVER_JOB}::text`.as('kind'),
          sql<string>`jsonb_build_object('deliveryId', deliveries.id, 'attempt', 1)`.as('payload'),
          sql<Date>`deliveries.next_attempt_at`.as('run_at'),
          'subscribers.partner_id',
        ]),
    );
}
