/**
 * The browser's access token: the page's SDK client borrows one from here (`getAccessToken`) and
 * never sees the refresh token, which stays in the sealed, HTTP-only session cookie.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { openSession, SESSION_COOKIE } from '@/lib/session';

// #region token-route
export async function GET(request: NextRequest): Promise<NextResponse> {
  const session = openSession(request.cookies.get(SESSION_COOKIE)?.value);
  let access;
  try {
    // The held access while it is fresh, else a refresh. Two requests of one session (two tabs)
    // share that refresh inside the SDK: a rotated refresh token is spent once.
    access = await session.client.getBrowserAccess();
  } catch {
    return NextResponse.json({ code: 'unavailable', status: 503, message: 'emoney could not be reached: try again' }, { status: 503 });
  }
  if (!access) {
    // Never signed in, signed out, or the session ended (its refresh token was refused).
    const response = NextResponse.json({ code: 'login_required', status: 401, message: 'Not signed in' }, { status: 401 });
    response.cookies.delete(SESSION_COOKIE);
    return response;
  }
  // `access` holds the access token and its expiry only, never the refresh token.
  return session.save(NextResponse.json(access, { headers: { 'Cache-Control': 'no-store' } }));
}
// #endregion token-route
