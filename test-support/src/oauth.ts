import { Wallet } from 'ethers';
import request from 'supertest';
import { formatSiweMessage, createVerifier, s256Challenge, LINK_MESSAGE } from '@emoney/server/testing';
import { hostedCsrf, withCsrf } from './hosted-csrf.js';
import { sessionCookieOf, signUpAndVerify, type MailboxReader } from './signup.js';
import type { TestServer } from './test-app.js';

export const REDIRECT_URI = 'http://localhost:5173/callback';

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = createVerifier();
  return { verifier, challenge: s256Challenge(verifier) };
}

/** The redirect target of a 3xx answer, parsed; the test fails loudly when there is none. */
export function location(res: { status: number; headers: Record<string, string> }): URL {
  const value = res.headers.location;
  if (!value) throw new Error(`expected a redirect, got ${res.status}`);
  return new URL(value);
}

export interface HostedFlowResult {
  code: string;
  state: string | null;
  verifier: string;
  wallet: Wallet;
  email: string;
  password: string;
}

/**
 * The authorization code flow as the hosted screens drive it, over HTTP without a browser:
 * authorize → sign up → verify the emailed code → onboard → connect a wallet → allow → code.
 */
export async function hostedFlow(server: TestServer, options: { email?: string; chain?: string; mailboxReader?: MailboxReader } = {}): Promise<HostedFlowResult> {
  const { verifier, challenge } = pkcePair();
  const state = `state-${Math.random().toString(36).slice(2)}`;
  const start = await request(server.url).get('/auth').query({
    client_id: server.seed.authClientId,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    redirect_uri: REDIRECT_URI,
    state,
  });
  if (start.status !== 307) throw new Error(`GET /auth answered ${start.status}: ${JSON.stringify(start.body)}`);
  const requestId = location(start).searchParams.get('request')!;
  const email = options.email ?? `user-${Math.random().toString(36).slice(2)}@example.org`;
  const password = 'correct horse battery staple';
  const csrf = await hostedCsrf(server);
  const cookie = sessionCookieOf(await signUpAndVerify(server, email, password, csrf, options.mailboxReader));
  const hosted = request.agent(server.url).set(withCsrf(csrf, cookie));
  const onboard = await hosted.put('/onboarding/api/profile').send({ kind: 'personal', firstName: 'Jane', lastName: 'Doe', country: 'IS' });
  if (onboard.status !== 200) throw new Error(`onboarding answered ${onboard.status}: ${JSON.stringify(onboard.body)}`);
  const wallet = Wallet.createRandom() as unknown as Wallet;
  const signature = await wallet.signMessage(LINK_MESSAGE);
  const link = await hosted.post('/onboarding/api/addresses').send({ address: wallet.address, chain: options.chain ?? 'sepolia', signature });
  if (link.status !== 201) throw new Error(`linking answered ${link.status}: ${JSON.stringify(link.body)}`);
  const decision = await hosted.post(`/onboarding/api/requests/${requestId}/decision`).send({ allow: true });
  if (decision.status !== 200) throw new Error(`decision answered ${decision.status}: ${JSON.stringify(decision.body)}`);
  const back = new URL(decision.body.redirectTo as string);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state'), verifier, wallet, email, password };
}

export function exchangeCode(server: TestServer, code: string, verifier: string, overrides: Record<string, string> = {}) {
  return request(server.url)
    .post('/auth/token')
    .type('form')
    .send({ grant_type: 'authorization_code', client_id: server.seed.authClientId, code, code_verifier: verifier, redirect_uri: REDIRECT_URI, ...overrides });
}

export function refreshToken(server: TestServer, refresh: string, clientId: string) {
  return request(server.url).post('/auth/token').type('form').send({ grant_type: 'refresh_token', client_id: clientId, refresh_token: refresh });
}

/** A Sign-In with Ethereum message for the seeded app that passes every rule, unless overridden. */
export function siweMessage(server: TestServer, address: string, overrides: Partial<Parameters<typeof formatSiweMessage>[0]> = {}): string {
  const now = server.clock.now();
  return formatSiweMessage({
    domain: 'localhost:5173',
    address,
    statement: 'Sign in to Sandbox app with emoney.',
    uri: REDIRECT_URI,
    chainId: 11155111,
    nonce: `n${Math.random().toString(36).slice(2, 12)}`,
    issuedAt: now,
    expirationTime: new Date(now.getTime() + 5 * 60_000),
    resources: [`${server.url}/siwe`, 'http://localhost:5173/privacy', 'http://localhost:5173/terms'],
    ...overrides,
  });
}
