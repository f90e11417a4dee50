/** Sign-out: the tokens are revoked at emoney, then the session cookie is removed. */
import { NextResponse, type NextRequest } from 'next/server';
import { appConfig } from '@/lib/config';
import { openSession, SESSION_COOKIE } from '@/lib/session';

export async function POST(request: NextRequest): Promise<NextResponse> {
  const session = openSession(request.cookies.get(SESSION_COOKIE)?.value);
  // A revocation that fails (emoney unreachable) must not keep the customer signed in here.
  await session.client.revokeAccess().catch(() => undefined);
  await session.client.disconnect();
  const response = NextResponse.redirect(`${appConfig().appUrl}/`, 303);
  response.cookies.delete(SESSION_COOKIE);
  return response;
}
