import { randomInt } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import { InvalidInput } from '../../domain/errors.js';
import { verifyAgainstDummy, verifyPassword } from '../../crypto/passwords.js';
import { keyedHasher } from '../credentials/client-secrets.js';
import { safeEqual } from '../../crypto/secrets.js';
import { sendEmail, type MailboxReaders } from '../mail/send-email.js';
import { claimAccount, createCustomer } from '../customers/customers.service.js';
import { findUserByEmail, type User } from '../customers/users.repository.js';
import { startSession } from './sessions.js';

/** Sign-up codes are stored keyed (HMAC under the secret-hash key) and bound to their email, never as a plain SHA-256. */
const signUpCodeHasher = (ctx: AppContext, email: string) => keyedHasher(ctx, `emoney sign-up code\0${email}`);

/** A sign-up code is valid this long, for this many tries. */
export const SIGNUP_CODE_TTL_MS = 15 * 60_000;
export const SIGNUP_CODE_TRIES = 5;
/** At most one sign-up email a minute per address: sign-up cannot be used to flood a mailbox. */
export const SIGNUP_EMAIL_RESEND_MS = 60_000;
/** The version of the terms and privacy notice the sign-up screen asks the person to agree to. */
export const TERMS_VERSION = '2026-11-01';

/** One answer for every failure, so the verify call tells nothing about which addresses exist. */
export const WRONG_CODE = 'The code is wrong, used up or expired. Use the code from the latest email, or ask for a new code.';

/** What the address is to emoney, which decides only the email sent, never the answer. */
export type SignUpTarget = 'new' | 'claimable' | 'taken';

/** Accounts a partner created (`POST /auth/signup`) have no password until their owner claims them. */
export function isClaimable(user: Pick<User, 'password_hash'>): boolean {
  return user.password_hash === null;
}

/** Who created a claimable account: named in the claim email, so its owner knows who holds their data. */
export interface AccountCreator {
  partner: string;
  app: string;
}

function codeEmail(email: string, code: string, target: 'new' | 'claimable', creator?: AccountCreator) {
  const setUpBy = creator ? `by ${creator.partner} (their app “${creator.app}”)` : 'by an app';
  const opening =
    target === 'new'
      ? `Someone (hopefully you) started creating an emoney account with ${email}.`
      : [
          `Someone (hopefully you) tried to sign up with ${email}, which already has an emoney account set up for you ${setUpBy}.`,
          `Claiming it makes the account yours. ${creator ? creator.partner : 'That app'} then reaches it only if you allow one of its apps; until you claim it, it can read and change it.`,
        ].join('\n\n');
  return {
    to: email,
    subject: 'Your emoney sign-up code',
    body: [
      opening,
      `To ${target === 'new' ? 'finish creating it' : 'claim it with the password you chose'}, enter this code on the sign-up screen: ${code}`,
      'It is valid for 15 minutes. If this was not you, ignore this email: nothing happens without the code.',
    ].join('\n\n'),
  };
}

function takenEmail(email: string) {
  return {
    to: email,
    subject: 'Someone tried to create an emoney account with your address',
    body: [
      `Someone (maybe you) tried to create an emoney account with ${email}, but you already have one.`,
      'Log in with your password instead. If you forgot it, choose "Forgot password?" on the log-in screen.',
      'If this was not you, ignore this email: nothing changed, and your account is safe.',
    ].join('\n\n'),
  };
}

/**
 * Records a hosted sign-up and emails the address: a code for a new address or for an account a
 * partner created (the code claims it), and a "you already have an account" note without a code
 * for a taken address. The latest attempt replaces an earlier one, at most once a minute per
 * address: within that minute nothing changes and no email goes out.
 */
export async function startSignUpVerification(
  ctx: AppContext,
  signUp: { email: string; passwordHash: string; target: SignUpTarget; creator?: AccountCreator; readers?: MailboxReaders },
): Promise<void> {
  const now = ctx.clock.now();
  const email = signUp.email.toLowerCase();
  const hashCode = await signUpCodeHasher(ctx, email);
  await ctx.db.transaction().execute(async (trx) => {
    const open = await trx.selectFrom('pending_signups').select('created_at').where('email', '=', email).forUpdate().executeTakeFirst();
    if (open && open.created_at.getTime() + SIGNUP_EMAIL_RESEND_MS > now.getTime()) return;
    const code = signUp.target === 'taken' ? null : String(randomInt(0, 100_000_000)).padStart(8, '0');
    const row = {
      password_hash: signUp.passwordHash,
      terms_version: TERMS_VERSION,
      terms_accepted_at: now,
      code_hash: code === null ? null : hashCode(code),
      attempts: 0,
      created_at: now,
      expires_at: new Date(now.getTime() + SIGNUP_CODE_TTL_MS),
    };
    await trx
      .insertInto('pending_signups')
      .values({ email, ...row })
      .onConflict((oc) => oc.column('email').doUpdateSet(row))
      .execute();
    await sendEmail(ctx, trx, signUp.target === 'taken' || code === null ? takenEmail(email) : codeEmail(email, code, signUp.target, signUp.creator), signUp.readers);
  });
}

/**
 * `POST /onboarding/api/session/signup/resend`: a new code for a sign-up
 * waiting for one, so a stranger who burned a code's tries cannot stop its owner. The password
 * given at sign-up stays; the new code has its own tries and its own 15 minutes, and replaces the
 * old one. Like a sign-up, at most one email a minute per address. An address with nothing
 * waiting gets nothing; the caller answers the same either way.
 */
export async function resendSignUpCode(ctx: AppContext, input: { email: string }): Promise<void> {
  const now = ctx.clock.now();
  const email = input.email.toLowerCase();
  const hashCode = await signUpCodeHasher(ctx, email);
  await ctx.db.transaction().execute(async (trx) => {
    const open = await trx.selectFrom('pending_signups').select(['created_at']).where('email', '=', email).forUpdate().executeTakeFirst();
    if (!open || open.created_at.getTime() + SIGNUP_EMAIL_RESEND_MS > now.getTime()) return;
    // What the address is now decides the email, as at sign-up (an account may have appeared).
    const account = await findUserByEmail(trx, email);
    const target: SignUpTarget = !account ? 'new' : isClaimable(account) ? 'claimable' : 'taken';
    const code = target === 'taken' ? null : String(randomInt(0, 100_000_000)).padStart(8, '0');
    await trx
      .updateTable('pending_signups')
      .set({ code_hash: code === null ? null : hashCode(code), attempts: 0, created_at: now, expires_at: new Date(now.getTime() + SIGNUP_CODE_TTL_MS) })
      .where('email', '=', email)
      .execute();
    // The new code is for whoever could read the first one (a shared sandbox's mailbox scoping):
    // the browser and partner of the sign-up it renews, never the caller who asked for it.
    const first = await trx
      .selectFrom('outbound_emails')
      .select(['partner_id', 'browser_hash'])
      .where('to_address', '=', email)
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
    const readers = first ? { partnerId: first.partner_id, browserHash: first.browser_hash } : {};
    await sendEmail(ctx, trx, target === 'taken' || code === null ? takenEmail(email) : codeEmail(email, code, target), readers);
  });
}

/**
 * `POST /onboarding/api/session/verify`: the emailed code proves the address, and the password
 * must be the one given at sign-up (so whoever signs up with the address after its owner cannot
 * slip their own password under the owner's code). A new address gets its account; an account a
 * partner created gets its password (claimed). A try counts only once the password matched, so a
 * stranger without it cannot use up the owner's tries; it is counted (committed on its own) before
 * the code is compared, so guessing stops after `SIGNUP_CODE_TRIES`; the code is used once.
 */
export async function verifySignUp(ctx: AppContext, input: { email: string; code: string; password: string }): Promise<{ userId: string; email: string; cookie: string }> {
  const now = ctx.clock.now();
  const email = input.email.toLowerCase();
  const hashCode = await signUpCodeHasher(ctx, email);
  const wrong = () => new InvalidInput(WRONG_CODE, { code: 'This code is wrong, used up or expired. Check the latest email, or choose “Resend code”.' });
  const pending = await ctx.db.selectFrom('pending_signups').select(['code_hash', 'password_hash', 'expires_at', 'attempts']).where('email', '=', email).executeTakeFirst();
  const open = !!pending?.code_hash && pending.attempts < SIGNUP_CODE_TRIES && pending.expires_at.getTime() > now.getTime();
  // One password check on every path, so the answer time does not tell which check failed.
  const passwordOk = open ? await verifyPassword(input.password, pending.password_hash) : await verifyAgainstDummy(input.password, ctx.config.passwordCost);
  if (!open || !passwordOk || !pending.code_hash) throw wrong();
  // The try of this code and this password (a fresh code or another sign-up meanwhile is not it).
  const tried = await ctx.db
    .updateTable('pending_signups')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('email', '=', email)
    .where('code_hash', '=', pending.code_hash)
    .where('password_hash', '=', pending.password_hash)
    .where('attempts', '<', SIGNUP_CODE_TRIES)
    .returning(['code_hash'])
    .executeTakeFirst();
  if (!tried?.code_hash || !safeEqual(tried.code_hash, hashCode(input.code))) throw wrong();
  const codeHash = tried.code_hash;
  return ctx.db.transaction().execute(async (trx) => {
    // The code is used once: whoever deletes the sign-up first gets the account.
    const used = await trx.deleteFrom('pending_signups').where('email', '=', email).where('code_hash', '=', codeHash).returningAll().executeTakeFirst();
    if (!used) throw wrong();
    const account = await findUserByEmail(trx, email);
    let userId: string;
    const terms = { acceptedAt: used.terms_accepted_at, version: used.terms_version };
    if (!account) {
      // The account a verified sign-up asked for: a user with a personal profile.
      const created = await createCustomer(trx, { email: used.email, passwordHash: used.password_hash, emailVerified: true, terms }, now);
      if (!created) throw wrong();
      userId = created.userId;
    } else if (isClaimable(account)) {
      if (!(await claimAccount(trx, account.id, { passwordHash: used.password_hash, terms }))) throw wrong();
      userId = account.id;
    } else {
      // Someone set a password on the address meanwhile: the code no longer decides anything.
      throw wrong();
    }
    const cookie = await startSession(ctx, trx, userId);
    return { userId, email, cookie };
  });
}
