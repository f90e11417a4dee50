import type { DashboardHandler } from '../../http/handler-types.js';
import { csrfCookieToken, ensureCsrfCookie } from '../../http/csrf.js';
import { sha256 } from '../../crypto/secrets.js';
import { requireSandbox } from '../sandbox/require-sandbox.js';
import { endMemberSession, sessionMember, startMemberSession } from './member-sessions.js';
import { requireMember, sessionBody } from './dashboard-session.js';
import { confirmDashboardSignUp, logInMember, startDashboardSignUp } from './team.service.js';

/** At most this many emails answered per address. */
const MAILBOX_SIZE = 20;

export const getDashboardCsrfToken: DashboardHandler<'getDashboardCsrfToken'> = ({ req }, ctx) => ({
  status: 200,
  body: { csrfToken: ensureCsrfCookie(ctx, req, req.res!, '/dashboard'), sandbox: ctx.config.mode === 'sandbox' },
});

export const dashboardSignUp: DashboardHandler<'dashboardSignUp'> = async ({ body, req }, ctx) => {
  const browser = csrfCookieToken(ctx, req);
  await startDashboardSignUp(ctx, { email: body.email, password: body.password, partnerName: body.partnerName, browserHash: browser ? sha256(browser) : null });
  return { status: 202, body: { email: body.email.trim().toLowerCase(), verification: 'sent' } };
};

export const verifyDashboardSignUp: DashboardHandler<'verifyDashboardSignUp'> = async ({ body }, ctx) => {
  const member = await confirmDashboardSignUp(ctx, body);
  const cookie = await startMemberSession(ctx, ctx.db, member.id);
  return { status: 201, body: await sessionBody(ctx, member.id), headers: { 'Set-Cookie': cookie } };
};

export const dashboardLogIn: DashboardHandler<'dashboardLogIn'> = async ({ body }, ctx) => {
  const member = await logInMember(ctx, body);
  const cookie = await startMemberSession(ctx, ctx.db, member.id);
  return { status: 200, body: await sessionBody(ctx, member.id), headers: { 'Set-Cookie': cookie } };
};

export const dashboardLogOut: DashboardHandler<'dashboardLogOut'> = async ({ auth, req }, ctx) => {
  requireMember(auth);
  return { status: 204, headers: { 'Set-Cookie': await endMemberSession(ctx, req) } };
};

export const getDashboardSession: DashboardHandler<'getDashboardSession'> = async ({ auth }, ctx) => ({
  status: 200,
  body: await sessionBody(ctx, requireMember(auth).memberId),
});

/**
 * The sandbox mailbox as the dashboard reads it: the emails of an address that this browser
 * started (its sign-up code) or that belong to the signed-in member's partner (invitations).
 */
export const getDashboardMailbox: DashboardHandler<'getDashboardMailbox'> = async ({ query, req }, ctx) => {
  requireSandbox(ctx);
  // The call needs no session; a signed-in member also reads its partner's mail.
  const auth = await sessionMember(ctx, req);
  const to = query.to.trim().toLowerCase();
  const browser = csrfCookieToken(ctx, req);
  const browserHash = browser ? sha256(browser) : undefined;
  const partnerId = auth?.partnerId;
  const rows =
    browserHash === undefined && partnerId === undefined
      ? []
      : await ctx.db
          .selectFrom('outbound_emails')
          .select(['id', 'subject', 'body', 'created_at'])
          .where('to_address', '=', to)
          .where((eb) => eb.or([...(partnerId !== undefined ? [eb('partner_id', '=', partnerId)] : []), ...(browserHash !== undefined ? [eb('browser_hash', '=', browserHash)] : [])]))
          .orderBy('created_at', 'desc')
          .orderBy('seq', 'desc')
          .limit(MAILBOX_SIZE)
          .execute();
  return { status: 200, body: { to, messages: rows.map((r) => ({ id: r.id, subject: r.subject, body: r.body, createdAt: r.created_at.toISOString() })) } };
};
