/**
 * Browser apps on their own origins call the API directly (CORS): a registered redirect URI's
 * origin may, any other origin is refused by the browser itself; the hosted screens' API stays
 * same-origin. Checked over HTTP for the headers, and in real Chromium for what a browser does.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { launchChromium } from '../support/browser.js';
import { startTestServer, type TestServer } from '../support/test-app.js';

/** A page of a partner's app: an empty HTML document on its own loopback origin. */
async function appOrigin(): Promise<{ origin: string; server: Server }> {
  const server = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>app</title>'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

let api: TestServer;
let registered: { origin: string; server: Server };
let configured: { origin: string; server: Server };
let stranger: { origin: string; server: Server };
let browser: Browser;

beforeAll(async () => {
  [registered, configured, stranger] = await Promise.all([appOrigin(), appOrigin(), appOrigin()]);
  const base = loadConfig();
  api = await startTestServer({ seed: { ...base.seed, redirectUri: `${registered.origin}/callback` }, corsOrigins: [configured.origin] });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await api?.close();
  for (const app of [registered, configured, stranger]) app?.server.close();
});

describe('CORS headers', () => {
  it('answers a preflight from a registered redirect URI origin, without credentials', async () => {
    const res = await request(api.url)
      .options('/profiles')
      .set('Origin', registered.origin)
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'authorization');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(registered.origin);
    expect(res.headers['access-control-allow-headers']).toMatch(/Authorization/);
    expect(res.headers['access-control-allow-methods']).toMatch(/POST/);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers.vary).toMatch(/Origin/);
  });

  it('refuses a preflight from an unregistered origin with the error body', async () => {
    const res = await request(api.url).options('/auth/token').set('Origin', stranger.origin).set('Access-Control-Request-Method', 'POST');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'forbidden', status: 403 });
    expect(res.body.message).toContain('EMONEY_CORS_ORIGINS');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives the hosted screens API no CORS headers, even for a registered origin', async () => {
    const res = await request(api.url).options('/onboarding/api/session').set('Origin', registered.origin).set('Access-Control-Request-Method', 'POST');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('a browser app on another origin', () => {
  /** In the app's page: a client-credentials token, then GET /tokens with it (a preflighted call). */
  async function callFrom(origin: string): Promise<string> {
    const page = await browser.newPage();
    try {
      await page.goto(origin);
      return await page.evaluate(
        async ({ url, clientId, clientSecret }) => {
          try {
            const token = await fetch(`${url}/auth/token`, {
              method: 'POST',
              body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
            }).then((r) => r.json() as Promise<{ access_token: string }>);
            const tokens = await fetch(`${url}/tokens`, { headers: { Authorization: `Bearer ${token.access_token}`, Accept: 'application/vnd.emoney.api-v2+json' } });
            return `${tokens.status}`;
          } catch (err) {
            return `refused: ${String(err)}`;
          }
        },
        { url: api.url, clientId: api.seed.clientId, clientSecret: api.seed.clientSecret },
      );
    } finally {
      await page.close();
    }
  }

  it('gets a token and calls the API from a registered redirect URI origin', async () => {
    expect(await callFrom(registered.origin)).toBe('200');
  });

  it('calls the API from an origin listed in EMONEY_CORS_ORIGINS', async () => {
    expect(await callFrom(configured.origin)).toBe('200');
  });

  it('is refused by the browser from an origin nobody registered', async () => {
    expect(await callFrom(stranger.origin)).toMatch(/^refused: TypeError: Failed to fetch/);
  });
});
