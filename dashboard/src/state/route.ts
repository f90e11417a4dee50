// Where the browser is, as data: the dashboard's paths under /dashboard/ and the screen each names.
// The server answers index.html for every /dashboard/… page, so any of these can be reloaded or shared.

export const BASE = '/dashboard';

export type Route =
  | { name: 'signIn' }
  | { name: 'signUp'; email?: string }
  | { name: 'verify'; email: string }
  | { name: 'apps' }
  | { name: 'newApp' }
  | { name: 'app'; id: string }
  | { name: 'webhooks' }
  | { name: 'newWebhook' }
  | { name: 'webhook'; id: string }
  | { name: 'delivery'; id: string; delivery: string }
  | { name: 'requests'; status?: string; path?: string }
  | { name: 'request'; id: string }
  | { name: 'customers' }
  | { name: 'customer'; id: string }
  | { name: 'sandbox'; iban?: string }
  | { name: 'team' }
  | { name: 'notFound'; path: string };

/** Screens a signed-out visitor may see; every other one asks to sign in first. */
export const PUBLIC_ROUTES: ReadonlySet<Route['name']> = new Set(['signIn', 'signUp', 'verify']);

const seg = (s: string) => encodeURIComponent(s);

/** The path (and query) of a route, under /dashboard. */
export function href(route: Route): string {
  const q = (params: Record<string, string | undefined>) => {
    const s = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== '')).toString();
    return s === '' ? '' : `?${s}`;
  };
  switch (route.name) {
    case 'signIn':
      return `${BASE}/signin`;
    case 'signUp':
      return `${BASE}/signup${q({ email: route.email })}`;
    case 'verify':
      return `${BASE}/verify${q({ email: route.email })}`;
    case 'apps':
      return `${BASE}/apps`;
    case 'newApp':
      return `${BASE}/apps/new`;
    case 'app':
      return `${BASE}/apps/${seg(route.id)}`;
    case 'webhooks':
      return `${BASE}/webhooks`;
    case 'newWebhook':
      return `${BASE}/webhooks/new`;
    case 'webhook':
      return `${BASE}/webhooks/${seg(route.id)}`;
    case 'delivery':
      return `${BASE}/webhooks/${seg(route.id)}/deliveries/${seg(route.delivery)}`;
    case 'requests':
      return `${BASE}/requests${q({ status: route.status, path: route.path })}`;
    case 'request':
      return `${BASE}/requests/${seg(route.id)}`;
    case 'customers':
      return `${BASE}/customers`;
    case 'customer':
      return `${BASE}/customers/${seg(route.id)}`;
    case 'sandbox':
      return `${BASE}/sandbox${q({ iban: route.iban })}`;
    case 'team':
      return `${BASE}/team`;
    case 'notFound':
      return route.path;
  }
}

/** The route a location names; `/dashboard/` itself is the apps list. */
export function parseRoute(pathname: string, search = ''): Route {
  const query = new URLSearchParams(search);
  const opt = (name: string) => {
    const value = query.get(name);
    return value === null || value === '' ? {} : { [name]: value };
  };
  if (pathname !== BASE && !pathname.startsWith(`${BASE}/`)) return { name: 'notFound', path: pathname };
  const parts = pathname
    .slice(BASE.length)
    .split('/')
    .filter((p) => p !== '')
    .map((p) => {
      try {
        return decodeURIComponent(p);
      } catch {
        return p;
      }
    });
  const [first, second, third, fourth, ...rest] = parts;
  if (rest.length > 0) return { name: 'notFound', path: pathname };
  switch (first) {
    case undefined:
      return { name: 'apps' };
    case 'signin':
      if (second === undefined) return { name: 'signIn' };
      break;
    case 'signup':
      if (second === undefined) return { name: 'signUp', ...opt('email') };
      break;
    case 'verify':
      if (second === undefined) return { name: 'verify', email: query.get('email') ?? '' };
      break;
    case 'apps':
      if (second === undefined) return { name: 'apps' };
      if (third === undefined) return second === 'new' ? { name: 'newApp' } : { name: 'app', id: second };
      break;
    case 'webhooks':
      if (second === undefined) return { name: 'webhooks' };
      if (third === undefined) return second === 'new' ? { name: 'newWebhook' } : { name: 'webhook', id: second };
      if (third === 'deliveries' && fourth !== undefined) return { name: 'delivery', id: second, delivery: fourth };
      break;
    case 'requests':
      if (second === undefined) return { name: 'requests', ...opt('status'), ...opt('path') };
      if (third === undefined) return { name: 'request', id: second };
      break;
    case 'customers':
      if (second === undefined) return { name: 'customers' };
      if (third === undefined) return { name: 'customer', id: second };
      break;
    case 'sandbox':
      if (second === undefined) return { name: 'sandbox', ...opt('iban') };
      break;
    case 'team':
      if (second === undefined) return { name: 'team' };
      break;
  }
  return { name: 'notFound', path: pathname };
}
