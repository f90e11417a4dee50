// A webhook delivery read at a glance: its last attempt's answer and latency, in words.
import type { Attempt, Delivery } from '../api/types';

export function lastAttempt(delivery: Pick<Delivery, 'attempts'>): Attempt | undefined {
  // Attempts are listed oldest first; the last one says how the delivery stands.
  return delivery.attempts.reduce<Attempt | undefined>((latest, a) => (latest === undefined || a.attemptedAt >= latest.attemptedAt ? a : latest), undefined);
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

/** Event types a subscription may choose (empty choice = every type). */
export const EVENT_TYPES = [
  'profile.created',
  'profile.updated',
  'order.created',
  'order.updated',
  'address.linked',
  'iban.created',
  'iban.updated',
] as const;
