// A webhook delivery read at a glance: its last attempt's answer and latency, in words.
import { WEBHOOK_DEFAULT_EVENT_TYPES, WEBHOOK_EVENT_TYPES } from '@emoney/api-types/contract';
import type { Attempt, EventType } from '../api/types';

export function lastAttempt<A extends Attempt>(delivery: { attempts: A[] }): A | undefined {
  // The latest attempt says how the delivery stands.
  return delivery.attempts.reduce<A | undefined>((latest, a) => (latest === undefined || a.attemptedAt >= latest.attemptedAt ? a : latest), undefined);
}

/** "200", "timed out", "not tried yet": what the receiver answered last. */
export function answerOf(attempt: Attempt | undefined): string {
  if (attempt === undefined) return 'Not tried yet';
  if (attempt.statusCode !== undefined) return String(attempt.statusCode);
  return attempt.error ?? 'No answer';
}

export function latencyOf(attempt: Pick<Attempt, 'latencyMs'> | undefined): string {
  return attempt === undefined ? '–' : formatLatency(attempt.latencyMs);
}

export function formatLatency(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}

/** Event types a subscription may receive (the contract's WebhookEventType, generated from spec/). */
export const EVENT_TYPES: readonly EventType[] = WEBHOOK_EVENT_TYPES;

/** What a new subscription receives unless the partner chooses otherwise (the contract's default). */
export const DEFAULT_EVENT_TYPES: readonly EventType[] = WEBHOOK_DEFAULT_EVENT_TYPES;
