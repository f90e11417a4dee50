/**
 * Every page a partner or customer opens has an icon: the docs site, the hosted screens, the
 * dashboard, the Sign-In with Ethereum page and the bad-link page, loaded in Chromium from a real server as `make
 * start` serves them, ask for no file that is missing (a favicon.ico 404 is a console error per
 * load), and the path browsers ask on their own, /favicon.ico, answers an image.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.js';
import { startTestServer, type TestServer } from '../support/test-app.js';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the site icon', () => {
  it('answers /favicon.ico with an image', async () => {
    const res = await fetch(`${server.url}/favicon.ico`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it.each([
    ['a docs page', '/js-monorepo/getting-started'],
    ['the docs reference', '/js-monorepo/packages/sdk-react-provider'],
    ['a hosted screen', '/onboarding/'],
    ['the dashboard', '/dashboard/'],
    ['the Sign-In with Ethereum page', '/siwe'],
    ['the page of a sign-in link that does not work', '/auth?client_id=00000000-0000-4000-8000-000000000000'],
  ])('%s links an icon that loads, and nothing it asks for is missing', async (_name, path) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const missing: string[] = [];
    const errors: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 404) missing.push(res.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && /favicon|404/i.test(`${message.text()} ${message.location().url}`)) errors.push(message.text());
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
    const icon = await page.locator('link[rel~="icon"]').first().getAttribute('href', { timeout: 5_000 });
    expect(icon, 'a <link rel="icon"> in the head').toBeTruthy();
    const href = new URL(icon!, page.url()).toString();
    const res = href.startsWith('data:') ? undefined : await context.request.get(href);
    if (res) {
      expect(res.status(), href).toBe(200);
      expect(res.headers()['content-type']).toMatch(/^image\//);
    }
    // Chromium asks for the icon once the page has loaded.
    await page.waitForTimeout(500);
    expect(missing).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
