import type { Metadata, Viewport } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { LiveOrders } from '@/components/LiveOrders';
import { Providers } from '@/components/Providers';
import { appConfig } from '@/lib/config';
import { isSignedIn, SESSION_COOKIE } from '@/lib/session';
import './globals.css';

export const metadata: Metadata = { title: 'Partner app', description: 'A reference partner app on emoney' };
export const viewport: Viewport = { width: 'device-width', initialScale: 1 };
// Every page depends on the session cookie and on settings read at request time: nothing is prerendered.
export const dynamic = 'force-dynamic';

export default async function RootLayout({ children }: { children: ReactNode }) {
  const signedIn = isSignedIn((await cookies()).get(SESSION_COOKIE)?.value);
  const config = appConfig();
  return (
    <html lang="en">
      <body>
        <header className="top">
          <Link href="/" className="brand">
            Partner app
          </Link>
          {signedIn && (
            <form action="/auth/sign-out" method="post">
              <button type="submit" className="link">
                Sign out
              </button>
            </form>
          )}
        </header>
        {signedIn ? (
          <Providers emoneyUrl={config.emoneyUrl} clientId={config.clientId} redirectUri={`${config.appUrl}/callback`}>
            <nav className="tabs" aria-label="Pages">
              <Link href="/">Balances</Link>
              <Link href="/receive">Receive</Link>
              <Link href="/send">Send</Link>
              <Link href="/bridge">Bridge</Link>
              <Link href="/profile">Profile</Link>
            </nav>
            <main>{children}</main>
            <LiveOrders />
          </Providers>
        ) : (
          <main>{children}</main>
        )}
      </body>
    </html>
  );
}
