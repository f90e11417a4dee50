// The walk through the hosted screens in Chromium that onboarding-trust.e2e.test.ts and
// hosted-forced-colours.e2e.test.ts share: one browser context per size and theme, and the checks
// every screen must pass.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { layoutProblems } from '../support/layout.js';
import { pkcePair, REDIRECT_URI } from '../support/oauth.js';
import type { TestServer } from '../support/test-app.js';
import { hashPassword } from '../../src/crypto/passwords.js';
import { insertProfile } from '../../src/features/profiles/profiles.repository.js';
import { grantProfile, insertUser } from '../../src/features/customers/users.repository.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
/** Where every screen is saved (first, so a failure can be looked at). */
export const artifacts = join(root, 'onboarding/test-artifacts');
const axeSource = readFileSync(join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');

export const VIEWS = [
  { size: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { size: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;
export const THEMES = ['light', 'dark'] as const;
/** The narrowest phone the screens hold. */
export const SMALL_PHONE = { size: 'phone320', viewport: { width: 320, height: 640 }, isMobile: true } as const;

export type View = { readonly size: string; readonly viewport: { readonly width: number; readonly height: number }; readonly isMobile: boolean };

/** An account made directly, with a verified email and a profile in `state` (sign-up has its own tests). */
export async function accountWithProfile(server: TestServer, email: string, password: string, state: 'created' | 'approved' = 'created'): Promise<void> {
  const userId = randomUUID();
  const profileId = randomUUID();
  await insertUser(server.ctx.db, { id: userId, email, passwordHash: await hashPassword(password, server.ctx.config.passwordCost), emailVerified: true });
  await insertProfile(server.ctx.db, { id: profileId, kind: 'personal', state, now: server.clock.now() });
  await grantProfile(server.ctx.db, userId, profileId, ['read', 'write'], true);
}

export /** One browser context per size and theme; the partner app's callback is answered in the browser. */
class Visit {
  readonly callbacks: URL[] = [];
  constructor(
    readonly server: TestServer,
    readonly context: BrowserContext,
    readonly page: Page,
    readonly name: string,
  ) {}

  static async open(browser: Browser, server: TestServer, view: View, theme: (typeof THEMES)[number], forcedColors = false): Promise<Visit> {
    const context = await browser.newContext({
      viewport: view.viewport,
      isMobile: view.isMobile,
      hasTouch: view.isMobile,
      colorScheme: theme,
      reducedMotion: 'reduce',
      forcedColors: forcedColors ? 'active' : 'none',
    });
    const visit = new Visit(server, context, await context.newPage(), `${forcedColors ? 'forced-colors-' : ''}${view.size}-${theme}`);
    await context.route(`${REDIRECT_URI}**`, async (route) => {
      visit.callbacks.push(new URL(route.request().url()));
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Partner app</title><p>partner app callback</p>' });
    });
    return visit;
  }

  /** Starts a fresh authorization request the way a partner app does, and waits for its screen. */
  async start(state: string, extra: Record<string, string> = {}): Promise<void> {
    const url = new URL('/auth', this.server.url);
    const params = { client_id: this.server.seed.authClientId, code_challenge: pkcePair().challenge, code_challenge_method: 'S256', redirect_uri: REDIRECT_URI, state, ...extra };
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    await this.page.goto(url.toString());
    await this.page.locator('h1').first().waitFor();
  }

  async heading(name: string | RegExp): Promise<void> {
    await this.page.getByRole('heading', { level: 1, name }).waitFor();
  }

  /**
   * The screen is saved (first, so a failure can be looked at); then it must not scroll sideways
   * or cut text off, show the sandbox badge when the screen knows it is the sandbox,
   * and axe-core must find nothing.
   */
  async check(screen: string, { sandbox = true }: { sandbox?: boolean } = {}): Promise<void> {
    const page = this.page;
    // Let fonts, images (the app logo) and the focus settle before judging and saving.
    await page.waitForLoadState('load');
    // Page code as strings: this workspace compiles without the DOM library.
    await page.evaluate('Promise.all(Array.from(document.images, (img) => img.complete ? undefined : img.decode().catch(() => undefined)))');
    await page.screenshot({ path: join(artifacts, `${this.name}-${screen}.png`), fullPage: true });
    expect(await layoutProblems(page), `${this.name} ${screen}: layout`).toEqual([]);
    if (sandbox) expect(await page.locator('.sandbox-badge').allInnerTexts(), `${this.name} ${screen}: sandbox badge`).toEqual(['Sandbox']);
    if (!(await page.evaluate("'axe' in window"))) await page.evaluate(axeSource); // evaluated over the devtools protocol: the screens' strict CSP refuses injected script tags
    const violations = (await page.evaluate(
      `axe.run(document).then((result) => result.violations.map((v) => v.id + ' [' + v.impact + '] ' + JSON.stringify(v.nodes.map((n) => n.target))))`,
    )) as string[];
    expect(violations, `${this.name} ${screen}`).toEqual([]);
  }

  /** Presses Deny on the consent screen (its one way out) and returns where the app was sent. */
  async deny(): Promise<URL> {
    const before = this.callbacks.length;
    expect(await this.page.getByRole('button', { name: /^Cancel and return to/ }).count()).toBe(0);
    await this.page.getByRole('button', { name: 'Deny' }).click();
    await expect.poll(() => this.callbacks.length).toBe(before + 1);
    await this.page.waitForURL(`${REDIRECT_URI}**`);
    return this.callbacks[before]!;
  }

  /** Presses "Cancel and return to …" and returns where the app was sent. */
  async cancel(): Promise<URL> {
    const before = this.callbacks.length;
    await this.page.getByRole('button', { name: 'Cancel and return to Sandbox app' }).click();
    await expect.poll(() => this.callbacks.length).toBe(before + 1);
    await this.page.waitForURL(`${REDIRECT_URI}**`);
    return this.callbacks[before]!;
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

/**
 * The checksummed address with one letter's case flipped, as a typo would. The result stays
 * mixed-case: a one-case address carries no checksum, so flipping a letter that was alone in its
 * case would make a valid address, not a typo (rare with a random wallet, but it happens).
 */
export function withCaseTypo(address: string): string {
  const chars = [...address];
  const letters = chars.map((c, i) => (i >= 2 && /[a-f]/i.test(c) ? i : -1)).filter((i) => i >= 0);
  const upper = letters.filter((i) => chars[i] === chars[i]!.toUpperCase());
  const lower = letters.filter((i) => chars[i] === chars[i]!.toLowerCase());
  const flip = (i: number) => (chars[i] = chars[i] === chars[i]!.toUpperCase() ? chars[i]!.toLowerCase() : chars[i]!.toUpperCase());
  if (upper.length === 0 || lower.length === 0 || upper.length > 1 || lower.length > 1) {
    // One case only, or one case held by two letters or more: flip the last such letter.
    const pool = upper.length === 0 || lower.length === 0 ? letters : upper.length > 1 ? upper : lower;
    if (letters.length < 2) throw new Error(`${address} has too few letters to mistype its checksum`);
    flip(pool[pool.length - 1]!);
  } else {
    // One capital and one small letter: swapping both keeps the address mixed-case and wrong.
    flip(upper[0]!);
    flip(lower[0]!);
  }
  return chars.join('');
}

/** The URLs of requests the page sends to `path` from now on (client-side checks send none). */
export function sentTo(page: Page, path: string): string[] {
  const sent: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === path) sent.push(req.url());
  });
  return sent;
}

/**
 * The error summary names exactly these fields (as links that move focus to them) and none of
 * their sentences; each sentence appears at its field, which points to it with aria-describedby.
 */
export async function expectSummary(page: Page, labels: string[], sentences: Record<string, string>): Promise<void> {
  const summary = page.getByRole('alert').first();
  const links = summary.getByRole('link');
  expect(await links.allInnerTexts()).toEqual(labels);
  const text = await summary.innerText();
  for (const [id, sentence] of Object.entries(sentences)) {
    expect(text, `the summary does not repeat ${id}'s sentence`).not.toContain(sentence);
    expect(await page.locator(`#${id}-error`).innerText()).toContain(sentence);
    expect((await page.locator(`#${id}`).getAttribute('aria-describedby'))?.split(' ')).toContain(`${id}-error`);
    // A text control with a problem has an edge in the error colour (in both themes), not only its sentence.
    const edge = (await page.evaluate(
      `(() => { const c = document.getElementById(${JSON.stringify(id)}); return c.type === 'checkbox' ? 'n/a' : getComputedStyle(c).borderTopColor === getComputedStyle(document.getElementById(${JSON.stringify(`${id}-error`)})).color; })()`,
    )) as boolean | 'n/a';
    expect(edge, `${id} has a red edge`).not.toBe(false);
  }
  // The last link moves focus to its field.
  await links.last().click();
  expect(await page.evaluate('document.activeElement?.id')).toBe(Object.keys(sentences).at(-1));
}

/** The partner app was sent back with access_denied, its state and this description, and no code. */
export function expectDenied(callback: URL, state: string, description: string): void {
  expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);
  expect(callback.searchParams.get('error')).toBe('access_denied');
  expect(callback.searchParams.get('state')).toBe(state);
  expect(callback.searchParams.get('error_description')).toBe(description);
  expect(callback.searchParams.get('code')).toBeNull();
}
