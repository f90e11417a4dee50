/** The redirect URI: the hosted screens send the customer back here with a code, exchanged on the server. */
import { AuthError } from '@emoney/sdk';
import { NextResponse, type NextRequest } from 'next/server';
import { appConfig } from '@/lib/config';
import { openSession, SESSION_COOKIE } from '@/lib/session';

// #region callback-route
export async function GET(request: NextRequest): Promise<NextResponse> {
  const { appUrl } = appConfig();
  const session = openSession(request.cookies.get(SESSION_COOKIE)?.value);
  try {
    // Checks `state` against the session's, sends the PKCE verifier, keeps the tokens in the session.
    await session.client.getAccess({ url: request.url });
    return session.save(NextResponse.redirect(`${appUrl}/`, 303));
  } catch (error) {
    // Declined on the consent screen, a stale tab, a code used twice: back to the start, saying why.
    const reason = error instanceof AuthError ? error.code : 'sign_in_failed';
    return session.save(NextResponse.redirect(`${appUrl}/?error=${encodeURIComponent(reason)}`, 303));
  }
}
// #endregion callback-route
