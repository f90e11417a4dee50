import type { HostedHandler } from '../../http/handler-types.js';
import { Forbidden } from '../../domain/errors.js';
import { hashPassword } from '../../crypto/passwords.js';
import { findUserByEmail, setPassword } from '../customers/users.repository.js';

/**
 * "Forgot password?" in a single-user sandbox (`EMONEY_SANDBOX_OPEN_MAILBOX=true`): no email goes out, the new password applies at once and
 * every session of the user ends. The answer is the same whether or not the account exists.
 * Production needs an emailed link, which is not built yet: it refuses plainly.
 */
export const resetHostedPassword: HostedHandler<'resetHostedPassword'> = async ({ body }, ctx) => {
  if (ctx.config.mode !== 'sandbox') {
    throw new Forbidden('Resetting a password needs an emailed link, which this deployment does not send yet. Contact support to regain access.');
  }
  // A shared sandbox holds many partners' customers: a reset that proves nothing would let anyone
  // take any of them over. Only a single-user sandbox keeps it.
  if (!ctx.config.sandbox.openMailbox) {
    throw new Forbidden('This shared sandbox does not reset passwords without an emailed link, which it does not send yet. Sign up with another address, or ask the partner whose app you use.');
  }
  // Hashed before looking the user up, so an unknown address takes as long as a known one.
  const passwordHash = await hashPassword(body.password, ctx.config.passwordCost);
  await ctx.db.transaction().execute(async (trx) => {
    const user = await findUserByEmail(trx, body.email);
    // A customer a partner created has no password yet: only the emailed claim code may set the
    // first one, so a reset leaves it alone, with the same answer.
    if (!user || user.password_hash === null) return;
    await setPassword(trx, user.id, passwordHash);
    await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
  });
  return { status: 204 };
};
