// What the provider's tests share: the real server in-process, a signed-in user got through the
// hosted screens' API, a fetch that records every request, and a wrapper rendering the provider.
import type { ReactNode } from 'react';
import { EmoneyClient, MemoryStorage, type WebSocketConstructor } from '@emoney/sdk';
import { QueryClient } from '@tanstack/react-query';
import { WebSocket } from 'ws';
import { EmoneyProvider } from '../src/index.js';

export { startTestServer, type TestServer } from '@emoney/test-support/test-app';
export { REDIRECT_URI } from '@emoney/test-support/oauth';
export { throughHostedScreens } from '@emoney/test-support/hosted-screens';
import { REDIRECT_URI } from '@emoney/test-support/oauth';
import type { TestServer } from '@emoney/test-support/test-app';
import { hostedSignUp, throughHostedScreens } from '@emoney/test-support/hosted-screens';

/** A fetch that records `METHOD /path?query` of every request. */
export function recordingFetch() {
  const log: string[] = [];
  return {
    log,
    /** How many requests since `from` match `line` exactly (or the predicate). */
    count: (line: string | ((l: string) => boolean), from = 0) => log.slice(from).filter((l) => (typeof line === 'string' ? l === line : line(l))).length,
    fetch: (request: Request) => {
      const url = new URL(request.url);
      log.push(`${request.method} ${url.pathname}${url.search}`);
      return fetch(request);
    },
  };
}

/** A customer signed in through the hosted screens; their tokens sit in `storage`. */
export async function signedInUser(server: TestServer) {
  const storage = new MemoryStorage();
  const client = new EmoneyClient({ baseUrl: server.url, clientId: server.seed.authClientId, redirectUri: REDIRECT_URI, storage, WebSocket });
  const user = await throughHostedScreens(await client.authorize({ redirect: false }));
  await client.getAccess({ url: user.redirectTo });
  const context = await client.getAuthContext();
  return { ...user, storage, client, profile: context.defaultProfile };
}

/**
 * A customer who skipped the hosted KYC screens (`skipKyc`): signed up and allowed, profile still
 * `created`, so the app submits the details itself (sharing KYC model).
 */
export async function signedInWithoutKyc(server: TestServer) {
  const storage = new MemoryStorage();
  const client = new EmoneyClient({ baseUrl: server.url, clientId: server.seed.authClientId, redirectUri: REDIRECT_URI, storage });
  const start = await fetch(await client.authorize({ redirect: false, skipKyc: true }), { redirect: 'manual' });
  const screens = new URL(start.headers.get('location')!);
  // The hosted API's anti-CSRF token (cookie + X-CSRF-Token), as the screens send it.
  const csrfToken = ((await (await fetch(`${screens.origin}/onboarding/api/session/csrf`)).json()) as { csrfToken: string }).csrfToken;
  const cookie = await hostedSignUp(screens.origin, csrfToken, `kyc-${Math.random().toString(36).slice(2)}@example.org`);
  const decision = await fetch(`${screens.origin}/onboarding/api/requests/${screens.searchParams.get('request')}/decision`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: `${cookie}; emoney_csrf=${csrfToken}`, 'X-CSRF-Token': csrfToken },
    body: JSON.stringify({ allow: true }),
  });
  if (decision.status !== 200) throw new Error(`decision answered ${decision.status}: ${await decision.text()}`);
  await client.getAccess({ url: ((await decision.json()) as { redirectTo: string }).redirectTo });
  return { storage, profile: (await client.getAuthContext()).defaultProfile };
}

/** A provider over `server` with its own query client and a recording fetch. */
export function providerFor(server: TestServer, storage = new MemoryStorage(), socket: WebSocketConstructor = WebSocket) {
  const recorder = recordingFetch();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <EmoneyProvider
      clientId={server.seed.authClientId}
      redirectUri={REDIRECT_URI}
      baseUrl={server.url}
      storage={storage}
      queryClient={queryClient}
      clientOptions={{ fetch: recorder.fetch, WebSocket: socket }}
    >
      {children}
    </EmoneyProvider>
  );
  return { ...recorder, queryClient, wrapper };
}

/** Runs the server's delayed work (IBAN provisioning, order decisions). */
export async function settle(server: TestServer, ms = 5_000): Promise<void> {
  server.clock.advance(ms);
  await server.jobs.runDue();
}
