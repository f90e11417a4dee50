import { HttpError } from '../../http/http-error.js';
import type { Handler } from '../../http/handler-types.js';
import { requireSandbox } from './require-sandbox.js';

export const getSandboxClock: Handler<'getSandboxClock'> = (_input, ctx) => {
  requireSandbox(ctx);
  return { status: 200, body: { now: ctx.clock.now().toISOString() } };
};

export const advanceSandboxClock: Handler<'advanceSandboxClock'> = ({ principal, body }, ctx) => {
  requireSandbox(ctx);
  // The clock is shared by every tenant of this sandbox: only a partner's own server app moves it.
  if (principal.appKind !== 'client_credentials') {
    throw new HttpError(403, "Only a partner's client-credentials app may move the sandbox clock");
  }
  ctx.clock.advance(body.seconds * 1000);
  ctx.logger.info({ seconds: body.seconds, now: ctx.clock.now() }, 'sandbox clock advanced');
  return { status: 200, body: { now: ctx.clock.now().toISOString() } };
};
