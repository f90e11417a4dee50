/**
 * The reference partner app (examples/partner-app, Next.js App Router) on the packed tarballs:
 * installed into the packaging project outside the workspace, built once with `next build` (which
 * type-checks it strictly), served by `next start` on loopback and driven in Chromium against a
 * real sandbox server. A new customer signs up through the hosted screens, sees balances, gets an
 * IBAN with its QR code, receives money, sends a signed redeem order whose message the page showed
 * before the wallet signed it, watches the order go to processed over the WebSocket, signs out,
 * and signs in again with Ethereum. The refresh token never reaches the page.
 *
 * Screenshots at 320 and 1280 px wide: examples/partner-app/test-artifacts/ (git-ignored).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Wallet } from 'ethers';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '@emoney/server/testing';
import { injectWallet, launchChromium } from '@emoney/test-support/browser';
import { signUpInChromium } from '@emoney/test-support/chromium-sign-up';
import { sandboxMailboxCode } from '@emoney/test-support/hosted-screens';
import { startTestServer, type TestServer } from '@emoney/test-support/test-app';
import { seal, unseal } from '../../examples/partner-app/lib/seal.js';
import { run } from './packed-project.js';

const APP_CLIENT_ID = '5c1f0a52-4a3e-4f7e-9c55-2f3d7e0b9a11';
const ARTIFACTS = fileURLToPath(new URL('../../examples/partner-app/test-artifacts', import.meta.url));
/** The bank account the customer pays (a valid German IBAN). */
const PAYEE_IBAN = 'DE89370400440532013000';
/** Seals the app's session cookie: the test reads and changes it the way only the app's server can. */
const SESSION_SECRET = 'a sandbox session secret of at least 32 characters';

const installed = inject('packedProject');
const appDir = join(installed.project, 'partner-app');
const nextBin = join(installed.project, 'node_modules/next/dist/bin/next');
let server: TestServer;
let next: ChildProcess | undefined;
let nextLog = '';
let origin: string;
let browser: Browser;
const timings: Record<string, number> = {};

/** A free loopback port: the app's origin must be known before the sandbox registers its redirect URI. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const seed = loadConfig(process.env).seed;
  const started = Date.now();
  // The build needs no server: it runs while the sandbox and Chromium start.
  const building = run(process.execPath, [nextBin, 'build'], appDir, { NEXT_TELEMETRY_DISABLED: '1' }, 170_000);
  [server, browser] = await Promise.all([
    startTestServer({ seed: { ...seed, authClientId: APP_CLIENT_ID, redirectUri: `${origin}/callback`, privacyPolicyUrl: `${origin}/privacy`, termsOfServiceUrl: `${origin}/terms` } }),
    launchChromium(),
  ]);
  const built = await building;
  timings.build = Date.now() - started;
  if (built.code !== 0) throw new Error(`next build failed:\n${built.output}`);
  next = spawn(process.execPath, [nextBin, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: appDir,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      EMONEY_URL: server.url,
      EMONEY_CLIENT_ID: APP_CLIENT_ID,
      APP_URL: origin,
      SESSION_SECRET,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  next.stdout!.on('data', (d: Buffer) => (nextLog += d));
  next.stderr!.on('data', (d: Buffer) => (nextLog += d));
  await answers(`${origin}/privacy`, 30_000);
  mkdirSync(ARTIFACTS, { recursive: true });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  if (next && next.exitCode === null) {
    next.kill('SIGTERM');
    await new Promise((resolve) => next!.once('exit', resolve));
  }
  await server?.close();
  console.log(`partner app: next build ${timings.build} ms; walk ${timings.walk} ms`);
});

/** Waits until `url` answers 200 (the app has started), or fails with what `next start` printed. */
async function answers(url: string, timeout: number): Promise<void> {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    if ((await fetch(url).then((r) => r.status, () => 0)) === 200) return;
    if (next?.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`next start did not answer at ${url}:\n${nextLog}`);
}

/** Runs the sandbox's due work after moving its clock on (IBAN decisions, order processing). */
async function settle(ms = 5_000): Promise<void> {
  server.clock.advance(ms);
  await server.jobs.runDue();
}

/** The page as a phone (320 px) and a desktop (1280 px) show it, saved under the test's artifacts. */
async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(ARTIFACTS, `${width}-${name}.png`), fullPage: true });
    // Nothing may be wider than the screen: a sideways scroll on a phone is a layout bug.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('the reference partner app on the packed packages', () => {
  it('signs in through the hosted screens, receives, sends a signed order, follows it live, bridges to another chain, refreshes once for two tabs, signs out and back in with Ethereum', async () => {
    const started = Date.now();
    // A context of its own: the walk opens a second tab in it, with the same cookies.
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The wallet the hosted screens link, and later the one that signs the order and the SIWE message.
    const wallet = Wallet.createRandom() as unknown as Wallet;
    await injectWallet(page, wallet);
    try {
      await walk(page, wallet, errors);
    } catch (error) {
      // Where the walk stopped, what the page said and what the app's server logged.
      const body = await page.locator('body').innerText().catch(() => '');
      throw new Error(`${(error as Error).message}\n--- at ${page.url()}:\n${body.slice(0, 2000)}\n--- next start:\n${nextLog.slice(-4000)}`, { cause: error });
    }
    timings.walk = Date.now() - started;
  }, 150_000);
});

/** Moves the session cookie's access token past its expiry, as an hour's wait would: the next borrow refreshes. */
async function expireHeldAccess(page: Page): Promise<void> {
  const [cookie] = (await page.context().cookies(origin)).filter((c) => c.name === 'partner_session');
  const items = unseal<Record<string, string>>(cookie?.value, SESSION_SECRET);
  if (!cookie || !items?.['emoney.tokens']) throw new Error('no signed-in session cookie');
  items['emoney.tokens'] = JSON.stringify({ ...JSON.parse(items['emoney.tokens']), expiresAt: Date.now() - 1000 });
  await page.context().addCookies([{ ...cookie, value: seal(items, SESSION_SECRET) }]);
}

async function walk(page: Page, wallet: Wallet, errors: string[]): Promise<void> {
  {

    await page.goto(`${origin}/`);
    await screenshots(page, 'signed-out');
    await page.getByRole('link', { name: 'Sign in with emoney' }).click();
    const email = `partner-app-${Date.now()}@example.org`;
    const code = async () => {
      const csrf = (await page.context().cookies()).find((c) => c.name === 'emoney_csrf');
      return sandboxMailboxCode(server.url, email, `emoney_csrf=${csrf?.value ?? ''}`);
    };
    await signUpInChromium(page, { email, code, wallet, firstName: 'Ada', lastName: 'Lovelace' });
    await page.getByRole('button', { name: 'Allow' }).click();

    // Back on the app, signed in: balances across the wallet's chains (sepolia, linked on the way).
    await page.getByRole('heading', { name: 'Balances' }).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).origin).toBe(origin);
    const balance = page.getByTestId(`balance-sepolia-${wallet.address.toLowerCase()}`);
    await expect.poll(() => balance.textContent(), { timeout: 15_000 }).toMatch(/^0(\.00)? EUR$/);

    // The session is a sealed HTTP-only cookie; the page only borrows access tokens.
    const session = (await page.context().cookies(origin)).find((c) => c.name === 'partner_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false });
    expect(await page.evaluate(() => document.cookie)).not.toContain('partner_session');
    const borrowed = await page.request.get(`${origin}/api/token`);
    expect(borrowed.status()).toBe(200);
    const lent = (await borrowed.json()) as Record<string, unknown>;
    expect(Object.keys(lent).sort()).toEqual(['accessToken', 'expiresAt']);
    const accessToken = lent.accessToken as string;
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toMatch(/refresh/i);
    await screenshots(page, 'balances');

    // Receive: an IBAN for the wallet, issued while the page polls, then its QR code.
    await page.getByRole('link', { name: 'Receive' }).click();
    await page.getByRole('button', { name: 'Get my IBAN' }).click();
    await expect.poll(() => page.locator('#iban-state').textContent(), { timeout: 15_000 }).toBe('pending');
    await settle();
    await expect.poll(() => page.locator('#iban-state').textContent(), { timeout: 15_000 }).toBe('approved');
    const iban = (await page.locator('#iban').textContent())!;
    expect(iban).toMatch(/^[A-Z]{2}\d{2}\w+$/);
    await page.getByRole('img', { name: `QR code of IBAN ${iban}` }).locator('svg').waitFor();
    await screenshots(page, 'receive');

    // A bank transfer to the IBAN (the sandbox simulator, as the customer's bank would), shown as a balance.
    const paid = await fetch(`${server.url}/sandbox/payments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/vnd.emoney.api-v2+json', Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ iban, amount: '100.00', senderName: 'Partner app sender' }),
    });
    expect(paid.status, await paid.clone().text()).toBeLessThan(300);
    await page.getByRole('link', { name: 'Balances' }).click();
    await expect.poll(() => balance.textContent(), { timeout: 15_000 }).toMatch(/^100(\.00)? EUR$/);

    // Send: the message is shown before signing, and the wallet signs exactly that message.
    await page.getByRole('link', { name: 'Send' }).click();
    await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await page.getByLabel('First name').fill('Hanna');
    await page.getByLabel('Last name').fill('Schmidt');
    await page.getByLabel('Amount (EUR)').fill('10');
    await page.getByRole('button', { name: 'Review' }).click();
    const message = (await page.locator('#order-message').textContent())!;
    expect(message).toMatch(new RegExp(`^Send EUR 10 to ${PAYEE_IBAN} at \\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:00(Z|[+-]\\d\\d:\\d\\d)$`));
    await screenshots(page, 'send-review');
    await page.getByRole('button', { name: 'Sign with my wallet' }).click();
    await expect.poll(() => page.getByLabel(/paste a signature/).inputValue()).toBe(await wallet.signMessage(message));
    await page.getByRole('button', { name: 'Place order' }).click();
    const state = page.locator('#order-state');
    await expect.poll(() => state.textContent(), { timeout: 15_000 }).toMatch(/^(placed|pending)$/);
    const orderId = (await page.locator('#order').getAttribute('data-order'))!;

    // The order is processed in the sandbox: the page learns it over the order WebSocket, not a reload.
    await settle();
    await settle();
    await expect.poll(() => state.textContent(), { timeout: 15_000 }).toBe('processed');
    await expect.poll(() => page.locator('#live-updates li').allTextContents(), { timeout: 15_000 }).toContain(`Order ${orderId.slice(0, 8)}: processed`);
    await screenshots(page, 'send-processed');
    await page.getByRole('link', { name: 'Balances' }).click();
    await expect.poll(() => balance.textContent(), { timeout: 15_000 }).toMatch(/^90(\.00)? EUR$/);

    // Bridge: EURe from Sepolia to the same wallet on Chiado, a cross-chain order signed the same way.
    await page.getByRole('link', { name: 'Bridge' }).click();
    await expect.poll(() => page.getByLabel('From').inputValue(), { timeout: 15_000 }).toBe(`${wallet.address}:sepolia`);
    await page.getByLabel('To chain').selectOption('chiado');
    await page.getByLabel('Amount (EUR)').fill('5');
    await page.getByRole('button', { name: 'Review' }).click();
    const bridgeMessage = (await page.locator('#order-message').textContent())!;
    expect(bridgeMessage).toMatch(new RegExp(`^Send EUR 5 to ${wallet.address} on chiado at \\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:00(Z|[+-]\\d\\d:\\d\\d)$`));
    await page.getByRole('button', { name: 'Sign with my wallet' }).click();
    await expect.poll(() => page.getByLabel(/paste a signature/).inputValue()).toBe(await wallet.signMessage(bridgeMessage));
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect.poll(() => state.textContent(), { timeout: 15_000 }).toMatch(/^(placed|pending)$/);
    await settle();
    await settle();
    await expect.poll(() => state.textContent(), { timeout: 15_000 }).toBe('processed');
    await screenshots(page, 'bridge-processed');
    await page.getByRole('link', { name: 'Balances' }).click();
    await expect.poll(() => balance.textContent(), { timeout: 15_000 }).toMatch(/^85(\.00)? EUR$/);

    // Two tabs when the access token has run out: both ask the app's server for one at once, the
    // session's refresh token is spent once (a second spend would end the session), and both tabs
    // go on with the same new token.
    await expireHeldAccess(page);
    const tab = await page.context().newPage();
    const [first, second] = await Promise.all([page.request.get(`${origin}/api/token`), tab.request.get(`${origin}/api/token`)]);
    expect([first.status(), second.status()]).toEqual([200, 200]);
    const renewed = ((await first.json()) as { accessToken: string }).accessToken;
    expect(renewed).not.toBe(accessToken);
    expect(((await second.json()) as { accessToken: string }).accessToken).toBe(renewed);
    const context = await fetch(`${server.url}/auth/context`, { headers: { Accept: 'application/vnd.emoney.api-v2+json', Authorization: `Bearer ${renewed}` } });
    expect(context.status).toBe(200);
    await tab.goto(`${origin}/`);
    await expect.poll(() => tab.getByTestId(`balance-sepolia-${wallet.address.toLowerCase()}`).textContent(), { timeout: 15_000 }).toMatch(/^85(\.00)? EUR$/);
    await tab.close();
    expect((await page.request.get(`${origin}/api/token`)).status()).toBe(200);

    await page.getByRole('link', { name: 'Profile' }).click();
    await expect.poll(() => page.locator('#kyc').textContent(), { timeout: 15_000 }).toBe('completed (approved)');
    await screenshots(page, 'profile');

    // Sign-out: the session cookie is gone and the token route lends nothing.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Sign in with emoney' }).waitFor();
    expect((await page.context().cookies(origin)).map((c) => c.name)).not.toContain('partner_session');
    expect((await page.request.get(`${origin}/api/token`)).status()).toBe(401);
    await page.goto(`${origin}/send`);
    await page.getByRole('link', { name: 'Sign in with emoney' }).waitFor(); // signed-in pages send you to the start

    // A returning customer: Sign-In with Ethereum with the linked wallet, the message shown first.
    // The app's server dates the message by the wall clock; the sandbox's test clock stands still
    // unless moved, so it catches up first (a message issued after the sandbox's now is refused).
    server.clock.advance(Math.max(0, Date.now() - server.clock.now().getTime()));
    await page.getByRole('button', { name: 'Sign in with Ethereum' }).click();
    await page.getByRole('heading', { name: 'Balances' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => balance.textContent(), { timeout: 15_000 }).toMatch(/^85(\.00)? EUR$/);

    // Next's route announcer is a role=alert of its own, outside <main>: only the app's alerts count.
    expect(await page.locator('main [role=alert]').count()).toBe(0);
    expect(errors).toEqual([]);
  }
}
