import request from 'supertest';
import type { TestServer } from './test-app.js';

/** The hosted API's anti-CSRF pair, as a browser holds it: the cookie and the header to echo. */
export interface HostedCsrf {
  /** `emoney_csrf=<token>`, to join with the session cookie in `Cookie`. */
  cookie: string;
  token: string;
}

/** Gets a token the way a client without `document.cookie` does (GET /onboarding/api/session/csrf). */
export async function hostedCsrf(server: TestServer): Promise<HostedCsrf> {
  const res = await request(server.url).get('/onboarding/api/session/csrf');
  if (res.status !== 200) throw new Error(`GET /onboarding/api/session/csrf answered ${res.status}`);
  const token = res.body.csrfToken as string;
  return { cookie: `emoney_csrf=${token}`, token };
}

/** Headers of a state-changing hosted call: cookies (session first, when any) and the token. */
export function withCsrf(csrf: HostedCsrf, sessionCookie?: string): { Cookie: string; 'X-CSRF-Token': string } {
  return { Cookie: [sessionCookie, csrf.cookie].filter(Boolean).join('; '), 'X-CSRF-Token': csrf.token };
}

/** A cookie-keeping agent that has fetched a token and sends it on every call, as the screens do. */
export async function csrfAgent(server: TestServer): Promise<request.Agent> {
  const agent = request.agent(server.url);
  const res = await agent.get('/onboarding/api/session/csrf');
  if (res.status !== 200) throw new Error(`GET /onboarding/api/session/csrf answered ${res.status}`);
  return agent.set('X-CSRF-Token', res.body.csrfToken as string);
}
