import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { toJson } from '../../db/json.js';
import type { ApiRequestsTable, LoggedError } from './dashboard.tables.js';

export type LoggedRequest = Omit<Insertable<ApiRequestsTable>, 'seq' | 'error'> & { error: LoggedError | null };
export type LoggedRequestRow = Selectable<ApiRequestsTable> & { app_name: string | null; client_id: string | null };

/** The request log keeps this many requests per partner: the newest. */
export const REQUESTS_KEPT = 1000;

/** Writes a batch of requests in one statement. */
export async function insertRequests(db: Database, rows: readonly LoggedRequest[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('api_requests')
    .values(rows.map((r) => ({ ...r, error: r.error === null ? null : toJson(r.error) })))
    .execute();
}

/** Drops a partner's requests older than its newest {@link REQUESTS_KEPT}. */
export async function pruneRequests(db: Database, partnerId: string): Promise<void> {
  await db
    .deleteFrom('api_requests')
    .where('partner_id', '=', partnerId)
    .where(
      'seq',
      '<=',
      db.selectFrom('api_requests').select('seq').where('partner_id', '=', partnerId).orderBy('seq', 'desc').offset(REQUESTS_KEPT).limit(1),
    )
    .execute();
}

export interface RequestFilter {
  /** `2xx`, `4xx`, `5xx` or one status code. */
  status?: string | undefined;
  /** Part of the path, any case. */
  path?: string | undefined;
  limit: number;
}

function withApp(db: Database) {
  return db.selectFrom('api_requests').leftJoin('apps', 'apps.id', 'api_requests.app_id').selectAll('api_requests').select(['apps.name as app_name', 'apps.client_id as client_id']);
}

/** A partner's requests, newest first, narrowed by the filter. */
export async function listRequests(db: Database, partnerId: string, filter: RequestFilter): Promise<LoggedRequestRow[]> {
  let query = withApp(db).where('api_requests.partner_id', '=', partnerId);
  const status = filter.status;
  if (status && /^[1-5]xx$/.test(status)) {
    const from = Number(status[0]) * 100;
    query = query.where('api_requests.status', '>=', from).where('api_requests.status', '<', from + 100);
  } else if (status && /^[1-5][0-9]{2}$/.test(status)) query = query.where('api_requests.status', '=', Number(status));
  if (filter.path) query = query.where(sql<boolean>`strpos(lower(api_requests.path), ${filter.path.toLowerCase()}) > 0`);
  return (await query.orderBy('api_requests.seq', 'desc').limit(filter.limit).execute()) as LoggedRequestRow[];
}

export async function findRequest(db: Database, partnerId: string, id: string): Promise<LoggedRequestRow | undefined> {
  return (await withApp(db).where('api_requests.partner_id', '=', partnerId).where('api_requests.id', '=', id).executeTakeFirst()) as LoggedRequestRow | undefined;
}

export async function deletePartnerRequests(db: Database, partnerId: string): Promise<number> {
  const result = await db.deleteFrom('api_requests').where('partner_id', '=', partnerId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
