import type { ColumnType } from 'kysely';
import type { components } from '@emoney/api-types';
import type { Json } from '../../db/json.js';

export type WebhookEventType = components['schemas']['WebhookEventType'];

export interface WebhookSubscriptionsTable {
  id: string;
  partner_id: string;
  url: string;
  secret: string;
  types: Json<WebhookEventType[]>;
  state: 'active' | 'inactive';
  created_at: Date;
  updated_at: Date;
}

export interface WebhookDeliveriesTable {
  id: string;
  subscription_id: string;
  event_id: string;
  /** `msg_…`: the `webhook-id` header of every attempt. */
  webhook_id: string;
  type: WebhookEventType;
  payload: string;
  state: 'pending' | 'delivered' | 'failed';
  /** Attempts since the delivery was (re)scheduled: drives the retry schedule. */
  round_attempts: number;
  next_attempt_at: Date | null;
  created_at: Date;
  delivered_at: Date | null;
}

export interface WebhookAttemptsTable {
  id: string;
  delivery_id: string;
  attempted_at: Date;
  status_code: number | null;
  latency_ms: number;
  error: string | null;
  /** What was sent and what came back (bodies cut to a few kB), shown on the dashboard. */
  request_headers: ColumnType<Record<string, string> | null, string | null | undefined, never>;
  response_headers: ColumnType<Record<string, string> | null, string | null | undefined, never>;
  response_body: ColumnType<string | null, string | null | undefined, never>;
}

export interface WebhookTables {
  webhook_subscriptions: WebhookSubscriptionsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
}
