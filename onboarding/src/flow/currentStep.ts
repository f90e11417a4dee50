// Which screen the person is on, derived from the authorization request alone (plus whether they
// already pressed Continue on the wallets screen), so a reload resumes where they left off.
import type { HostedRequest } from '../api/client';

export type Step = 'signIn' | 'onboard' | 'wallets' | 'authorize';

/** The steps in order, with the names the step indicator shows. */
export const STEPS: readonly { step: Step; name: string }[] = [
  { step: 'signIn', name: 'Account' },
  { step: 'onboard', name: 'Your details' },
  { step: 'wallets', name: 'Wallets' },
  { step: 'authorize', name: 'Authorize' },
];

export interface StepContext {
  /** The person pressed Continue on the wallets screen for this request. */
  walletsConfirmed: boolean;
  /** The person chose to go on while their profile is pending review. */
  pendingAccepted?: boolean;
}

type StepRequest = Pick<HostedRequest, 'skipKyc' | 'user'>;

export function currentStep(request: StepRequest, context: StepContext = { walletsConfirmed: false }): Step {
  const user = request.user;
  if (user === undefined) return 'signIn';
  const { state } = user.profile;
  // A pending profile may go on to authorize (the app then sees it pending); the others may not.
  if (!request.skipKyc && state !== 'approved' && !(state === 'pending' && context.pendingAccepted === true)) return 'onboard';
  if (user.addresses.length === 0 || !context.walletsConfirmed) return 'wallets';
  return 'authorize';
}

/** 1-based position of a step, for "Step n of 4". */
export function stepNumber(step: Step): number {
  return STEPS.findIndex((s) => s.step === step) + 1;
}
