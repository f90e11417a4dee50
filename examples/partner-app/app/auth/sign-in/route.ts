/** Sign-in through the hosted screens: the authorization URL with a fresh PKCE pair kept in the session cookie. */
import { NextResponse, type NextRequest } from 'next/server';
import { openSession, SESSION_COOKIE } from '@/lib/session';

export async function GET(request: NextRequest): Promise<NextResponse> {
  const session = openSession(request.cookies.get(SESSION_COOKIE)?.value);
  // On the server there is no page to leave: the SDK answers the URL and this route redirects.
  const url = await session.client.authorize({ redirect: false, chain: 'sepolia', email: request.nextUrl.searchParams.get('email') ?? undefined });
  return session.save(NextResponse.redirect(url, 303));
}
