import { randomInt } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import { HttpError } from '../../http/http-error.js';
import { hashPassword } from '../auth/passwords.js';
import { safeEqual, sha256 } from '../auth/secrets.js';
import { sendEmail } from '../mail/send-email.js';
import type { User } from '../users/users.repository.js';
import { startSession } from './sessions.js';

/** A claim code is valid this long, for this many tries. */
export const CLAIM_CODE_TTL_MS = 15 * 60_000;
export const CLAIM_CODE_TRIES = 5;
/** At most one new code a minute per account: sign-up cannot be used to flood a mailbox. */
export const CLAIM_CODE_RESEND_MS = 60_000;

/** One answer for every failure, so the claim call tells nothing about which addresses exist. */
const WRONG_CODE = 'The code is wrong, used up or expired: sign up again with this email to get a new one';

/** Accounts a partner created (`POST /auth/signup`) have no password until their owner claims them. */
export function isClaimable(user: Pick<User, 'password_hash'>): boolean {
  return user.password_hash === null;
}

/**
 * Someone signed up with the email of an account a partner created. The account is not handed
 * over: a fresh 8-digit code goes to the address (replacing any earlier one), and only the
 * address's owner can claim the account with it (`claimAccount`).
 */
export async function offerAccountClaim(ctx: AppContext, user: Pick<User, 'id' | 'email'>): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const open = await trx.selectFrom('account_claims').select('created_at').where('user_id', '=', user.id).forUpdate().executeTakeFirst();
    if (open && open.created_at.getTime() + CLAIM_CODE_RESEND_MS > now.getTime()) return;
    const code = String(randomInt(0, 100_000_000)).padStart(8, '0');
    const row = { code_hash: sha256(code), attempts: 0, created_at: now, expires_at: new Date(now.getTime() + CLAIM_CODE_TTL_MS) };
    await trx
      .insertInto('account_claims')
      .values({ user_id: user.id, ...row })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
      .execute();
    await sendEmail(ctx, trx, {
      to: user.email,
      subject: 'Your emoney account code',
      body: [
        `Someone (hopefully you) tried to sign up with ${user.email}, which already has an emoney account set up for you by an app.`,
        `To claim it and choose your password, enter this code on the sign-up screen: ${code}`,
        'It is valid for 15 minutes. If this was not you, ignore this email: nothing changes without the code.',
      ].join('\n\n'),
    });
  });
}

/**
 * `POST /onboarding/api/session/claim`: the code proves the email; the account gets its
 * password, its email counts as verified, and a session starts. Every try uses up one of the
 * code's tries first (committed on its own), so guessing stops after `CLAIM_CODE_TRIES`.
 */
export async function claimAccount(ctx: AppContext, claim: { email: string; code: string; password: string }): Promise<{ userId: string; email: string; cookie: string }> {
  const now = ctx.clock.now();
  const tried = await ctx.db
    .updateTable('account_claims')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('user_id', '=', (eb) => eb.selectFrom('users').select('id').where('email', '=', claim.email.toLowerCase()).where('password_hash', 'is', null))
    .where('attempts', '<', CLAIM_CODE_TRIES)
    .returning(['user_id', 'code_hash', 'expires_at'])
    .executeTakeFirst();
  const wrong = () => new HttpError(400, WRONG_CODE, { errors: { code: 'wrong, used up or expired' } });
  if (!tried || tried.expires_at.getTime() <= now.getTime() || !safeEqual(tried.code_hash, sha256(claim.code))) throw wrong();
  const passwordHash = await hashPassword(claim.password, ctx.config.passwordCost);
  return ctx.db.transaction().execute(async (trx) => {
    // The claim is used once: whoever deletes it first sets the password.
    const used = await trx.deleteFrom('account_claims').where('user_id', '=', tried.user_id).where('code_hash', '=', tried.code_hash).executeTakeFirst();
    if (used.numDeletedRows !== 1n) throw wrong();
    const user = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, email_verified: true })
      .where('id', '=', tried.user_id)
      .where('password_hash', 'is', null)
      .returning(['id', 'email'])
      .executeTakeFirst();
    if (!user) throw wrong();
    const cookie = await startSession(ctx, trx, user.id);
    return { userId: user.id, email: user.email, cookie };
  });
}
