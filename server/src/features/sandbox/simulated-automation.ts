import type { AppContext } from '../../app-context.js';
import type { JobHandler } from '../../jobs/jobs.js';

/**
 * Whether this deployment decides things on its own after the sandbox delays (settling redeem
 * orders, provisioning IBANs, deciding KYC). Only the sandbox does: in production those outcomes
 * come from the provider's payment and banking operations, never from a timer.
 */
export function simulatesOutcomes(ctx: Pick<AppContext, 'config'>): boolean {
  return ctx.config.mode === 'sandbox';
}

/**
 * A job that only the simulator may run. Production skips it even when one is queued (a
 * database that was a sandbox before, or a job enqueued by a process with another mode).
 */
export function sandboxOnlyJob<P>(handler: (ctx: AppContext, payload: P) => Promise<void>): JobHandler {
  return (async (ctx: AppContext, payload: P) => {
    if (!simulatesOutcomes(ctx)) {
      ctx.logger.warn({ payload }, 'sandbox-only job skipped outside the sandbox');
      return;
    }
    await handler(ctx, payload);
  }) as JobHandler;
}
