import { Forbidden } from '../../domain/errors.js';
import type { Handler } from '../../http/handler-types.js';
import { advancePartnerClock } from '../access/partner-time.js';
import { requireSandbox } from './require-sandbox.js';

/** The caller's partner's sandbox time (the request already runs on it: see partner-time.ts). */
export const getSandboxClock: Handler<'getSandboxClock'> = (_input, ctx) => {
  requireSandbox(ctx);
  return { status: 200, body: { now: ctx.clock.now().toISOString() } };
};

export const advanceSandboxClock: Handler<'advanceSandboxClock'> = async ({ principal, body }, ctx) => {
  requireSandbox(ctx);
  // Each partner has its own clock; still, only the partner's own server app moves it, not a
  // token speaking for one of its customers.
  if (principal.appKind !== 'client_credentials') {
    throw new Forbidden("Only a partner's client-credentials app may move the sandbox clock");
  }
  const now = await advancePartnerClock(ctx, principal.partnerId, body.seconds * 1000);
  ctx.logger.info({ partner: principal.partnerId, seconds: body.seconds, now }, 'partner sandbox clock advanced');
  return { status: 200, body: { now: now.toISOString() } };
};
