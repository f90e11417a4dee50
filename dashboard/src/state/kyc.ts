// A profile's KYC state in words and tone; "waiting" states are the ones a sandbox decision applies to.
import type { ProfileState } from '../api/types';
import type { Tone } from '../theme/Pill';

const DECIDED = new Set(['approved', 'rejected']);

export function kycTone(state: string): Tone {
  if (state === 'approved') return 'ok';
  if (state === 'rejected') return 'bad';
  return 'warning';
}

/** Not decided yet: the sandbox's "decide a pending KYC" tool may approve or reject it. */
export function awaitingDecision(state: string): boolean {
  return !DECIDED.has(state);
}

/** The KYC states, in the order a profile goes through them, for the customers' filter. */
export const KYC_STATES: readonly ProfileState[] = ['created', 'incomplete', 'pending', 'approved', 'rejected', 'blocked'];
