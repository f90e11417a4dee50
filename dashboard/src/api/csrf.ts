// The dashboard API's anti-CSRF token (double submit): the `emoney_csrf` cookie (Path=/dashboard),
// echoed in `X-CSRF-Token` on every POST, PATCH and DELETE. `GET /session/csrf` answers it when the
// browser has none yet.
import type { Middleware } from 'openapi-fetch';
import { MEDIA_TYPE } from './mediaType';

const COOKIE = 'emoney_csrf';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The cookie's value, if this page can read it. */
export function tokenFromCookie(cookie: string): string | undefined {
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE && value.length > 0) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function csrfMiddleware(baseUrl: string): Middleware {
  // The last token the server answered: used when the cookie is not readable here.
  let answered: string | undefined;
  const current = async (): Promise<string | undefined> => {
    // Read on every call: signing in or out may have replaced the cookie.
    const known = tokenFromCookie(document.cookie) ?? answered;
    if (known !== undefined) return known;
    const res = await fetch(`${baseUrl}/session/csrf`, { credentials: 'same-origin', headers: { Accept: MEDIA_TYPE } });
    if (!res.ok) return undefined;
    answered = ((await res.json()) as { csrfToken?: string }).csrfToken;
    return tokenFromCookie(document.cookie) ?? answered;
  };
  return {
    async onRequest({ request }) {
      if (SAFE.has(request.method)) return undefined;
      const token = await current();
      if (token !== undefined) request.headers.set('X-CSRF-Token', token);
      return request;
    },
    onResponse({ response }) {
      // A refused token is stale (a new session, a cleared cookie): ask again next time.
      if (response.status === 403) answered = undefined;
      return undefined;
    },
  };
}
