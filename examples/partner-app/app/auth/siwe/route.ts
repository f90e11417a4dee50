/**
 * Sign-In with Ethereum, for a returning customer whose wallet is linked: GET answers the message
 * for the wallet to sign (made here, so it names this app's registered URLs), POST exchanges the
 * signed message for tokens kept in the session cookie.
 */
import { AuthError, siweMessage, type Chain } from '@emoney/sdk';
import { NextResponse, type NextRequest } from 'next/server';
import { appConfig } from '@/lib/config';
import { openSession, SESSION_COOKIE } from '@/lib/session';

export async function GET(request: NextRequest): Promise<NextResponse> {
  const config = appConfig();
  const address = request.nextUrl.searchParams.get('address') ?? '';
  const chain = (request.nextUrl.searchParams.get('chain') ?? 'sepolia') as Chain;
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return NextResponse.json({ code: 'invalid_address', message: 'address must be a 0x address' }, { status: 400 });
  const { client } = openSession(undefined);
  const message = siweMessage({
    domain: new URL(config.appUrl).host,
    address,
    uri: `${config.appUrl}/callback`,
    chain,
    statement: 'Sign in to the partner app with your emoney account.',
    signInUrl: `${client.urls.web}/siwe`,
    privacyPolicyUrl: config.privacyUrl,
    termsOfServiceUrl: config.termsUrl,
  });
  return NextResponse.json({ message });
}

export async function POST(request: NextRequest): Promise<NextResponse> {
  const { message, signature } = (await request.json()) as { message?: string; signature?: string };
  if (!message || !signature) return NextResponse.json({ code: 'invalid_request', message: 'message and signature are required' }, { status: 400 });
  const session = openSession(request.cookies.get(SESSION_COOKIE)?.value);
  try {
    await session.client.siwe({ message, signature, redirect: false });
    return session.save(NextResponse.json({ signedIn: true }));
  } catch (error) {
    const status = error instanceof AuthError ? 401 : 502;
    return NextResponse.json({ code: error instanceof AuthError ? error.code : 'sign_in_failed', message: (error as Error).message }, { status });
  }
}
