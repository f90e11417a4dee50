/**
 * The browser's access token: the page's SDK client borrows one from here (`getAccessToken`) and
 * never sees the refresh token, which stays in the sealed, HTTP-only session cookie.
 */
import type { Access } from '@emoney/sdk';
import { NextResponse, type NextRequest } from 'next/server';
import { openSession, SESSION_COOKIE } from '@/lib/session';

// #region token-route
/** Refreshes in flight, by refresh token: two requests of one session (two tabs) spend a rotated refresh token once. */
const refreshing = new Map<string, Promise<Access | null>>();

export async function GET(request: NextRequest): Promise<NextResponse> {
  const session = openSession(request.cookies.get(SESSION_COOKIE)?.value);
  const held = session.tokens();
  if (!held) return NextResponse.json({ code: 'login_required', status: 401, message: 'Not signed in' }, { status: 401 });
  const key = held.refreshToken ?? held.accessToken;
  let pending = refreshing.get(key);
  if (!pending) {
    // Answers the held access while it is fresh; otherwise refreshes it (and the session keeps the new tokens).
    pending = session.client.getAccess().finally(() => refreshing.delete(key));
    refreshing.set(key, pending);
  }
  const access = await pending.catch(() => null);
  if (!access) {
    const response = NextResponse.json({ code: 'login_required', status: 401, message: 'The session has ended: sign in again' }, { status: 401 });
    response.cookies.delete(SESSION_COOKIE);
    return response;
  }
  // A request that waited on another's refresh keeps the same new tokens in its cookie.
  session.keep(access);
  const response = NextResponse.json({ accessToken: access.accessToken, expiresAt: access.expiresAt }, { headers: { 'Cache-Control': 'no-store' } });
  return session.save(response);
}
// #endregion token-route
