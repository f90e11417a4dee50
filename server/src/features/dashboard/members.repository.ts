import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DashboardInvitationsTable, DashboardMembersTable, DashboardSignupsTable, MemberRole } from './dashboard.tables.js';

export type MemberRow = Selectable<DashboardMembersTable>;
export type InvitationRow = Selectable<DashboardInvitationsTable>;
export type SignupRow = Selectable<DashboardSignupsTable>;

export function findMemberByEmail(db: Database, email: string): Promise<MemberRow | undefined> {
  return db.selectFrom('dashboard_members').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export function findPartnerMember(db: Database, partnerId: string, memberId: string): Promise<MemberRow | undefined> {
  return db.selectFrom('dashboard_members').selectAll().where('partner_id', '=', partnerId).where('id', '=', memberId).executeTakeFirst();
}

export function listPartnerMembers(db: Database, partnerId: string): Promise<MemberRow[]> {
  return db.selectFrom('dashboard_members').selectAll().where('partner_id', '=', partnerId).orderBy('created_at').orderBy('id').execute();
}

export function insertMember(db: Database, member: MemberRow): Promise<unknown> {
  return db.insertInto('dashboard_members').values(member).execute();
}

export function deleteMember(db: Database, memberId: string): Promise<unknown> {
  return db.deleteFrom('dashboard_members').where('id', '=', memberId).execute();
}

export async function countAdmins(db: Database, partnerId: string): Promise<number> {
  const row = await db.selectFrom('dashboard_members').select((eb) => eb.fn.countAll<string>().as('n')).where('partner_id', '=', partnerId).where('role', '=', 'admin').executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The open invitation of an address: the newest when several partners invited it. */
export function findInvitationByEmail(db: Database, email: string): Promise<InvitationRow | undefined> {
  return db.selectFrom('dashboard_invitations').selectAll().where('email', '=', email.toLowerCase()).orderBy('created_at', 'desc').executeTakeFirst();
}

export function findPartnerInvitation(db: Database, partnerId: string, invitationId: string): Promise<InvitationRow | undefined> {
  return db.selectFrom('dashboard_invitations').selectAll().where('partner_id', '=', partnerId).where('id', '=', invitationId).executeTakeFirst();
}

export function listPartnerInvitations(db: Database, partnerId: string): Promise<InvitationRow[]> {
  return db.selectFrom('dashboard_invitations').selectAll().where('partner_id', '=', partnerId).orderBy('created_at').orderBy('id').execute();
}

/** Invites an address, or changes the role of its open invitation to the same partner. */
export async function upsertInvitation(db: Database, invitation: InvitationRow): Promise<InvitationRow> {
  return db
    .insertInto('dashboard_invitations')
    .values(invitation)
    .onConflict((oc) => oc.columns(['partner_id', 'email']).doUpdateSet({ role: invitation.role, created_at: invitation.created_at }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function deleteInvitation(db: Database, invitationId: string): Promise<unknown> {
  return db.deleteFrom('dashboard_invitations').where('id', '=', invitationId).execute();
}

export function deleteInvitationsOf(db: Database, email: string): Promise<unknown> {
  return db.deleteFrom('dashboard_invitations').where('email', '=', email).execute();
}

export function findSignup(db: Database, email: string, forUpdate = false): Promise<SignupRow | undefined> {
  const query = db.selectFrom('dashboard_signups').selectAll().where('email', '=', email);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export function upsertSignup(db: Database, signup: SignupRow): Promise<unknown> {
  const { email: _email, ...rest } = signup;
  return db.insertInto('dashboard_signups').values(signup).onConflict((oc) => oc.column('email').doUpdateSet(rest)).execute();
}

export function countSignupTry(db: Database, email: string): Promise<unknown> {
  return db.updateTable('dashboard_signups').set((eb) => ({ tries: eb('tries', '+', 1) })).where('email', '=', email).execute();
}

export function deleteSignup(db: Database, email: string): Promise<unknown> {
  return db.deleteFrom('dashboard_signups').where('email', '=', email).execute();
}

export type { MemberRole };
