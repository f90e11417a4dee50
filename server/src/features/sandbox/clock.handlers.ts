import type { Handler } from '../../http/handler-types.js';
import { requireSandbox } from './require-sandbox.js';

export const getSandboxClock: Handler<'getSandboxClock'> = (_input, ctx) => {
  requireSandbox(ctx);
  return { status: 200, body: { now: ctx.clock.now().toISOString() } };
};

export const advanceSandboxClock: Handler<'advanceSandboxClock'> = ({ body }, ctx) => {
  requireSandbox(ctx);
  ctx.clock.advance(body.seconds * 1000);
  ctx.logger.info({ seconds: body.seconds, now: ctx.clock.now() }, 'sandbox clock advanced');
  return { status: 200, body: { now: ctx.clock.now().toISOString() } };
};
