// The hosted API's anti-CSRF token: the `emoney_csrf` cookie's value, echoed in `X-CSRF-Token` on
// every state-changing call (spec/onboarding/paths/session_csrf.yaml).
import type { Middleware } from 'openapi-fetch';

const COOKIE = 'emoney_csrf';

function tokenFromCookie(): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return value.join('=');
  }
  return undefined;
}

/** Read on every call: signing in or a refused call may have replaced the cookie. */
async function currentToken(baseUrl: string): Promise<string | undefined> {
  const known = tokenFromCookie();
  if (known) return known;
  // No cookie yet (nothing was read from the API before): ask for one.
  const res = await fetch(`${baseUrl}/session/csrf`, { credentials: 'same-origin', headers: { Accept: 'application/vnd.emoney.api-v2+json' } });
  if (!res.ok) return undefined;
  return ((await res.json()) as { csrfToken?: string }).csrfToken;
}

export function csrfMiddleware(baseUrl: string): Middleware {
  return {
    async onRequest({ request }) {
      if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return undefined;
      const token = await currentToken(baseUrl);
      if (token) request.headers.set('X-CSRF-Token', token);
      return request;
    },
  };
}
