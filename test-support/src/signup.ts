import request from 'supertest';
import { hostedCsrf, withCsrf, type HostedCsrf } from './hosted-csrf.js';
import type { TestServer } from './test-app.js';

export interface MailboxMessage {
  id: string;
  subject: string;
  body: string;
  createdAt: string;
}

/**
 * Who reads a shared sandbox's mailbox: the browser that started the
 * sign-up (its anti-CSRF cookie, or a cookie-keeping agent holding it), or a partner's token.
 */
export type MailboxReader = { csrf: HostedCsrf } | { agent: request.Agent } | { token: string };

/**
 * The emails to an address, newest first: with a reader, the sandbox mailbox read over HTTP as
 * that reader (the test fails loudly when it may not read); without one, the outbox table (what
 * was sent, whoever may read it; production has no mailbox).
 */
export async function mailbox(server: TestServer, email: string, reader?: MailboxReader): Promise<MailboxMessage[]> {
  if (server.ctx.config.mode !== 'sandbox' || reader === undefined) {
    const rows = await server.ctx.db.selectFrom('outbound_emails').selectAll().where('to_address', '=', email.toLowerCase()).orderBy('created_at', 'desc').orderBy('seq', 'desc').execute();
    return rows.map((r) => ({ id: r.id, subject: r.subject, body: r.body, createdAt: r.created_at.toISOString() }));
  }
  const path = '/onboarding/api/sandbox/mailbox';
  const res =
    'agent' in reader
      ? await reader.agent.get(path).query({ to: email })
      : 'csrf' in reader
        ? await request(server.url).get(path).query({ to: email }).set('Cookie', reader.csrf.cookie)
        : await request(server.url).get(path).query({ to: email }).set('Authorization', `Bearer ${reader.token}`);
  if (res.status !== 200) throw new Error(`GET /onboarding/api/sandbox/mailbox answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.messages as MailboxMessage[];
}

/** The 8-digit code of an email, or undefined when it carries none. */
export function codeIn(message: MailboxMessage | undefined): string | undefined {
  return message ? /\b(\d{8})$/m.exec(message.body)?.[1] : undefined;
}

/** The code of the newest email to the address; the test fails loudly when it has none. */
export async function latestCode(server: TestServer, email: string, reader?: MailboxReader): Promise<string> {
  const code = codeIn((await mailbox(server, email, reader))[0]);
  if (!code) throw new Error(`the newest email to ${email} carries no code`);
  return code;
}

/** The session cookie (`emoney_session=…`) an answer sets; throws when there is none. */
export function sessionCookieOf(res: { headers: Record<string, string | string[]> }): string {
  const set = res.headers['set-cookie'];
  const first = (Array.isArray(set) ? set : [set]).find((c) => c?.startsWith('emoney_session='));
  if (!first) throw new Error('no session cookie was set');
  return first.split(';')[0]!;
}

/**
 * Signs up through the hosted API as the screens do (agreeing to the terms), reads the code from
 * the sandbox mailbox (as the browser that signed up, unless another reader is given, e.g. the
 * token of the partner that created the account) and verifies it: answers the verify call (201,
 * session cookie set).
 */
export async function signUpAndVerify(server: TestServer, email: string, password: string, csrf?: HostedCsrf, reader?: MailboxReader): Promise<request.Response> {
  const pair = csrf ?? (await hostedCsrf(server));
  const signup = await request(server.url).post('/onboarding/api/session/signup').set(withCsrf(pair)).send({ email, password, acceptTerms: true });
  if (signup.status !== 202) throw new Error(`sign-up answered ${signup.status}: ${JSON.stringify(signup.body)}`);
  const code = await latestCode(server, email, reader ?? { csrf: pair });
  const verify = await request(server.url).post('/onboarding/api/session/verify').set(withCsrf(pair)).send({ email, code, password });
  if (verify.status !== 201) throw new Error(`verification answered ${verify.status}: ${JSON.stringify(verify.body)}`);
  return verify;
}

/** The same through a cookie-keeping agent (see `csrfAgent`), which then holds the session. */
export async function agentSignUpAndVerify(server: TestServer, agent: request.Agent, email: string, password: string): Promise<request.Response> {
  const signup = await agent.post('/onboarding/api/session/signup').send({ email, password, acceptTerms: true });
  if (signup.status !== 202) throw new Error(`sign-up answered ${signup.status}: ${JSON.stringify(signup.body)}`);
  const verify = await agent.post('/onboarding/api/session/verify').send({ email, code: await latestCode(server, email, { agent }), password });
  if (verify.status !== 201) throw new Error(`verification answered ${verify.status}: ${JSON.stringify(verify.body)}`);
  return verify;
}
