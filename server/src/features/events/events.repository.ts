import { randomBytes } from 'node:crypto';
import type { QueryCreator } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Database } from '../../db/database.js';
import { toJson } from '../../db/json.js';
import { statementTemplate } from '../../db/statement-template.js';
import { deploymentTime } from '../access/partner-time.js';
import { webhookPayload, withDeliveries } from '../webhooks/fan-out.js';
import type { EventType } from './events.table.js';

/** An event as its statement writes it, every value made before the statement is built. */
export interface EventRecord {
  id: string;
  type: EventType;
  profileId: string | null;
  /** The event's data as JSON. */
  data: string;
  createdAt: Date;
  /** The notification every delivery carries (`webhookPayload`). */
  payload: string;
  /** The deployment's time, which deliveries are due at (before each subscriber's sandbox offset). */
  at: Date;
}

/** The record of a new event: its id, its data as JSON and its webhook payload. */
export function eventRecord(event: { type: EventType; profileId: string | null; data: unknown; now: Date }): EventRecord {
  return {
    id: `evt_${randomBytes(16).toString('base64url')}`,
    type: event.type,
    profileId: event.profileId,
    data: toJson(event.data),
    createdAt: event.now,
    payload: webhookPayload({ type: event.type, createdAt: event.now, data: event.data }),
    at: deploymentTime(event.now),
  };
}

/**
 * Records a domain event. Call it with the transaction that makes the change, so there is no
 * event without its change and no change without its event (webhook delivery reads this outbox).
 */
export async function emitEvent(db: Database, event: { type: EventType; profileId: string | null; data: unknown; now: Date }): Promise<string> {
  const e = eventRecord(event);
  await eventStatement(db, e.id, e.type, e.profileId, e.data, e.createdAt, e.payload, e.at);
  return e.id;
}

/**
 * The event and its webhook deliveries (with their jobs), as the tail of a statement: `db` may
 * carry earlier steps of it (a change written in the same round trip). No event is ever left
 * unannounced, even outside a transaction.
 */
export function withEvent(db: QueryCreator<DB>, e: EventRecord) {
  const withEventStep = db.with('event', (q) => q.insertInto('events').values({ id: e.id, type: e.type, profile_id: e.profileId, data: e.data, created_at: e.createdAt }).returning('id'));
  // The fan-out reads no part of the `event` step (data-modifying steps run whether read or not).
  return withDeliveries(withEventStep as unknown as QueryCreator<DB>, { id: e.id, type: e.type, profileId: e.profileId, payload: e.payload, at: e.at });
}

// Built once (statement-template.ts): building statements was about a tenth of the CPU of placing
// an order (profile in bench/README.md), and this is the largest one it builds.
const eventStatement = statementTemplate(
  (db, id: string, type: EventType, profileId: string | null, data: string, createdAt: Date, payload: string, at: Date) =>
    withEvent(db as unknown as QueryCreator<DB>, { id, type, profileId, data, createdAt, payload, at }),
);

/** Events after `seq`, oldest first (the order notifications stream reads these). */
export async function eventsAfter(db: Database, seq: string, types: readonly EventType[], limit = 500) {
  return db
    .selectFrom('events')
    .select(['seq', 'id', 'type', 'profile_id', 'data', 'created_at'])
    .where('seq', '>', seq)
    .where('type', 'in', types)
    .orderBy('seq')
    .limit(limit)
    .execute();
}

export async function lastEventSeq(db: Database): Promise<string> {
  const row = await db.selectFrom('events').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst();
  return row?.seq ? String(row.seq) : '0';
}
