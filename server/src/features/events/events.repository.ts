import { randomBytes } from 'node:crypto';
import type { QueryCreator } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Database } from '../../db/database.js';
import { toJson } from '../../db/json.js';
import { statementTemplate } from '../../db/statement-template.js';
import { deploymentTime } from '../access/partner-time.js';
import { webhookPayload, withDeliveries } from '../webhooks/fan-out.js';
import type { EventType } from './events.table.js';

/**
 * Records a domain event. Call it with the transaction that makes the change, so there is no
 * event without its change and no change without its event (webhook delivery reads this outbox).
 */
export async function emitEvent(db: Database, event: { type: EventType; profileId: string | null; data: unknown; now: Date }): Promise<string> {
  const id = `evt_${randomBytes(16).toString('base64url')}`;
  const payload = webhookPayload({ type: event.type, createdAt: event.now, data: event.data });
  await eventStatement(db, id, event.type, event.profileId, toJson(event.data), event.now, payload, deploymentTime(event.now));
  return id;
}

// The event's webhook deliveries (and their jobs) are written by the same statement: no event is
// ever left unannounced, even outside a transaction, and the event costs one round trip. Built
// once (statement-template.ts): building statements was about a tenth of the CPU of placing an
// order (profile in bench/README.md), and this is the largest one it builds.
const eventStatement = statementTemplate(
  (db, id: string, type: EventType, profileId: string | null, data: string, createdAt: Date, payload: string, at: Date) => {
    const withEvent = db.with('event', (q) => q.insertInto('events').values({ id, type, profile_id: profileId, data, created_at: createdAt }).returning('id'));
    // The fan-out reads no part of the `event` step (data-modifying steps run whether read or not).
    return withDeliveries(withEvent as unknown as QueryCreator<DB>, { id, type, profileId, payload, at });
  },
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
