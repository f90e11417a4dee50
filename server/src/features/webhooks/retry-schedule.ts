/**
 * When to retry a failed delivery: 10 retries after the first attempt, each wait twice the one
 * before, so the last retry lands 12 hours after the first attempt (product specification:
 * "10 times over 12 hours"). The waits are 43200 s / 1023 · 2^n, rounded to whole seconds.
 */
export const MAX_ATTEMPTS = 11;
const BASE_MS = (12 * 3600_000) / (2 ** 10 - 1);
export const RETRY_DELAYS_MS: readonly number[] = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, n) => Math.round((BASE_MS * 2 ** n) / 1000) * 1000);

/** The wait after the given number of attempts in this round (1-based), or null when there are no retries left. */
export function nextRetryDelay(attemptsSoFar: number): number | null {
  return attemptsSoFar >= MAX_ATTEMPTS ? null : RETRY_DELAYS_MS[attemptsSoFar - 1]!;
}
