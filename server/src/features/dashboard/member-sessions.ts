import type { Request } from 'express';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { randomToken, sha256 } from '../../crypto/secrets.js';
import { deploymentNow } from '../access/partner-time.js';
import { readCookie } from '../onboarding/sessions.js';
import type { MemberRole } from './dashboard.tables.js';

export const DASHBOARD_SESSION_COOKIE = 'emoney_dashboard_session';
/** Dashboard sessions end after 12 hours, as the hosted screens' do. */
export const DASHBOARD_SESSION_TTL_MS = 12 * 3600_000;

/** The member signed in at the dashboard's browser. */
export interface Member {
  memberId: string;
  partnerId: string;
  email: string;
  role: MemberRole;
}

/** The session's member, or null when the cookie is missing, unknown or expired. */
export async function sessionMember(ctx: AppContext, req: Request): Promise<Member | null> {
  const id = readCookie(req, DASHBOARD_SESSION_COOKIE);
  if (!id) return null;
  const row = await ctx.db
    .selectFrom('dashboard_sessions')
    .innerJoin('dashboard_members', 'dashboard_members.id', 'dashboard_sessions.member_id')
    .select(['dashboard_members.id', 'dashboard_members.partner_id', 'dashboard_members.email', 'dashboard_members.role', 'dashboard_sessions.expires_at'])
    .where('dashboard_sessions.id_hash', '=', sha256(id))
    .executeTakeFirst();
  // A member's session lives on the deployment's clock, never on the partner's moved sandbox clock.
  if (!row || row.expires_at.getTime() <= deploymentNow(ctx).getTime()) return null;
  return { memberId: row.id, partnerId: row.partner_id, email: row.email, role: row.role };
}

function cookie(ctx: AppContext, value: string, maxAgeSeconds: number): string {
  const secure = ctx.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${DASHBOARD_SESSION_COOKIE}=${encodeURIComponent(value)}; Path=/dashboard; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

/** Starts a member's session and returns its `Set-Cookie` header value. */
export async function startMemberSession(ctx: AppContext, db: Database, memberId: string): Promise<string> {
  const id = randomToken();
  const now = deploymentNow(ctx);
  await db
    .insertInto('dashboard_sessions')
    .values({ id_hash: sha256(id), member_id: memberId, created_at: now, expires_at: new Date(now.getTime() + DASHBOARD_SESSION_TTL_MS) })
    .execute();
  return cookie(ctx, id, DASHBOARD_SESSION_TTL_MS / 1000);
}

/** Ends the request's session; returns the `Set-Cookie` value that clears the cookie. */
export async function endMemberSession(ctx: AppContext, req: Request): Promise<string> {
  const id = readCookie(req, DASHBOARD_SESSION_COOKIE);
  if (id) await ctx.db.deleteFrom('dashboard_sessions').where('id_hash', '=', sha256(id)).execute();
  return cookie(ctx, '', 0);
}
