/**
 * A partner flow exactly as the provider's published JavaScript client puts it on the wire:
 * a SIWE message whose first resource is the provider's own sign-in page (configured here with
 * EMONEY_SIWE_SIGNIN_URLS) with millisecond timestamps, the IBAN request body with
 * `emailNotifications`, a 0x order answered 202, and the order socket with `access_token`,
 * `profile` and `state` in its query delivering a processed order as an Order object.
 */
import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { as, fundedCustomer, newCustomer, redeemBody, runJobsAfter, type Customer } from '../money/money-support.js';
import { hostedFlow, pkcePair, REDIRECT_URI, type HostedFlowResult } from '../support/oauth.js';
import { startTestServer, type TestServer } from '../support/test-app.js';

/** Stands for the provider's fixed sign-in page, which its client always lists first. */
const PROVIDER_SIGN_IN = 'https://signin.provider.example/siwe';

let server: TestServer;
let flow: HostedFlowResult;
beforeAll(async () => {
  server = await startTestServer({ siweSignInUrls: loadConfig({ EMONEY_SIWE_SIGNIN_URLS: `${PROVIDER_SIGN_IN}, https://emoney.test/siwe` }).siweSignInUrls });
  flow = await hostedFlow(server);
});
afterAll(async () => {
  await server?.close();
});

/** The message as the published client writes it: ISO 8601 with milliseconds, provider page first. */
function publishedClientMessage(address: string, firstResource: string): string {
  const issued = server.clock.now();
  const expires = new Date(issued.getTime() + 5 * 60_000);
  return [
    'localhost:5173 wants you to sign in with your Ethereum account:',
    address,
    '',
    'Sign in with your wallet.',
    '',
    `URI: ${REDIRECT_URI}`,
    'Version: 1',
    'Chain ID: 11155111',
    `Nonce: ${randomUUID().replace(/-/g, '')}`,
    `Issued At: ${issued.toISOString()}`,
    `Expiration Time: ${expires.toISOString()}`,
    'Resources:',
    `- ${firstResource}`,
    '- http://localhost:5173/privacy',
    '- http://localhost:5173/terms',
  ].join('\n');
}

async function signIn(firstResource: string): Promise<URL> {
  const message = publishedClientMessage(flow.wallet.address, firstResource);
  const form = new URLSearchParams({
    client_id: server.seed.authClientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
    state: 'published',
    authentication_method: 'siwe',
    message,
    signature: await flow.wallet.signMessage(message),
  });
  const res = await fetch(`${server.url}/auth`, { method: 'POST', body: form, redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

describe('the published client on the wire', () => {
  it('signs in with SIWE listing the provider’s sign-in page (EMONEY_SIWE_SIGNIN_URLS), not an unlisted one', async () => {
    const ok = await signIn(PROVIDER_SIGN_IN);
    expect(ok.searchParams.get('error_description')).toBeNull();
    expect(ok.searchParams.get('code')).toBeTruthy();
    const refused = await signIn('https://elsewhere.example/siwe');
    expect(refused.searchParams.get('error')).toBe('invalid_request');
    expect(refused.searchParams.get('error_description')).toContain(PROVIDER_SIGN_IN);
  });

  it('serves a real page at /siwe that explains wallet sign-in', async () => {
    const res = await fetch(`${server.url}/siwe`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('Sign-In with Ethereum');
    expect(html).toContain('does <strong>not</strong> move money');
  });

  describe('money', () => {
    let customer: Customer & { iban: string };
    beforeAll(async () => {
      customer = await fundedCustomer(server, '50');
    });

    it('POST /ibans with the client’s body (emailNotifications) is accepted and kept', async () => {
      const other = await newCustomer(server);
      const body = `{"address":"${other.address}","chain":"sepolia","emailNotifications":false}`;
      const res = await fetch(`${server.url}/ibans`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${other.token}`, 'Content-Type': 'application/json', Accept: 'application/vnd.emoney.api-v2+json' },
        body,
      });
      expect(res.status).toBe(202);
      // The published client parses every answer as JSON: a 202 with no body makes it throw.
      expect(await res.json()).toEqual({ code: 202, status: 'Accepted' });
      const [iban] = (await as(server, other.token).get('/ibans')).body.ibans;
      expect(iban).toMatchObject({ address: other.address, chain: 'sepolia', emailNotifications: false, name: expect.any(String) });
    });

    it('the order socket (access_token, profile, state in the query) delivers the processed order as an Order', async () => {
      const url = `${server.url.replace(/^http/, 'ws')}/orders?access_token=${customer.token}&profile=${customer.profileId}&state=${randomUUID()}`;
      const socket = new WebSocket(url);
      const messages: Record<string, unknown>[] = [];
      socket.on('message', (raw) => messages.push(JSON.parse(String(raw))));
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('unexpected-response', (_req, res) => reject(new Error(`upgrade answered ${res.statusCode}`)));
      });
      try {
        const body = await redeemBody(server, customer, { amount: '10.00' });
        const placed = await as(server, customer.token).post('/orders', { ...body, referenceNumber: 'RF18539007547034' });
        expect(placed.status).toBe(200);
        await server.jobs.runDue();
        await runJobsAfter(server, server.ctx.config.sandbox.orderDelayMs);
        const deadline = Date.now() + 5000;
        while (!messages.some((m) => m.state === 'processed') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
        const processed = messages.find((m) => m.state === 'processed');
        expect(processed).toMatchObject({ id: body.id, kind: 'redeem', state: 'processed', referenceNumber: 'RF18539007547034', amount: '10.00' });
        expect(processed).not.toHaveProperty('type');
        expect(processed).not.toHaveProperty('data');
      } finally {
        socket.close();
      }
    });

    it('an order signed onchain (0x) is answered 202 {code, status}', async () => {
      const body = await redeemBody(server, customer, { amount: '1.00' });
      const res = await as(server, customer.token).post('/orders', { ...body, signature: '0x' });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ code: 202, status: 'Accepted' });
    });
  });
});
