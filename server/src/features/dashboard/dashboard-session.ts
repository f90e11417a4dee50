import type { components } from '@emoney/api-types/dashboard';
import type { AppContext } from '../../app-context.js';
import { Unauthorized } from '../../domain/errors.js';
import type { Member } from './member-sessions.js';
import type { MemberRow } from './members.repository.js';

type DashboardSession = components['schemas']['DashboardSession'];

/** Every dashboard call but sign-up and sign-in needs a member. */
export function requireMember(auth: Member | undefined): Member {
  if (!auth) throw new Unauthorized('Not signed in to the dashboard');
  return auth;
}

export function presentMember(m: Pick<MemberRow, 'id' | 'email' | 'role' | 'created_at'>) {
  return { id: m.id, email: m.email, role: m.role, createdAt: m.created_at.toISOString() };
}

/** The session's answer: the member, its partner, and whether this deployment is a sandbox. */
export async function sessionBody(ctx: AppContext, memberId: string): Promise<DashboardSession> {
  const row = await ctx.db
    .selectFrom('dashboard_members')
    .innerJoin('partners', 'partners.id', 'dashboard_members.partner_id')
    .select(['dashboard_members.id', 'dashboard_members.email', 'dashboard_members.role', 'dashboard_members.created_at', 'partners.id as partnerId', 'partners.name as partnerName', 'partners.created_at as partnerCreatedAt'])
    .where('dashboard_members.id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw new Unauthorized('Not signed in to the dashboard');
  return {
    member: presentMember(row),
    partner: { id: row.partnerId, name: row.partnerName, createdAt: row.partnerCreatedAt.toISOString() },
    sandbox: ctx.config.mode === 'sandbox',
  };
}
