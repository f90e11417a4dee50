import type { Handler } from '../../http/handler-types.js';
import { requireSandbox } from './require-sandbox.js';
import { advanceSandboxClockOf } from './sandbox-clock.service.js';

/** The caller's partner's sandbox time (the request already runs on it: see partner-time.ts). */
export const getSandboxClock: Handler<'getSandboxClock'> = (_input, ctx) => {
  requireSandbox(ctx);
  return { status: 200, body: { now: ctx.clock.now().toISOString() } };
};

export const advanceSandboxClock: Handler<'advanceSandboxClock'> = async ({ principal, body }, ctx) => ({
  status: 200,
  body: { now: (await advanceSandboxClockOf(ctx, principal, body.seconds)).toISOString() },
});
