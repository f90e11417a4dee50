import request from 'supertest';
import type { TestServer } from './test-app.js';

/** A signed-in dashboard member as its browser holds it: the cookies to send and the anti-CSRF token to echo. */
export interface DashboardMember {
  email: string;
  memberId: string;
  partnerId: string;
  /** `emoney_dashboard_session=…; emoney_csrf=…` */
  cookie: string;
  csrfToken: string;
}

const API = '/dashboard/api';

/** The dashboard's anti-CSRF token, fetched as its page does (GET /dashboard/api/session/csrf). */
export async function dashboardCsrf(server: TestServer): Promise<string> {
  const res = await request(server.url).get(`${API}/session/csrf`);
  if (res.status !== 200) throw new Error(`GET ${API}/session/csrf answered ${res.status}`);
  return res.body.csrfToken as string;
}

/** The 8-digit code of the newest dashboard email to an address, read through the dashboard's sandbox mailbox as the browser that signed up. */
export async function dashboardCode(server: TestServer, email: string, csrfToken: string): Promise<string> {
  const res = await request(server.url).get(`${API}/sandbox/mailbox`).query({ to: email }).set('Cookie', `emoney_csrf=${csrfToken}`);
  if (res.status !== 200) throw new Error(`GET ${API}/sandbox/mailbox answered ${res.status}: ${JSON.stringify(res.body)}`);
  // The code ends its line; an address in the text can hold eight digits of its own (a UUID's first group).
  const code = /\b(\d{8})\s*$/m.exec((res.body.messages as { body: string }[])[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`the newest dashboard email to ${email} carries no code`);
  return code;
}

/**
 * Signs a new member up over the dashboard's API as its screens do: sign-up, the code from the
 * sandbox mailbox, verification. Without an invitation the member creates a partner named `partnerName`.
 */
export async function signUpDashboardMember(server: TestServer, options: { email?: string; partnerName?: string; password?: string } = {}): Promise<DashboardMember> {
  const email = options.email ?? `member-${Math.random().toString(36).slice(2)}@example.org`;
  const password = options.password ?? 'a long dashboard password';
  const csrfToken = await dashboardCsrf(server);
  const headers = { Cookie: `emoney_csrf=${csrfToken}`, 'X-CSRF-Token': csrfToken };
  const signUp = await request(server.url)
    .post(`${API}/session/signup`)
    .set(headers)
    .send({ email, password, ...(options.partnerName !== undefined ? { partnerName: options.partnerName } : { partnerName: `Partner of ${email}` }) });
  if (signUp.status !== 202) throw new Error(`dashboard sign-up answered ${signUp.status}: ${JSON.stringify(signUp.body)}`);
  const code = await dashboardCode(server, email, csrfToken);
  const verify = await request(server.url).post(`${API}/session/verify`).set(headers).send({ email, code });
  if (verify.status !== 201) throw new Error(`dashboard verification answered ${verify.status}: ${JSON.stringify(verify.body)}`);
  const session = (verify.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('emoney_dashboard_session='))!.split(';')[0]!;
  return { email, memberId: verify.body.member.id, partnerId: verify.body.partner.id, cookie: `${session}; emoney_csrf=${csrfToken}`, csrfToken };
}

/** A request to the dashboard's API as a member's browser sends it (cookies, anti-CSRF token, same origin). */
export function asMember(server: TestServer, member: DashboardMember, method: 'get' | 'post' | 'patch' | 'delete', path: string): request.Test {
  return request(server.url)[method](`${API}${path}`).set({ Cookie: member.cookie, 'X-CSRF-Token': member.csrfToken, 'Sec-Fetch-Site': 'same-origin' });
}
