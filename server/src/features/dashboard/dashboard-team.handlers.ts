import type { DashboardHandler } from '../../http/handler-types.js';
import { listPartnerInvitations, listPartnerMembers } from './members.repository.js';
import { presentMember, requireMember } from './dashboard-session.js';
import { inviteMember, removeMember, requireAdmin, withdrawInvitation } from './team.service.js';

const presentInvitation = (i: { id: string; email: string; role: 'admin' | 'read_only'; created_at: Date }) => ({ id: i.id, email: i.email, role: i.role, createdAt: i.created_at.toISOString() });

export const listDashboardMembers: DashboardHandler<'listDashboardMembers'> = async ({ auth }, ctx) => {
  const member = requireMember(auth);
  const [members, invitations] = [await listPartnerMembers(ctx.db, member.partnerId), await listPartnerInvitations(ctx.db, member.partnerId)];
  return { status: 200, body: { members: members.map(presentMember), invitations: invitations.map(presentInvitation) } };
};

export const inviteDashboardMember: DashboardHandler<'inviteDashboardMember'> = async ({ auth, body }, ctx) => {
  const member = requireMember(auth);
  requireAdmin(member);
  const partner = await ctx.db.selectFrom('partners').select('name').where('id', '=', member.partnerId).executeTakeFirstOrThrow();
  const invitation = await inviteMember(ctx, { partnerId: member.partnerId, email: body.email, role: body.role, invitedBy: member.email, partnerName: partner.name });
  return { status: 201, body: presentInvitation(invitation) };
};

export const withdrawDashboardInvitation: DashboardHandler<'withdrawDashboardInvitation'> = async ({ auth, params }, ctx) => {
  const member = requireMember(auth);
  requireAdmin(member);
  await withdrawInvitation(ctx, member.partnerId, params.invitation);
  return { status: 204 };
};

export const removeDashboardMember: DashboardHandler<'removeDashboardMember'> = async ({ auth, params }, ctx) => {
  const member = requireMember(auth);
  requireAdmin(member);
  await removeMember(ctx, member, params.member);
  return { status: 204 };
};
