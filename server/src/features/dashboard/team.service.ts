import { randomInt, randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import { Conflict, Forbidden, InvalidInput, NotFound, Unauthorized } from '../../domain/errors.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../crypto/passwords.js';
import { keyedHasher } from '../credentials/client-secrets.js';
import { safeEqual } from '../../crypto/secrets.js';
import { sendEmail, type MailboxReaders } from '../mail/send-email.js';
import { createPartner } from '../credentials/partner-apps.service.js';
import { deploymentNow } from '../access/partner-time.js';
import type { MemberRole } from './dashboard.tables.js';
import {
  countAdmins,
  countSignupTry,
  deleteInvitation,
  deleteInvitationsOf,
  deleteMember,
  deleteSignup,
  findInvitationByEmail,
  findMemberByEmail,
  findPartnerInvitation,
  findPartnerMember,
  findSignup,
  insertMember,
  upsertInvitation,
  upsertSignup,
  type InvitationRow,
  type MemberRow,
} from './members.repository.js';
import type { Member } from './member-sessions.js';

/** A dashboard sign-up code is valid this long, for this many tries; one email a minute per address. */
export const DASHBOARD_CODE_TTL_MS = 15 * 60_000;
export const DASHBOARD_CODE_TRIES = 5;
export const DASHBOARD_EMAIL_RESEND_MS = 60_000;

export const WRONG_DASHBOARD_CODE = 'The code is wrong, used up or expired. Use the code from the latest email, or sign up again for a new code.';
export const WRONG_DASHBOARD_LOGIN = 'The email or password is wrong.';
export const INVITATION_ONLY = 'Sign-up to this deployment’s dashboard is by invitation: ask your team’s admin, or the operator (`emoney admin partners invite`).';

const codeHasher = (ctx: AppContext, email: string) => keyedHasher(ctx, `emoney dashboard code\0${email}`);

/** Only an admin changes anything; a read-only member gets 403 before anything runs. */
export function requireAdmin(member: Member): void {
  if (member.role !== 'admin') throw new Forbidden(`${member.email} is a read-only member of this team: ask an admin to make this change`);
}

/**
 * Starts a sign-up: records the password hash and a new code, and emails the code. An invited
 * address joins its inviter; any other creates a partner (only in a sandbox: production signs up
 * by invitation only). Within a minute of the last email nothing changes and no email goes out.
 */
export async function startDashboardSignUp(
  ctx: AppContext,
  input: { email: string; password: string; partnerName?: string | undefined; browserHash: string | null },
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  if (await findMemberByEmail(ctx.db, email)) throw new Conflict(`${email} is a member already: sign in instead (or reset your password with your admin)`);
  const invitation = await findInvitationByEmail(ctx.db, email);
  if (!invitation && ctx.config.mode !== 'sandbox') throw new Forbidden(INVITATION_ONLY);
  const partnerName = input.partnerName?.trim();
  if (!invitation && !partnerName) throw new InvalidInput('Name the partner (your company) to create', { partnerName: 'is needed: the address has no invitation' });
  const passwordHash = await hashPassword(input.password, ctx.config.passwordCost);
  const hashCode = await codeHasher(ctx, email);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const open = await findSignup(trx, email, true);
    if (open && open.sent_at.getTime() + DASHBOARD_EMAIL_RESEND_MS > now.getTime()) return;
    const code = String(randomInt(0, 100_000_000)).padStart(8, '0');
    await upsertSignup(trx, {
      email,
      password_hash: passwordHash,
      partner_name: invitation ? null : partnerName!,
      code_hash: hashCode(code),
      tries: 0,
      sent_at: now,
      expires_at: new Date(now.getTime() + DASHBOARD_CODE_TTL_MS),
    });
    const readers: MailboxReaders = { partnerId: invitation?.partner_id ?? null, browserHash: input.browserHash };
    await sendEmail(ctx, trx, codeEmail(email, code, invitation ? 'join' : 'create'), readers);
  });
}

function codeEmail(email: string, code: string, purpose: 'join' | 'create') {
  return {
    to: email,
    subject: 'Your emoney dashboard code',
    body: [
      `Someone (hopefully you) is signing up to the emoney developer dashboard with ${email}${purpose === 'join' ? ' to join the team that invited you' : ''}.`,
      `To finish, enter this code on the sign-up screen: ${code}`,
      'It is valid for 15 minutes. If this was not you, ignore this email: nothing happens without the code.',
    ].join('\n\n'),
  };
}

/** Checks a sign-up's code; the right one creates the member (and its partner) and answers it. */
export async function confirmDashboardSignUp(ctx: AppContext, input: { email: string; code: string }): Promise<MemberRow> {
  const email = input.email.trim().toLowerCase();
  const hashCode = await codeHasher(ctx, email);
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const signup = await findSignup(trx, email, true);
    if (!signup || signup.expires_at.getTime() <= now.getTime() || signup.tries >= DASHBOARD_CODE_TRIES) return undefined;
    if (!safeEqual(hashCode(input.code), signup.code_hash)) {
      await countSignupTry(trx, email);
      return undefined;
    }
    if (await findMemberByEmail(trx, email)) throw new Conflict(`${email} is a member already: sign in instead`);
    const invitation = await findInvitationByEmail(trx, email);
    if (!invitation && (signup.partner_name === null || ctx.config.mode !== 'sandbox')) throw new Forbidden(INVITATION_ONLY);
    const partnerId = invitation ? invitation.partner_id : (await createPartner(trx, { name: signup.partner_name! })).id;
    const member: MemberRow = { id: randomUUID(), partner_id: partnerId, email, password_hash: signup.password_hash, role: invitation?.role ?? 'admin', created_at: deploymentNow(ctx) };
    await insertMember(trx, member);
    await deleteInvitationsOf(trx, email);
    await deleteSignup(trx, email);
    return member;
  });
  // A wrong code's try is counted (committed) before the refusal.
  if (!outcome) throw new InvalidInput(WRONG_DASHBOARD_CODE, { code: WRONG_DASHBOARD_CODE });
  return outcome;
}

/** A member by email and password; one answer for a wrong address and a wrong password, after the same work. */
export async function logInMember(ctx: AppContext, input: { email: string; password: string }): Promise<MemberRow> {
  const member = await findMemberByEmail(ctx.db, input.email.trim());
  const ok = member ? await verifyPassword(input.password, member.password_hash) : await verifyAgainstDummy(input.password, ctx.config.passwordCost);
  if (!member || !ok) throw new Unauthorized(WRONG_DASHBOARD_LOGIN);
  return member;
}

/**
 * Invites an address to a partner's team (an admin in the dashboard, or the operator's CLI) and
 * emails it where to sign up. An address that is a member anywhere already is refused.
 */
export async function inviteMember(
  ctx: AppContext,
  input: { partnerId: string; email: string; role: MemberRole; invitedBy: string; partnerName: string },
): Promise<InvitationRow> {
  const email = input.email.trim().toLowerCase();
  if (await findMemberByEmail(ctx.db, email)) throw new Conflict(`${email} is a member of a team already`);
  return ctx.db.transaction().execute(async (trx) => {
    const invitation = await upsertInvitation(trx, { id: randomUUID(), partner_id: input.partnerId, email, role: input.role, created_at: deploymentNow(ctx) });
    const link = `${ctx.config.publicUrl.replace(/\/$/, '')}/dashboard/signup?${new URLSearchParams({ email })}`;
    await sendEmail(
      ctx,
      trx,
      {
        to: email,
        subject: `${input.invitedBy} invited you to ${input.partnerName} on emoney`,
        body: [
          `${input.invitedBy} invited you to join ${input.partnerName}'s team on the emoney developer dashboard as ${input.role === 'admin' ? 'an admin' : 'a read-only member'}.`,
          `Sign up with this address here: ${link}`,
        ].join('\n\n'),
      },
      { partnerId: input.partnerId },
    );
    return invitation;
  });
}

export async function withdrawInvitation(ctx: AppContext, partnerId: string, invitationId: string): Promise<void> {
  const invitation = await findPartnerInvitation(ctx.db, partnerId, invitationId);
  if (!invitation) throw new NotFound('Your team has no open invitation with this id');
  await deleteInvitation(ctx.db, invitation.id);
}

/** Removes a member (and so its sessions); never oneself, never the last admin. */
export async function removeMember(ctx: AppContext, by: Member, memberId: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const member = await findPartnerMember(trx, by.partnerId, memberId);
    if (!member) throw new NotFound('Your team has no member with this id');
    if (member.id === by.memberId) throw new Conflict('You cannot remove yourself: ask another admin');
    if (member.role === 'admin' && (await countAdmins(trx, by.partnerId)) <= 1) throw new Conflict('The last admin stays: make another member an admin first');
    await deleteMember(trx, member.id);
  });
}
