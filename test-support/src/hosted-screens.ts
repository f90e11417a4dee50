// The hosted screens driven over their API, as the screens do it, starting from an authorization
// URL a client made (so that client's own PKCE verifier and state are used).
import { Wallet } from 'ethers';
import { LINK_MESSAGE } from '@emoney/server/testing';

export interface HostedUser {
  email: string;
  /** Where the hosted screens send the browser back: the redirect URI with `code` and `state`. */
  redirectTo: string;
  wallet: Wallet;
}

async function ok(response: Response, what: string, status = 200): Promise<unknown> {
  const body = await response.json().catch(() => undefined);
  if (response.status !== status) throw new Error(`${what} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * The code in the newest email the sandbox mailbox holds for an address (the sandbox sends no
 * mail), read as the browser that signed up: `cookie` is its `emoney_csrf=…` cookie (a shared
 * sandbox shows a sign-up's mail only to that browser and to the flow's partner).
 */
export async function sandboxMailboxCode(origin: string, email: string, cookie: string): Promise<string> {
  const box = (await ok(await fetch(`${origin}/onboarding/api/sandbox/mailbox?${new URLSearchParams({ to: email })}`, { headers: { Cookie: cookie } }), 'sandbox mailbox')) as {
    messages: { body: string }[];
  };
  const code = /\b(\d{8})$/m.exec(box.messages[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`the newest email to ${email} carries no code`);
  return code;
}

/**
 * Signs up over the hosted screens' API as they do: sign-up (agreeing to the terms), then the code
 * from the sandbox mailbox. Answers the session cookie.
 */
export async function hostedSignUp(origin: string, csrfToken: string, email: string, password = 'correct horse battery staple'): Promise<string> {
  const headers = { 'Content-Type': 'application/json', Cookie: `emoney_csrf=${csrfToken}`, 'X-CSRF-Token': csrfToken };
  await ok(await fetch(`${origin}/onboarding/api/session/signup`, { method: 'POST', headers, body: JSON.stringify({ email, password, acceptTerms: true }) }), 'sign-up', 202);
  const code = await sandboxMailboxCode(origin, email, `emoney_csrf=${csrfToken}`);
  const verify = await fetch(`${origin}/onboarding/api/session/verify`, { method: 'POST', headers, body: JSON.stringify({ email, code, password }) });
  await ok(verify, 'verification', 201);
  return verify.headers.getSetCookie().find((c) => c.startsWith('emoney_session='))!.split(';')[0]!;
}

/**
 * Opens an authorization URL like a browser (GET /auth, 307 to the hosted screens), then signs
 * up (with the emailed code), onboards, links a wallet (unless `link: false`) and allows, over the hosted screens' API.
 */
export async function throughHostedScreens(authorizeUrl: string, options: { link?: boolean; allow?: boolean } = {}): Promise<HostedUser> {
  const start = await fetch(authorizeUrl, { redirect: 'manual' });
  if (start.status !== 307) throw new Error(`GET /auth answered ${start.status}: ${await start.text()}`);
  const screens = new URL(start.headers.get('location')!);
  const origin = screens.origin;
  const requestId = screens.searchParams.get('request')!;
  const email = `sdk-${Math.random().toString(36).slice(2)}@example.org`;
  // The hosted API's anti-CSRF token (cookie + X-CSRF-Token), as the screens send it.
  const csrfToken = ((await (await fetch(`${origin}/onboarding/api/session/csrf`)).json()) as { csrfToken: string }).csrfToken;
  const csrf = { 'X-CSRF-Token': csrfToken };
  const cookie = `${await hostedSignUp(origin, csrfToken, email)}; emoney_csrf=${csrfToken}`;
  const send = (method: string, path: string, body: unknown) =>
    fetch(`${origin}/onboarding/api${path}`, { method, headers: { 'Content-Type': 'application/json', Cookie: cookie, ...csrf }, body: JSON.stringify(body) });
  await ok(await send('PUT', '/profile', { kind: 'personal', firstName: 'Jane', lastName: 'Doe', country: 'IS' }), 'onboarding');
  const wallet = Wallet.createRandom() as unknown as Wallet;
  if (options.link !== false) {
    await ok(await send('POST', '/addresses', { address: wallet.address, chain: 'sepolia', signature: await wallet.signMessage(LINK_MESSAGE) }), 'linking', 201);
  }
  const decision = (await ok(await send('POST', `/requests/${requestId}/decision`, { allow: options.allow ?? true }), 'decision')) as { redirectTo: string };
  return { email, redirectTo: decision.redirectTo, wallet };
}
