import type { AppContext } from '../../app-context.js';
import { NotFound } from '../../domain/errors.js';

/** The simulator exists only in sandbox mode; in production its paths answer 404 like any unknown path. */
export function requireSandbox(ctx: AppContext): void {
  if (ctx.config.mode !== 'sandbox') throw new NotFound('The sandbox simulator exists only in sandbox mode');
}
