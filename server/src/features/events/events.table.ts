import type { ColumnType, Generated } from 'kysely';
import type { WebhookEventType } from '@emoney/api-types/contract';
import type { Json } from '../../db/json.js';

/** An outbox event's type: one of the contract's `WebhookEventType` (generated from spec/). */
export type EventType = WebhookEventType;

/** The outbox: one row per domain event, in the order they happened (`seq`). */
export interface EventsTable {
  seq: Generated<string>;
  /** `evt_…` (each webhook delivery of the event has a `msg_…` `webhook-id` of its own). */
  id: string;
  type: EventType;
  /** The profile the event is about: decides who may see it. */
  profile_id: string | null;
  /** The webhook envelope's `data`, fixed when the event happens. */
  data: Json<unknown>;
  created_at: ColumnType<Date, Date, never>;
}
