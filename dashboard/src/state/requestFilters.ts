// The request log's filters: a status class (2xx, 4xx, 5xx) or an exact code, and a path substring,
// turned into the query `GET /requests` takes.

export const STATUS_CLASSES = [
  { value: '', label: 'Any status' },
  { value: '2xx', label: '2xx success' },
  { value: '4xx', label: '4xx client errors' },
  { value: '5xx', label: '5xx server errors' },
] as const;

export interface RequestFilters {
  status: string;
  path: string;
}

/** Whether the status filter is one the server takes: empty, a class, or a three-digit code. */
export function statusFilterValid(status: string): boolean {
  return status === '' || /^[1-5]xx$/.test(status) || /^[1-5]\d\d$/.test(status);
}

/** The query for `GET /requests`: empty filters are left out. */
export function requestQuery({ status, path }: RequestFilters, limit = 1000): { status?: string; path?: string; limit: number } {
  const s = status.trim().toLowerCase();
  const p = path.trim();
  return { ...(s !== '' ? { status: s } : {}), ...(p !== '' ? { path: p } : {}), limit };
}

/** The class of a status code, for its badge's colour (`ok`, `client`, `server`). */
export function statusTone(status: number): 'ok' | 'client' | 'server' | 'other' {
  if (status >= 200 && status < 400) return 'ok';
  if (status >= 400 && status < 500) return 'client';
  if (status >= 500) return 'server';
  return 'other';
}
