/**
 * A partner moving from the provider's packages by changing imports only: the compat test app
 * (react-provider/compat-app, written the way the provider's README, JSDoc and example show)
 * installed with the packed tarballs into a project outside the workspace, compiled by strict
 * `tsc`, bundled by esbuild from that project, served on loopback and driven in Chromium against a
 * real sandbox server: authorization over the hosted screens, a linked address, an IBAN, a placed
 * order, and the order's notifications through `useSubscribeOrderNotification`.
 *
 * The app keeps `environment="sandbox"`, so it calls the sandbox's hosts
 * (`https://api.sandbox.emoney.test`, `wss://…`): the browser routes them to the loopback server,
 * as DNS would send them to a sandbox, without a line of the app changed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { Wallet } from 'ethers';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WebSocket } from 'ws';
import { loadConfig } from '@emoney/server/testing';
import { injectWallet, launchChromium } from '@emoney/test-support/browser';
import { signUpInChromium } from '@emoney/test-support/chromium-sign-up';
import { sandboxMailboxCode } from '@emoney/test-support/hosted-screens';
import { startTestServer, type TestServer } from '@emoney/test-support/test-app';
import { tsc } from './packed-project.js';

/** The client id the app's main.tsx falls back to (the provider's example app's): the sandbox registers it. */
const APP_CLIENT_ID = 'f99e629b-6dca-11ee-8aa6-5273f65ed05b';
/** Where `environment: 'sandbox'` sends the compat client (sdk/src/constants.ts). */
const SANDBOX_API = 'https://api.sandbox.emoney.test';
const SANDBOX_WS = 'wss://api.sandbox.emoney.test';

// Packed and installed once for the packaging project, the app's sources included (./global-setup.ts).
const installed = inject('packedProject');
let server: TestServer;
let app: Server;
let origin: string;
let browser: Browser;
/** The strict compile, started first: it runs while the server, Chromium and the app do. */
let compiling: ReturnType<typeof tsc>;

let bundled = '';
const PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>compat app</title></head><body><div id="root"></div><script type="module" src="/app.js"></script></body></html>';

/** Serves the bundle (once built) and, on every other path (`/?code=…` included), the page that loads it. */
function serveApp(): Promise<Server> {
  const http = createServer((req, res) => {
    const js = req.url === '/app.js';
    res.writeHead(200, { 'Content-Type': js ? 'text/javascript; charset=utf-8' : 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(js ? bundled : PAGE);
  });
  return new Promise((resolve) => http.listen(0, '127.0.0.1', () => resolve(http)));
}

beforeAll(async () => {
  // The app's server first: its origin is the redirect URI the sandbox registers (and so a CORS origin).
  app = await serveApp();
  origin = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  compiling = tsc(installed.project, 'compat-app/tsconfig.json');
  [server, browser] = await Promise.all([
    startTestServer({ seed: { ...loadConfig(process.env).seed, authClientId: APP_CLIENT_ID, redirectUri: `${origin}/` } }),
    launchChromium(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (app ? app.close(resolve) : resolve(undefined)));
  await server?.close();
});

/** The names a module specifier is imported under in the app's sources. */
function importedNames(specifier: string): string[] {
  const dir = join(installed.project, 'compat-app/src');
  const names: string[] = [];
  for (const file of readdirSync(dir)) {
    const source = readFileSync(join(dir, file), 'utf8');
    for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
      if (match[2] === specifier) names.push(...match[1]!.split(',').map((n) => n.trim().replace(/^type\s+/, '')).filter(Boolean));
    }
  }
  return names;
}

/** Every name a declaration file exports (`export { a, type B, c as d }` statements). */
function declaredExports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^export\s*\{([^}]*)\}/gm)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((n) => n.trim().replace(/^type\s+/, '').replace(/^.*\s+as\s+/, ''))
      .filter(Boolean),
  );
}

describe('the compat test app on the packed packages', () => {
  it('imports every export of @emoney/react-provider/compat, and only the compat entries changed', () => {
    const exported = declaredExports(join(installed.project, 'node_modules/@emoney/react-provider/dist/compat.d.ts'));
    expect(exported).toContain('useSubscribeOrderNotification');
    expect([...new Set(importedNames('@emoney/react-provider/compat'))].sort()).toEqual([...new Set(exported)].sort());
    // Every import of ours says which of the provider's packages it replaced; nothing else is ours.
    for (const file of readdirSync(join(installed.project, 'compat-app/src'))) {
      const source = readFileSync(join(installed.project, 'compat-app/src', file), 'utf8');
      const ours = source.split('\n').filter((line) => /from '@emoney\//.test(line));
      for (const line of ours) expect(line, file).toMatch(/from '@emoney\/(react-provider|sdk)\/compat'; \/\/ was: '@monerium\/(sdk-react-provider|sdk)'$/);
    }
  });

  it('runs in Chromium against a sandbox: authorization, a linked address, an IBAN, a placed order and its notifications', async () => {
    // Bundled from the temp project: every input is inside it (the tarballs, not the workspace).
    const bundle = await build({
      entryPoints: [join(installed.project, 'compat-app/src/main.tsx')],
      absWorkingDir: installed.project,
      bundle: true,
      write: false,
      metafile: true,
      platform: 'browser',
      format: 'esm',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    const outside = Object.keys(bundle.metafile.inputs).filter((input) => relative(installed.project, join(installed.project, input)).startsWith('..'));
    expect(outside).toEqual([]);
    expect(Object.keys(bundle.metafile.inputs).some((input) => input.includes('node_modules/@emoney/react-provider/dist/compat.js'))).toBe(true);
    bundled = bundle.outputFiles[0]!.text;

    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await routeSandboxToLoopback(page, server.url);
    // Two wallets: the one the hosted screens connect (window.ethereum), and the one the app links
    // and pays from (window.wallet, the signer the app's code expects).
    const onboarded = Wallet.createRandom() as unknown as Wallet;
    const linked = Wallet.createRandom() as unknown as Wallet;
    await injectWallet(page, onboarded);
    await page.exposeFunction('__appWalletSign', (message: string) => linked.signMessage(message));
    await page.addInitScript((address: string) => {
      const w = globalThis as unknown as { wallet: unknown; __appWalletSign: (m: string) => Promise<string> };
      w.wallet = { address, signMessage: (message: string) => w.__appWalletSign(message) };
    }, linked.address);

    // Authorization: the app's button, the hosted screens, back with a code the provider exchanges.
    await page.goto(`${origin}/`);
    await page.locator('#authorize').click({ timeout: 30_000 });
    const email = `compat-${Date.now()}@example.org`;
    const code = async () => {
      // The code the sandbox mailbox holds for the address, read as this browser (its anti-CSRF cookie).
      const csrf = (await page.context().cookies()).find((c) => c.name === 'emoney_csrf');
      return sandboxMailboxCode(server.url, email, `emoney_csrf=${csrf?.value ?? ''}`);
    };
    await signUpInChromium(page, { email, code, wallet: onboarded, firstName: 'Grace', lastName: 'Hopper' });
    expect(page.url()).toContain(`${server.url}/onboarding/`);
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect.poll(() => page.locator('#authorized').textContent(), { timeout: 30_000 }).toBe('authorized (sdk)');
    expect(new URL(page.url()).origin).toBe(origin);
    await expect.poll(() => page.locator('#profile').textContent(), { timeout: 15_000 }).toBe('Grace Hopper (approved)');
    expect(await page.evaluate(() => sessionStorage.getItem('refreshToken'))).toBeTruthy(); // onRefreshTokenUpdate ran
    const addresses = () => page.locator('#addresses li').allTextContents();
    await expect.poll(addresses, { timeout: 15_000 }).toEqual([`${onboarded.address} on sepolia`]);

    // A linked address: useLinkAddress, then the partner's own invalidation through `keys`.
    await page.locator('#link').click();
    await expect.poll(async () => (await addresses()).sort(), { timeout: 15_000 }).toEqual([`${onboarded.address} on sepolia`, `${linked.address} on sepolia`].sort());

    // An IBAN for the linked address: pending, then approved once the sandbox decides.
    await page.locator('#request-iban').click();
    const iban = page.locator('#iban');
    await expect.poll(() => iban.textContent(), { timeout: 15_000 }).toMatch(/^[A-Z]{2}\d{2}\w+ pending$/);
    await settle();
    // useIBAN does not poll (the app's list does, unshown): a reload shows the decision, the session
    // resumed with the kept refresh token.
    await page.reload();
    await expect.poll(() => iban.textContent(), { timeout: 15_000 }).toMatch(/^[A-Z]{2}\d{2}\w+ approved$/);
    const ibanNumber = (await iban.textContent())!.split(' ')[0]!;

    // Money in (the sandbox simulator, as the user the app signed in), shown by useBalances.
    const paid = await fetch(`${server.url}/sandbox/payments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/vnd.emoney.api-v2+json', Authorization: `Bearer ${await accessToken(page)}` },
      body: JSON.stringify({ iban: ibanNumber, amount: '100.00', senderName: 'Compat sender' }),
    });
    expect(paid.status, await paid.clone().text()).toBeLessThan(300);
    await expect.poll(() => page.locator('#balance').textContent(), { timeout: 15_000 }).toMatch(/^100(\.00)? eur$/i);

    // A placed order signed by the app's wallet, then its notifications through the compat hook.
    await page.locator('#place-order').click();
    const order = page.locator('#order');
    await expect.poll(() => order.textContent(), { timeout: 15_000 }).toMatch(/ placed$/);
    const orderId = (await order.textContent())!.split(' ')[0]!;
    await settle();
    await settle();
    const notifications = () => page.locator('#notifications li').allTextContents();
    await expect.poll(notifications, { timeout: 15_000 }).toContain(`${orderId}:processed`);
    // The notification also updated the cached order (useOrder does not poll) and the balance.
    await expect.poll(() => order.textContent(), { timeout: 15_000 }).toBe(`${orderId} processed`);
    await expect.poll(() => page.locator('#balance').textContent(), { timeout: 15_000 }).toMatch(/^90(\.00)? eur$/i);
    expect(await page.locator('[role=alert]').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 110_000);

  it('compiles with strict tsc (no skipLibCheck) against the installed tarballs', async () => {
    const compiled = await compiling;
    expect(compiled.code, compiled.output).toBe(0);
  });
});

/** Runs the sandbox's due work after moving its clock on (IBAN decisions, order processing). */
async function settle(ms = 5_000): Promise<void> {
  server.clock.advance(ms);
  await server.jobs.runDue();
}

/** The access token the compat client keeps in sessionStorage (`emoney.tokens`, the browser default). */
async function accessToken(page: Page): Promise<string> {
  const stored = JSON.parse((await page.evaluate(() => sessionStorage.getItem('emoney.tokens'))) ?? '{}') as Record<string, unknown>;
  const token = stored.access_token ?? stored.accessToken;
  if (typeof token !== 'string') throw new Error(`no access token in sessionStorage emoney.tokens: ${Object.keys(stored).join(', ')}`);
  return token;
}

/**
 * Sends the page's calls to the sandbox's hosts to the loopback server: HTTP (navigations to
 * `/auth` included, redirects handed back to the browser) and the order notification WebSocket.
 */
async function routeSandboxToLoopback(page: Page, target: string): Promise<void> {
  await page.route(`${SANDBOX_API}/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${target}${url.pathname}${url.search}`, maxRedirects: 0 });
    await route.fulfill({ response });
  });
  await page.routeWebSocket(`${SANDBOX_WS}/**`, (socket) => {
    const url = new URL(socket.url());
    const upstream = new WebSocket(`${target.replace(/^http/, 'ws')}${url.pathname}${url.search}`);
    const pending: string[] = [];
    upstream.on('open', () => pending.splice(0).forEach((m) => upstream.send(m)));
    upstream.on('message', (data, binary) => socket.send(binary ? (data as Buffer) : String(data)));
    upstream.on('close', (code, reason) => socket.close({ code: code === 1005 ? undefined : code, reason: String(reason) }));
    upstream.on('error', () => socket.close({ code: 1011 }));
    socket.onMessage((message) => (upstream.readyState === WebSocket.OPEN ? upstream.send(message) : pending.push(String(message))));
    socket.onClose(() => upstream.close());
  });
}
