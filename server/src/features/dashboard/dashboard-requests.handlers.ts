import type { components } from '@emoney/api-types/dashboard';
import type { DashboardHandler } from '../../http/handler-types.js';
import { NotFound } from '../../domain/errors.js';
import { findRequest, listRequests, type LoggedRequestRow } from './request-log.repository.js';
import { requireMember } from './dashboard-session.js';

type DashboardRequest = components['schemas']['DashboardRequest'];

function present(r: LoggedRequestRow, withError: boolean): DashboardRequest {
  return {
    id: r.id,
    at: r.at.toISOString(),
    ...(r.app_id ? { appId: r.app_id } : {}),
    ...(r.client_id ? { clientId: r.client_id } : {}),
    ...(r.app_name ? { appName: r.app_name } : {}),
    method: r.method,
    path: r.path,
    status: r.status,
    latencyMs: r.latency_ms,
    requestId: r.request_id,
    ...(withError && r.error ? { error: r.error } : {}),
  };
}

export const listDashboardRequests: DashboardHandler<'listDashboardRequests'> = async ({ auth, query }, ctx) => {
  const member = requireMember(auth);
  const rows = await listRequests(ctx.db, member.partnerId, { status: query.status, path: query.path, limit: query.limit ?? 100 });
  return { status: 200, body: { requests: rows.map((r) => present(r, false)) } };
};

export const getDashboardRequest: DashboardHandler<'getDashboardRequest'> = async ({ auth, params }, ctx) => {
  const member = requireMember(auth);
  const row = await findRequest(ctx.db, member.partnerId, params.request);
  if (!row) throw new NotFound('The request log of your apps holds no request with this id (it keeps the newest 1,000)');
  return { status: 200, body: present(row, true) };
};
