import type { AppContext } from '../../app-context.js';
import { Forbidden } from '../../domain/errors.js';
import type { Principal } from '../access/principal.js';
import { advancePartnerClock } from '../access/partner-time.js';
import { requireSandbox } from './require-sandbox.js';

/**
 * Moves the caller's partner's sandbox clock forward (the public `POST /sandbox/clock` and the
 * dashboard's tool); answers the partner's new time.
 */
export async function advanceSandboxClockOf(ctx: AppContext, principal: Principal, seconds: number): Promise<Date> {
  requireSandbox(ctx);
  // Each partner has its own clock; still, only the partner's own server app moves it, not a
  // token speaking for one of its customers.
  if (principal.appKind !== 'client_credentials') {
    throw new Forbidden("Only a partner's client-credentials app may move the sandbox clock");
  }
  const now = await advancePartnerClock(ctx, principal.partnerId, seconds * 1000);
  ctx.logger.info({ partner: principal.partnerId, seconds, now }, 'partner sandbox clock advanced');
  return now;
}
