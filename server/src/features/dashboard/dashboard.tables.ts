import type { ColumnType, Generated } from 'kysely';
import type { Json } from '../../db/json.js';

/** What a member of a partner's team may do in the dashboard: everything, or only look. */
export type MemberRole = 'admin' | 'read_only';

export interface DashboardMembersTable {
  id: string;
  partner_id: string;
  /** Lower case: one member per address across partners. */
  email: string;
  password_hash: string;
  role: MemberRole;
  created_at: Date;
}

export interface DashboardInvitationsTable {
  id: string;
  partner_id: string;
  email: string;
  role: MemberRole;
  created_at: Date;
}

/** A sign-up waiting for the code emailed to its address. */
export interface DashboardSignupsTable {
  email: string;
  password_hash: string;
  /** The new partner's name; null when the address was invited (it joins the inviting partner). */
  partner_name: string | null;
  code_hash: string;
  tries: ColumnType<number, number | undefined, number>;
  sent_at: Date;
  expires_at: Date;
}

export interface DashboardSessionsTable {
  id_hash: string;
  member_id: string;
  created_at: Date;
  expires_at: Date;
}

/** The error body of a failed request, as answered (never a request body or a credential). */
export interface LoggedError {
  code: string;
  status: number;
  message: string;
  errors?: Record<string, string>;
}

/** One API request of a partner's app, as the request log keeps it. */
export interface ApiRequestsTable {
  id: string;
  seq: Generated<string>;
  partner_id: string;
  app_id: string | null;
  at: Date;
  method: string;
  path: string;
  status: number;
  latency_ms: number;
  request_id: string;
  error: Json<LoggedError> | null;
}

export interface DashboardTables {
  dashboard_members: DashboardMembersTable;
  dashboard_invitations: DashboardInvitationsTable;
  dashboard_signups: DashboardSignupsTable;
  dashboard_sessions: DashboardSessionsTable;
  api_requests: ApiRequestsTable;
}
