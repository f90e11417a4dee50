'use client';
/** The React provider for the signed-in pages: the SDK in the browser, with access tokens borrowed from this app's server. */
import { EmoneyProvider } from '@emoney/react-provider';
import type { ReactNode } from 'react';

// #region provider-setup
/**
 * Asks this app's server for a short-lived access token. The refresh token never reaches the
 * page: it stays in the HTTP-only session cookie, and the server refreshes with it.
 */
async function borrowAccessToken(): Promise<string | undefined> {
  const response = await fetch('/api/token', { cache: 'no-store', credentials: 'same-origin' });
  if (response.status === 401) return undefined; // signed out (or the session ended): the hooks stop
  if (!response.ok) throw new Error(`GET /api/token answered ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

export function Providers({ emoneyUrl, clientId, redirectUri, children }: { emoneyUrl: string; clientId: string; redirectUri: string; children: ReactNode }) {
  return (
    <EmoneyProvider baseUrl={emoneyUrl} clientId={clientId} redirectUri={redirectUri} clientOptions={{ getAccessToken: borrowAccessToken }}>
      {children}
    </EmoneyProvider>
  );
}
// #endregion provider-setup
