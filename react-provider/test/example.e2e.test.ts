/**
 * The example app (react-provider/example, Vite) in real Chromium against the real server:
 * authorize → hosted screens (sign up, onboard, connect the injected wallet, allow) → back with a
 * code → data shown → IBAN and a simulated payment → an order signed by the wallet → shown
 * processed once the sandbox processes it, without a reload.
 */
import { createServer as createNetServer } from 'node:net';
import { Wallet } from 'ethers';
import type { Browser, Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@emoney/server/testing';
import { injectWallet, launchChromium } from '@emoney/test-support/browser';
import { signUpInChromium } from '@emoney/test-support/chromium-sign-up';
import { sandboxMailboxCode } from '@emoney/test-support/hosted-screens';
import { startTestServer, type TestServer } from '@emoney/test-support/test-app';

let server: TestServer;
let vite: ViteDevServer;
let browser: Browser;
let origin: string;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function settle(ms = 5_000): Promise<void> {
  server.clock.advance(ms);
  await server.jobs.runDue();
}

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = await startTestServer({ seed: { ...loadConfig(process.env).seed, redirectUri: `${origin}/callback` } });
  process.env.EMONEY_URL = server.url;
  process.env.EMONEY_CLIENT_ID = server.seed.authClientId;
  vite = await createServer({
    configFile: new URL('../example/vite.config.ts', import.meta.url).pathname,
    server: { port, strictPort: true, host: '127.0.0.1', hmr: false },
    logLevel: 'warn',
  });
  await vite.listen();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await vite?.close();
  await server?.close();
});

const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ timeout: 30_000 });

describe('example app in Chromium', () => {
  it('signs in through the hosted screens, shows the data, and follows a signed order to processed without a reload', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const wallet = Wallet.createRandom() as unknown as Wallet;
    await injectWallet(page, wallet);

    await page.goto(origin);
    await page.getByRole('button', { name: 'Sign in with emoney' }).click({ timeout: 30_000 });

    // The hosted screens (served by the API server).
    await page.getByRole('heading', { name: 'Create your account' }).waitFor({ timeout: 30_000 });
    expect(page.url()).toContain(`${server.url}/onboarding/`);
    const email = `example-${Date.now()}@example.org`;
    // The code the sandbox mailbox holds for the address, read as this browser (its anti-CSRF cookie).
    const code = async () => {
      const csrf = (await page.context().cookies()).find((c) => c.name === 'emoney_csrf');
      return sandboxMailboxCode(server.url, email, `emoney_csrf=${csrf?.value ?? ''}`);
    };
    await signUpInChromium(page, { email, code, wallet });
    await page.getByRole('button', { name: 'Allow' }).click();

    // Back in the app: the provider exchanged the code and cleaned the URL.
    await visible(page, 'Ada Lovelace (approved)');
    expect(page.url()).toBe(`${origin}/callback`);
    await visible(page, `${wallet.address.toLowerCase()} on sepolia`).catch(() => visible(page, `${wallet.address} on sepolia`));
    await visible(page, 'live');

    // From here on the page must not navigate.
    let navigations = 0;
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations++);

    await page.getByRole('button', { name: 'Request IBAN' }).click();
    await visible(page, '(pending)');
    await settle();
    await visible(page, '(approved)');
    await page.getByRole('button', { name: 'Simulate a payment of 100.00 EUR' }).click();
    await expect.poll(() => page.getByTestId('balance-eur').textContent(), { timeout: 15_000 }).toBe('100.00 EUR');

    await page.getByRole('button', { name: 'Place order' }).click();
    await visible(page, /Order .* placed/);
    const placed = page.locator('li', { hasText: 'redeem 40.00 EUR' });
    await expect.poll(() => placed.textContent(), { timeout: 15_000 }).toBe('redeem 40.00 EUR: placed');

    await settle();
    await settle();
    await expect.poll(() => placed.textContent(), { timeout: 15_000 }).toBe('redeem 40.00 EUR: processed');
    await expect.poll(() => page.getByTestId('balance-eur').textContent(), { timeout: 15_000 }).toBe('60.00 EUR');
    expect(navigations).toBe(0);
    expect(errors).toEqual([]);
  }, 120_000);
});
