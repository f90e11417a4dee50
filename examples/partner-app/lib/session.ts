/**
 * The server side of the session: an SDK client per request whose storage is a sealed, HTTP-only
 * cookie. The tokens (the refresh token above all) and the PKCE verifier live only there and in
 * this server's memory while it handles the request; the browser borrows access tokens from
 * `/api/token`. Import it from route handlers and server components only.
 */
import type { Access, StorageLike } from '@emoney/sdk';
import { EmoneyServerClient } from '@emoney/sdk/server';
import type { NextResponse } from 'next/server';
import { appConfig, isLoopback } from './config';
import { seal, unseal } from './seal';

// #region server-session
/** The cookie holding the sealed session. */
export const SESSION_COOKIE = 'partner_session';
/** The SDK's storage items are named `{storageKey}.{item}`; this app keeps the default key. */
const TOKENS = 'emoney.tokens';

export interface ServerSession {
  /** An SDK client acting for the signed-in customer (or about to sign one in). */
  client: EmoneyServerClient;
  /** The tokens the session holds, if signed in. Never send `refreshToken` to the browser. */
  tokens(): Access | undefined;
  /** Writes the session back into `response`'s cookie when the SDK changed it (sign-in, refresh, sign-out). */
  save<R extends NextResponse>(response: R): R;
}

/** The session of a request, from the value of its session cookie. */
export function openSession(cookie: string | undefined): ServerSession {
  const config = appConfig();
  const items: Record<string, string> = unseal(cookie, config.sessionSecret) ?? {};
  let changed = false;
  // The SDK keeps its tokens and PKCE verifier in any `StorageLike`: here, the cookie's items.
  const storage: StorageLike = {
    getItem: (key) => items[key] ?? null,
    setItem: (key, value) => {
      items[key] = value;
      changed = true;
    },
    removeItem: (key) => {
      if (key in items) changed = true;
      delete items[key];
    },
  };
  const client = new EmoneyServerClient({ baseUrl: config.emoneyUrl, clientId: config.clientId, redirectUri: `${config.appUrl}/callback`, storage });
  return {
    client,
    tokens: () => (items[TOKENS] ? (JSON.parse(items[TOKENS]) as Access) : undefined),
    save(response) {
      if (!changed) return response;
      if (Object.keys(items).length === 0) response.cookies.delete(SESSION_COOKIE);
      else
        response.cookies.set(SESSION_COOKIE, seal(items, config.sessionSecret), {
          httpOnly: true, // no script of the page can read it
          sameSite: 'lax', // sent on the hosted screens' redirect back to /callback, not on cross-site posts
          secure: !isLoopback(config.appUrl), // plain http only on a loopback sandbox
          path: '/',
          maxAge: 30 * 24 * 3600,
        });
      return response;
    },
  };
}
// #endregion server-session

/** Whether a cookie value holds a signed-in session (for server components, which cannot set cookies). */
export function isSignedIn(cookie: string | undefined): boolean {
  return openSession(cookie).tokens() !== undefined;
}
