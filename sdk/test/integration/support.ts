// What the SDK's integration tests share: a fetch that counts what the client sends, and the
// hosted screens driven over their API (@emoney/test-support/hosted-screens).
export { startTestServer, type TestServer } from '@emoney/test-support/test-app';
export { REDIRECT_URI } from '@emoney/test-support/oauth';
export { hostedSignUp, sandboxMailboxCode, throughHostedScreens, type HostedUser } from '@emoney/test-support/hosted-screens';

export interface Counted {
  fetch: (request: Request) => Promise<Response>;
  /** Every request sent: `METHOD path` and the answer's status. */
  log: { line: string; status: number; grant?: string | null }[];
  tokenRequests(): number;
}

/** A fetch that records every request (and, for the token endpoint, its grant). */
export function countingFetch(): Counted {
  const log: Counted['log'] = [];
  return {
    log,
    tokenRequests: () => log.filter((l) => l.line === 'POST /auth/token').length,
    fetch: async (request) => {
      const url = new URL(request.url);
      const line = `${request.method} ${url.pathname}`;
      const grant = line === 'POST /auth/token' ? new URLSearchParams(await request.clone().text()).get('grant_type') : undefined;
      const response = await fetch(request);
      log.push({ line, status: response.status, grant });
      return response;
    },
  };
}
