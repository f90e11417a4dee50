/**
 * The authorization URL exactly as the provider's published client builds it: the standard
 * OAuth 2.0 `response_type=code` beside the PKCE fields, in this order, URL-encoded by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkcePair, REDIRECT_URI } from '../support/oauth.js';
import { startTestServer, type TestServer } from '../support/test-app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** `GET {base}/auth?…` as the client writes it (no redirects followed). */
const open = (query: string) => fetch(`${server.url}/auth?${query}`, { redirect: 'manual' });

describe('the published client’s authorization URL', () => {
  it('with response_type=code starts the hosted flow (307)', async () => {
    const { challenge } = pkcePair();
    const query =
      `client_id=${server.seed.authClientId}&redirect_uri=${encodeURIComponent(REDIRECT_URI)}&response_type=code` +
      `&code_challenge=${challenge}&code_challenge_method=S256&state=compat-1&email=${encodeURIComponent('jane@example.org')}`;
    const res = await open(query);
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toMatch(/\/onboarding\/\?request=/);
  });

  it('as a form post with response_type=code, too', async () => {
    const form = new URLSearchParams({ client_id: server.seed.authClientId, redirect_uri: REDIRECT_URI, response_type: 'code', code_challenge: pkcePair().challenge, code_challenge_method: 'S256', state: 'compat-2' });
    const res = await fetch(`${server.url}/auth`, { method: 'POST', body: form, redirect: 'manual' });
    expect(res.status).toBe(307);
  });

  it('any other response_type goes back to the app as unsupported_response_type', async () => {
    const res = await open(`client_id=${server.seed.authClientId}&redirect_uri=${encodeURIComponent(REDIRECT_URI)}&response_type=token&code_challenge=${pkcePair().challenge}&state=compat-3`);
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location')!);
    expect(back.searchParams.get('error')).toBe('unsupported_response_type');
    expect(back.searchParams.get('state')).toBe('compat-3');
  });
});
