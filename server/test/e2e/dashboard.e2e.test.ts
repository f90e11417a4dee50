/**
 * The developer dashboard in Chromium, against a real server serving dashboard/dist: a new partner
 * signs up and verifies its email through the sandbox mailbox, creates an app with a redirect URI,
 * copies its credentials, gets a token with a plain HTTP call (as curl would), sees that call in the
 * Requests log, rotates the secret (the old one refused at once with no grace), and a page on a new
 * redirect origin calls the API through CORS and signs a customer in (authorization code with PKCE,
 * the code exchanged from that page) without a restart; a webhook to a local receiver gets
 * a simulated payment's events, a resend and a test event; the sandbox tools decide a KYC, move the
 * clock and reset. Read-only members see no change buttons; the keyboard reaches everything. Every screen is checked for sideways overflow, clipped text and axe, in
 * 1280 px and 390 px (and 320 px), light and dark, and saved as test-report/screenshots/dashboard/<view>-<screen>.png.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Wallet } from 'ethers';
import { asMember, signUpDashboardMember } from '@emoney/test-support/dashboard';
import { signUpInChromium } from '@emoney/test-support/chromium-sign-up';
import { pkcePair } from '../support/oauth.js';
import { latestCode } from '../support/signup.js';
import { injectWallet, launchChromium } from '../support/browser.js';
import { layoutProblems } from '../support/layout.js';
import { Receiver } from '../support/receiver.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { partnerCustomer } from '../dashboard/customers-support.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const screenshots = join(root, 'test-report/screenshots/dashboard');
const axeSource = readFileSync(join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');

interface View {
  size: string;
  viewport: { width: number; height: number };
  isMobile: boolean;
}
const DESKTOP: View = { size: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false };
const PHONE: View = { size: 'phone', viewport: { width: 390, height: 844 }, isMobile: true };
const SMALL_PHONE: View = { size: 'phone320', viewport: { width: 320, height: 640 }, isMobile: true };
const PASSWORD = 'a long dashboard password';

let server: TestServer;
let browser: Browser;
let receiver: Receiver;
/** Another site on loopback, standing in for the partner's web app on a newly registered redirect origin. */
let partnerSite: Server;
let partnerOrigin: string;

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  server = await startTestServer();
  receiver = await new Receiver().start();
  partnerSite = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><html lang="en"><title>Partner app</title><p>callback</p></html>'));
  await new Promise<void>((resolve) => partnerSite.listen(0, '127.0.0.1', resolve));
  partnerOrigin = `http://127.0.0.1:${(partnerSite.address() as AddressInfo).port}`;
  browser = await launchChromium();
  // Booting a server and Chromium on a busy 2-core machine can take over a minute.
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await receiver?.stop();
  partnerSite?.closeAllConnections();
  await new Promise<void>((resolve) => (partnerSite ? partnerSite.close(() => resolve()) : resolve()));
  await server?.close();
});

async function open(view: View, theme: 'light' | 'dark'): Promise<{ context: BrowserContext; page: Page; name: string }> {
  const context = await browser.newContext({ viewport: view.viewport, isMobile: view.isMobile, hasTouch: view.isMobile, colorScheme: theme, reducedMotion: 'reduce' });
  // The copy buttons write to the clipboard; the test reads what they wrote.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
  return { context, page, name: `${view.size}-${theme}` };
}

/** Uncaught errors of the dashboard's pages: there must be none. */
const pageErrors: string[] = [];

// Exact for a text: 'Webhook endpoint' must not match the form's 'Add a webhook endpoint' still on screen.
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name, exact: typeof name === 'string' }).waitFor();

/** The screenshot (saved first, so a failure can be looked at), then: no sideways overflow, no clipped text, no serious or critical axe violation. */
async function check(page: Page, name: string, screen: string): Promise<void> {
  await page.waitForLoadState('load');
  // Nothing still loading (the skeleton's status) when the picture is taken.
  await expect.poll(() => page.locator('.skeleton').count()).toBe(0);
  await page.screenshot({ path: join(screenshots, `${name}-${screen}.png`), fullPage: true });
  expect(await layoutProblems(page), `${name} ${screen}: layout`).toEqual([]);
  if (!(await page.evaluate("'axe' in window"))) await page.evaluate(axeSource);
  const violations = (await page.evaluate(
    `axe.run(document).then((result) => result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id + ' [' + v.impact + '] ' + JSON.stringify(v.nodes.map((n) => n.target))))`,
  )) as string[];
  expect(violations, `${name} ${screen}: axe`).toEqual([]);
  expect(pageErrors, `${name} ${screen}: errors in the page`).toEqual([]);
}

/** Follows a section link: in the sidebar on wide screens, through the menu on phones. */
async function section(page: Page, label: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: new RegExp(`^${label}`) }).click();
}

async function clipboard(page: Page): Promise<string> {
  return (await page.evaluate('navigator.clipboard.readText()')) as string;
}

const tokenCall = (clientId: string, clientSecret: string) =>
  fetch(`${server.url}/auth/token`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }) });

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(`${server.url}/dashboard/`);
  await heading(page, 'Sign in to the developer dashboard');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await heading(page, 'Apps');
}

describe('the developer dashboard, from sign-up to a rotated secret', () => {
  it('signs a partner up, creates an app, logs its token call, rotates its secret and opens a new origin to CORS', async () => {
    const { context, page, name } = await open(DESKTOP, 'light');
    const email = `dashboard-${randomUUID()}@example.org`;

    // Signed out, the dashboard shows sign-in; sign-up is one link away.
    await page.goto(`${server.url}/dashboard/`);
    await heading(page, 'Sign in to the developer dashboard');
    // Before anyone signs in, the page says it is a sandbox (GET /session/csrf).
    await page.locator('.sandbox-badge').waitFor();
    await check(page, name, '01-sign-in');
    await page.getByRole('link', { name: 'Create a developer account' }).click();
    await heading(page, 'Create your developer account');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Company or project name').fill('Acme Payments');
    await check(page, name, '02-sign-up');
    await page.getByRole('button', { name: 'Create account' }).click();

    // The code, read from the sandbox mailbox by this browser (the one that signed up).
    await heading(page, 'Check your email');
    await page.getByRole('button', { name: 'Show the sandbox mailbox' }).click();
    await page.getByRole('button', { name: 'Use this code' }).click();
    expect(await page.getByLabel('Code').inputValue()).toMatch(/^\d{8}$/);
    await check(page, name, '03-verify-mailbox');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Signed in: no apps yet.
    await heading(page, 'Apps');
    await page.getByText('No apps yet.').waitFor();
    expect(await page.locator('.sandbox-badge').innerText()).toBe('Sandbox');
    await check(page, name, '04-apps-empty');

    // An app of both kinds, with a redirect URI on the partner's site.
    await page.getByRole('link', { name: 'Create app' }).first().click();
    await heading(page, 'Create an app');
    await page.getByLabel('Name').fill('Acme shop');
    await page.getByRole('radio', { name: 'Both' }).check();
    await page.getByLabel('Redirect URIs').fill('http://localhost:5173/callback');
    await page.getByLabel('Privacy policy URL').fill('https://acme.example/privacy');
    await page.getByLabel('Terms of service URL').fill('https://acme.example/terms');
    await check(page, name, '05-app-new');
    await page.getByRole('button', { name: 'Create app' }).click();
    await heading(page, 'Apps created');
    await check(page, name, '06-apps-created');

    // The secret, shown once, and the client id, each copied with its button.
    await page.getByRole('button', { name: 'Copy client secret' }).click();
    await page.getByText('Client secret copied.').waitFor();
    const secret = await clipboard(page);
    expect(secret.length).toBeGreaterThanOrEqual(20);
    await page.getByRole('button', { name: 'Copy client id of client credentials app' }).click();
    const clientId = await clipboard(page);
    expect(clientId).toMatch(/^[0-9a-f-]{36}$/);

    // A token with a plain HTTP call, as curl would get it.
    const got = await tokenCall(clientId, secret);
    expect(got.status).toBe(200);
    const { access_token: token } = (await got.json()) as { access_token: string };

    // That call shows in the Requests log (written just after the answer).
    await section(page, 'Requests');
    await heading(page, 'Requests');
    const row = page.getByRole('row').filter({ hasText: '/auth/token' });
    await expect
      .poll(async () => {
        if ((await row.count()) > 0) return true;
        await page.getByRole('button', { name: 'Refresh' }).click();
        return false;
      })
      .toBe(true);
    expect(await row.first().innerText()).toContain('200');
    await check(page, name, '07-requests');
    // Filtered to client errors it is gone; opened, it shows its details.
    await page.getByLabel('Status').selectOption('4xx');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByText('No request matches these filters.').waitFor();
    expect(new URL(page.url()).searchParams.get('status')).toBe('4xx');
    await page.getByLabel('Status').selectOption('');
    await page.getByRole('button', { name: 'Filter' }).click();
    await row.first().getByRole('link').click();
    await heading(page, 'POST /auth/token');
    expect(await page.getByText(clientId).count()).toBeGreaterThan(0);
    await check(page, name, '08-request-detail');

    // The authorization-code app: a new redirect origin is allowed by CORS as soon as it is saved.
    const cors = () =>
      partnerPage.evaluate(
        async ([url, bearer]) => {
          try {
            return (await fetch(`${url}/auth/context`, { headers: { Authorization: `Bearer ${bearer}` } })).status;
          } catch {
            return 'refused';
          }
        },
        [server.url, token] as const,
      );
    const partnerPage = await context.newPage();
    await partnerPage.goto(`${partnerOrigin}/`);
    expect(await cors()).toBe('refused');
    await section(page, 'Apps');
    await heading(page, 'Apps');
    await check(page, name, '09-apps');
    await page.getByRole('row').filter({ hasText: 'Authorization code' }).getByRole('link').click();
    await heading(page, 'Acme shop');
    await page.getByLabel('Redirect URIs, one per line').fill(`http://localhost:5173/callback\n${partnerOrigin}/callback`);
    await page.getByRole('button', { name: 'Save redirect URIs' }).click();
    await page.getByText('Redirect URIs saved.').waitFor();
    await check(page, name, '10-app-authorization-code');
    expect(await cors()).toBe(200);

    // A browser app on that origin signs a customer in, still without a restart: the authorization
    // code flow with PKCE through the hosted screens, the code exchanged by the page itself (CORS).
    await page.getByRole('button', { name: 'Copy client id' }).first().click();
    const authClientId = await clipboard(page);
    expect(authClientId).toMatch(/^[0-9a-f-]{36}$/);
    const customerEmail = `customer-${randomUUID()}@example.org`;
    const wallet = Wallet.createRandom();
    await injectWallet(partnerPage, wallet as unknown as Wallet);
    const { verifier, challenge } = pkcePair();
    const redirectUri = `${partnerOrigin}/callback`;
    const authorize = new URL('/auth', server.url);
    for (const [k, v] of Object.entries({ client_id: authClientId, code_challenge: challenge, code_challenge_method: 'S256', redirect_uri: redirectUri, state: 'new-origin', email: customerEmail })) {
      authorize.searchParams.set(k, v);
    }
    await partnerPage.goto(authorize.toString());
    await signUpInChromium(partnerPage, { email: customerEmail, emailPrefilled: true, code: () => latestCode(server, customerEmail), wallet, appName: 'Acme shop' });
    await partnerPage.getByRole('button', { name: 'Allow' }).click();
    await partnerPage.waitForURL(`${redirectUri}?**`);
    const code = new URL(partnerPage.url()).searchParams.get('code')!;
    const signedIn = await partnerPage.evaluate(
      async ([url, clientId, authCode, codeVerifier, redirect]) => {
        const body = new URLSearchParams({ grant_type: 'authorization_code', client_id: clientId, code: authCode, code_verifier: codeVerifier, redirect_uri: redirect });
        const tokenAnswer = await fetch(`${url}/auth/token`, { method: 'POST', body });
        const tokens = (await tokenAnswer.json()) as { access_token: string };
        const me = await fetch(`${url}/auth/context`, { headers: { Authorization: `Bearer ${tokens.access_token}` } });
        return { token: tokenAnswer.status, context: me.status, email: ((await me.json()) as { email: string }).email };
      },
      [server.url, authClientId, code, verifier, redirectUri] as const,
    );
    expect(signedIn).toEqual({ token: 200, context: 200, email: customerEmail });
    await partnerPage.close();

    // Rotating the client-credentials app's secret with no grace: the old one is refused at once.
    await section(page, 'Apps');
    await page.getByRole('row').filter({ hasText: 'Client credentials' }).getByRole('link').click();
    await heading(page, 'Acme shop');
    await page.getByText('24 hours (default)').waitFor();
    await page.getByRole('button', { name: 'Copy client id' }).click();
    expect(await clipboard(page)).toBe(clientId);
    await page.getByRole('radio', { name: 'None' }).check();
    await page.getByText('every token the app holds stop working at once').waitFor();
    await page.getByRole('button', { name: 'Rotate secret' }).click();
    await page.getByText('The old secret no longer works.').waitFor();
    await page.getByRole('button', { name: 'Copy client secret' }).click();
    await page.getByText('Client secret copied.').waitFor();
    const rotated = await clipboard(page);
    expect(rotated).not.toBe(secret);
    expect((await tokenCall(clientId, secret)).status).toBe(400);
    expect((await tokenCall(clientId, rotated)).status).toBe(200);
    await check(page, name, '11-app-rotated');

    // Disable asks first; Cancel changes nothing, confirming disables, and Enable brings it back.
    await page.getByRole('button', { name: 'Disable app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disable Acme shop?' });
    await dialog.waitFor();
    await check(page, name, '12-app-disable-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await tokenCall(clientId, rotated)).status).toBe(200);
    await page.getByRole('button', { name: 'Disable app' }).click();
    await dialog.getByRole('button', { name: 'Disable app' }).click();
    await page.getByRole('button', { name: 'Enable app' }).waitFor();
    expect((await tokenCall(clientId, rotated)).status).toBe(400);
    await page.getByRole('button', { name: 'Enable app' }).click();
    await page.getByRole('dialog', { name: 'Enable Acme shop?' }).getByRole('button', { name: 'Enable app' }).click();
    await page.getByRole('button', { name: 'Disable app' }).waitFor();
    expect((await tokenCall(clientId, rotated)).status).toBe(200);

    // The team: this member is its admin.
    await section(page, 'Team');
    await heading(page, 'Team');
    expect(await page.getByRole('row').filter({ hasText: email }).innerText()).toContain('Admin');
    await check(page, name, '13-team');

    // Signing out shows sign-in; signing in again lands on the apps.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await heading(page, 'Sign in to the developer dashboard');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await heading(page, 'Apps');
    await context.close();
  }, 180_000);

  it('registers a webhook, sees a simulated payment delivered, resends it, sends a test event, and drives the sandbox', async () => {
    const { context, page, name } = await open(DESKTOP, 'light');
    const member = await signUpDashboardMember(server, { partnerName: 'Webhook Co', password: PASSWORD });
    const app = await asMember(server, member, 'post', '/apps').send({ name: 'Webhook backend', kind: 'client_credentials', privacyPolicyUrl: 'https://hooks.example/privacy', termsOfServiceUrl: 'https://hooks.example/terms' });
    expect(app.status).toBe(201);
    const { access_token: token } = (await (await tokenCall(app.body.apps[0].clientId, app.body.clientSecret)).json()) as { access_token: string };
    // A customer of the partner's app with an approved IBAN, and one whose KYC waits for a decision.
    const customer = await partnerCustomer(server, token);
    const waiting = await partnerCustomer(server, token, { approve: false });
    await signIn(page, member.email);

    // A subscription to the local receiver: every event type.
    await section(page, 'Webhooks');
    await heading(page, 'Webhooks');
    await page.getByText('No webhook endpoints yet.').waitFor();
    await page.getByRole('link', { name: 'Add endpoint' }).first().click();
    await heading(page, 'Add a webhook endpoint');
    await page.getByLabel('Endpoint URL').fill(receiver.url);
    for (const type of ['order.created', 'order.updated']) await page.getByRole('checkbox', { name: type }).check();
    await check(page, name, '20-webhook-new');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await heading(page, 'Webhook endpoint');
    expect(receiver.of('subscription.created')).toHaveLength(1);
    const subscriptionUrl = page.url();

    // A simulated payment to the customer's IBAN: from the customer to the sandbox tools, the IBAN filled in.
    await section(page, 'Customers');
    await heading(page, 'Customers');
    await page.getByRole('row').filter({ hasText: 'Approved' }).getByRole('link').click();
    // Its address shortened on one line (0x and 4, the last 4) with a copy button, whole as the tooltip and text.
    const shown = page.locator('.address-list .short-address').first();
    await shown.waitFor();
    const whole = (await shown.getAttribute('title'))!;
    expect(whole.toLowerCase()).toBe(customer.address.toLowerCase());
    expect(await shown.textContent()).toBe(whole);
    expect(await shown.evaluate((el) => (el as unknown as { getClientRects(): { length: number } }).getClientRects().length)).toBe(1);
    expect(await page.getByRole('button', { name: `Copy address ${whole.slice(0, 6)}…${whole.slice(-4)}` }).count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: `Simulate a payment to ${customer.iban}` }).click();
    await heading(page, 'Sandbox tools');
    expect(await page.getByLabel('IBAN').inputValue()).toBe(customer.iban);
    await page.getByLabel('Amount (EUR)').fill('25.00');
    await page.getByRole('button', { name: 'Simulate payment' }).click();
    await page.getByText(/^Payment received: order/).waitFor();
    await server.jobs.runDue();
    expect(receiver.of('order.updated').length).toBeGreaterThan(0);

    // Its deliveries, with status and latency; the detail shows what was sent and what the receiver answered.
    await page.goto(subscriptionUrl);
    await heading(page, 'Webhook endpoint');
    const delivered = page.getByRole('row').filter({ hasText: 'order.updated' });
    await delivered.first().waitFor();
    expect(await delivered.first().innerText()).toMatch(/Delivered[\s\S]*200[\s\S]*\d+ ms/);
    await check(page, name, '21-webhook-deliveries');
    await delivered.first().getByRole('link').click();
    await heading(page, 'Delivery: order.updated');
    expect(await page.getByLabel('Request emoney sent: headers').innerText()).toMatch(/content-type: application\/json/i);
    expect(await page.getByLabel('Request emoney sent: body').innerText()).toContain('"order.updated"');
    expect(await page.getByLabel('The endpoint’s answer: body').first().innerText()).toBe('ok');
    await check(page, name, '22-delivery');
    const before = receiver.of('order.updated').length;
    await page.getByRole('button', { name: 'Resend' }).click();
    await page.getByText('Resent.').waitFor();
    await server.jobs.runDue();
    expect(receiver.of('order.updated').length).toBe(before + 1);

    // A test event of a chosen type, marked as a test.
    await page.goto(subscriptionUrl);
    await heading(page, 'Webhook endpoint');
    await page.getByLabel('Test event type').selectOption('order.created');
    await page.getByRole('button', { name: 'Send test event' }).click();
    await page.getByText('Test event sent.').waitFor();
    await server.jobs.runDue();
    expect(receiver.of('order.created').some((r) => (JSON.parse(r.body) as { test?: boolean }).test === true)).toBe(true);

    // Pause, resume, and delete after a confirm.
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByText('Paused', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.getByText('Active', { exact: true }).waitFor();

    // The customer: its IBAN, balance, and the order with its timeline.
    await section(page, 'Customers');
    await heading(page, 'Customers');
    await check(page, name, '23-customers');
    // Filtered by KYC state: only the approved one.
    await expect.poll(() => page.getByRole('row').count()).toBe(3);
    await page.getByLabel('KYC state').selectOption('approved');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await page.getByRole('row').filter({ hasText: 'Approved' }).getByRole('link').click();
    await page.getByText(customer.iban).waitFor();
    expect(await page.getByText('25.00 EUR').count()).toBeGreaterThan(0);
    expect(await page.getByRole('list', { name: /^Timeline of order/ }).first().innerText()).toContain('Processed');
    await check(page, name, '24-customer');

    // The waiting KYC approved, the clock advanced, the sandbox reset after a confirm.
    await section(page, 'Sandbox tools');
    await heading(page, 'Sandbox tools');
    const kyc = page.getByRole('region', { name: 'Decide a pending KYC' });
    await kyc.getByRole('button', { name: /^Approve / }).first().click();
    await kyc.getByText(/KYC approved\./).waitFor();
    expect((await asMember(server, member, 'get', `/profiles/${waiting.profileId}`)).body.profile.state).toBe('approved');
    const clock = page.getByRole('region', { name: 'Sandbox clock' });
    await clock.getByRole('button', { name: 'Advance 1 hour' }).click();
    await clock.getByText('1 h', { exact: true }).waitFor();
    await check(page, name, '25-sandbox-tools');
    await page.getByRole('button', { name: 'Reset sandbox data' }).click();
    await page.getByRole('dialog', { name: 'Reset your sandbox data?' }).getByRole('button', { name: 'Reset sandbox data' }).click();
    await page.getByText(/^Sandbox reset: removed/).waitFor();
    expect((await asMember(server, member, 'get', '/profiles')).body.profiles).toEqual([]);

    await page.goto(subscriptionUrl);
    await heading(page, 'Webhook endpoint');
    await page.getByRole('button', { name: 'Delete endpoint' }).click();
    await page.getByRole('dialog', { name: 'Delete this webhook endpoint?' }).getByRole('button', { name: 'Delete endpoint' }).click();
    await heading(page, 'Webhooks');
    await page.getByText('No webhook endpoints yet.').waitFor();
    await context.close();
  }, 180_000);
});

describe('who may change what, and the keyboard', () => {
  it('a read-only member sees every screen without its change buttons', async () => {
    const admin = await signUpDashboardMember(server, { partnerName: 'Readers Inc', password: PASSWORD });
    const created = await asMember(server, admin, 'post', '/apps').send({
      name: 'Readers web',
      kind: 'authorization_code',
      redirectUris: ['http://localhost:5173/callback'],
      privacyPolicyUrl: 'https://readers.example/privacy',
      termsOfServiceUrl: 'https://readers.example/terms',
    });
    expect(created.status).toBe(201);
    const email = `reader-${randomUUID()}@example.org`;
    expect((await asMember(server, admin, 'post', '/invitations').send({ email, role: 'read_only' })).status).toBe(201);
    await signUpDashboardMember(server, { email, password: PASSWORD });
    const { context, page, name } = await open(DESKTOP, 'light');
    await signIn(page, email);
    expect(await page.getByRole('link', { name: 'Create app' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Readers web' }).click();
    await heading(page, 'Readers web');
    await page.getByText('http://localhost:5173/callback').waitFor();
    for (const button of ['Save redirect URIs', 'Rotate secret', 'Disable app']) expect(await page.getByRole('button', { name: button }).count(), button).toBe(0);
    await check(page, name, '30-read-only-app');
    // Another partner's app, or an unknown one, answers 404: the error with a way to try again.
    await page.goto(`${server.url}/dashboard/apps/${randomUUID()}`);
    const failed = page.getByRole('alert').filter({ hasText: /\S/ });
    await failed.waitFor();
    expect(await failed.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    await check(page, name, '31-app-not-found');
    await page.goto(`${server.url}/dashboard/no-such-page`);
    await heading(page, 'Page not found');
    await section(page, 'Team');
    await heading(page, 'Team');
    expect(await page.getByRole('row').filter({ hasText: email }).innerText()).toContain('Read-only');
    expect(await page.getByRole('button', { name: 'Send invitation' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Remove / }).count()).toBe(0);
    await context.close();
  }, 120_000);

  it('is usable from the keyboard: the skip link comes first, forms submit with Enter, the focus ring shows', async () => {
    const member = await signUpDashboardMember(server, { partnerName: 'Keys Co', password: PASSWORD });
    const { context, page } = await open(DESKTOP, 'dark');
    await page.goto(`${server.url}/dashboard/`);
    await heading(page, 'Sign in to the developer dashboard');
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement.textContent')).toBe('Skip to main content');
    // The ring: a 3px outline on what has the focus.
    expect(await page.evaluate('getComputedStyle(document.activeElement).outlineWidth')).toBe('3px');
    await page.keyboard.press('Enter');
    expect(await page.evaluate('document.activeElement.id')).toBe('main');
    await page.getByLabel('Email').focus();
    await page.keyboard.type(member.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await heading(page, 'Apps');
    // Following a section link moves the focus to the new screen's heading.
    await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Team' }).focus();
    await page.keyboard.press('Enter');
    await heading(page, 'Team');
    await expect.poll(() => page.evaluate('document.activeElement.tagName + " " + document.activeElement.textContent')).toBe('H1 Team');
    await context.close();
  }, 90_000);
});

describe('the dashboard on a phone and in the dark', () => {
  it.each([
    [DESKTOP, 'dark'],
    [PHONE, 'light'],
    [PHONE, 'dark'],
    [SMALL_PHONE, 'light'],
  ] as const)('every section reads without sideways scrolling and passes axe ($size, $1)', async (view, theme) => {
    const { context, page, name } = await open(view, theme);
    const member = await signUpDashboardMember(server, { partnerName: `Phone Co ${name}`, password: PASSWORD });
    await signIn(page, member.email);
    await check(page, name, '04-apps-empty');
    if (view.isMobile) {
      // The sections and the account are behind Menu, which says whether it is open.
      const menu = page.getByRole('button', { name: 'Menu' });
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByRole('navigation', { name: 'Dashboard sections' }).isVisible()).toBe(false);
      await menu.click();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      await page.getByRole('button', { name: 'Sign out' }).waitFor();
      await check(page, name, '04-menu-open');
      await menu.click();
    }
    await page.getByRole('link', { name: 'Create app' }).first().click();
    await heading(page, 'Create an app');
    await page.getByLabel('Name').fill('Acme backend with a name long enough to wrap on a phone');
    await page.getByLabel('Privacy policy URL').fill('https://acme.example/privacy');
    await page.getByLabel('Terms of service URL').fill('https://acme.example/terms');
    await check(page, name, '05-app-new');
    await page.getByRole('button', { name: 'Create app' }).click();
    await heading(page, 'App created');
    await check(page, name, '06-apps-created');
    await page.getByRole('button', { name: 'Copy client id of client credentials app' }).click();
    const clientId = await clipboard(page);
    await page.getByRole('button', { name: 'Copy client secret' }).click();
    await page.getByText('Client secret copied.').waitFor();
    const got = await tokenCall(clientId, await clipboard(page));
    expect(got.status).toBe(200);
    const { access_token: appToken } = (await got.json()) as { access_token: string };
    expect((await tokenCall(clientId, 'not-the-secret')).status).toBe(400);
    await section(page, 'Apps');
    await heading(page, 'Apps');
    await check(page, name, '09-apps');
    await page.getByRole('link', { name: /^Acme backend/ }).click();
    await heading(page, /^Acme backend/);
    await check(page, name, '11-app-client-credentials');
    await section(page, 'Requests');
    await heading(page, 'Requests');
    const failed = page.getByRole('row').filter({ has: page.locator('td[data-label="Status"]', { hasText: /^400$/ }) });
    await expect
      .poll(async () => {
        if ((await failed.count()) > 0) return true;
        await page.getByRole('button', { name: 'Refresh' }).click();
        return false;
      })
      .toBe(true);
    await check(page, name, '07-requests');
    await failed.first().getByRole('link').click();
    await heading(page, 'POST /auth/token');
    // The error body the app was answered.
    expect(await page.getByLabel('Error body').innerText()).toContain('"status": 400');
    await check(page, name, '08-request-detail');
    await section(page, 'Team');
    await heading(page, 'Team');
    await check(page, name, '13-team');
    // Webhooks, customers and the sandbox tools, with something in them.
    const customer = await partnerCustomer(server, appToken);
    await asMember(server, member, 'post', '/sandbox/payments').send({ iban: customer.iban, amount: '12.50' });
    const subscribed = await asMember(server, member, 'post', '/webhooks').send({ url: receiver.url, secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}`, types: ['order.created', 'order.updated'] });
    expect(subscribed.status).toBe(201);
    await server.jobs.runDue();
    await section(page, 'Webhooks');
    await heading(page, 'Webhooks');
    await check(page, name, '15-webhooks');
    await page.getByRole('link', { name: receiver.url }).click();
    await heading(page, 'Webhook endpoint');
    await check(page, name, '16-webhook');
    await section(page, 'Customers');
    await heading(page, 'Customers');
    await check(page, name, '17-customers');
    await page.getByRole('row').filter({ hasText: 'Approved' }).getByRole('link').click();
    await page.getByText(customer.iban).waitFor();
    await check(page, name, '18-customer');
    await section(page, 'Sandbox tools');
    await heading(page, 'Sandbox tools');
    await check(page, name, '19-sandbox-tools');
    // The theme toggle switches to the other theme and keeps the choice across a reload.
    const other = theme === 'dark' ? 'light' : 'dark';
    await page.getByRole('button', { name: `Use the ${other} theme` }).click();
    expect(await page.evaluate('document.documentElement.dataset.theme')).toBe(other);
    await section(page, 'Team');
    await page.reload();
    await heading(page, 'Team');
    expect(await page.evaluate('document.documentElement.dataset.theme')).toBe(other);
    await check(page, name, `14-team-toggled-${other}`);
    await context.close();
  }, 150_000);
});
