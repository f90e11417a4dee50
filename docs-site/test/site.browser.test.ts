/**
 * The built docs site in real Chromium, served by the API server exactly as `make start` serves it.
 * Serves the site the project's global setup built (test/support/buildDocsOnce.ts), so it tests what ships.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { routes } from '../src/navigation/site.js';
import { announcement } from '../src/navigation/announcement.js';
import { KEYS } from '../src/state/storage.js';
import { seriousAxeViolations } from '@emoney/test-support/serious-axe-violations';
import { waitForHydration } from './support/waitForHydration.js';
import { REPOSITORY as root, DOCS_ARTIFACTS as artifacts, docsSiteAndChromium } from './support/docsSiteAndChromium.js';

/** A guide page's JS+CSS at load, each file gzip -9 (the guide page budget). */
const GUIDE_BUDGET_BYTES = 90 * 1024;

const site = docsSiteAndChromium();

/** What `navigator.connection` reports in a context (Chromium's own otherwise). */
interface Connection {
  saveData: boolean;
  effectiveType: string;
}
/** A data-saving connection: the site prefetches nothing, so a test controls when chunks load. */
const SAVE_DATA: Connection = { saveData: true, effectiveType: '4g' };

async function open(
  path: string,
  options: { js?: boolean; width?: number; height?: number; scheme?: 'light' | 'dark'; connection?: Connection; beforeGoto?: (page: Page) => void } = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await site.browser.newContext({
    javaScriptEnabled: options.js ?? true,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    colorScheme: options.scheme ?? 'light',
  });
  if (options.connection) {
    await context.addInitScript((c: Connection) => {
      Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ ...c, addEventListener() {}, removeEventListener() {} }) });
    }, options.connection);
  }
  const page = await context.newPage();
  options.beforeGoto?.(page);
  await visit(page, path, options.js ?? true);
  return { page, context };
}

/** Loads a page of the site in an opened tab (its context's cache keeps the shared chunks, as a reader's browser does); with JavaScript, until React holds it. */
async function visit(page: Page, path: string, js = true): Promise<void> {
  await page.goto(site.base + path);
  if (js) {
    await page.waitForSelector('#main article h1');
    await waitForHydration(page);
  }
}

/** The guide chunks a page requests (a guide's chunk is named after its MDX file, which is its path). */
function recordPageChunks(page: Page): string[] {
  const chunks: string[] = [];
  const names = routes.filter((r) => r.kind === 'guide').map((r) => r.path);
  page.on('request', (req) => {
    const file = new URL(req.url()).pathname.split('/').pop() ?? '';
    const name = names.find((n) => file.startsWith(`${n}-`) && file.endsWith('.js'));
    if (name) chunks.push(name);
  });
  return chunks;
}

describe('docs site in Chromium', () => {
  it('renders every route with its title, also with JavaScript disabled', async () => {
    // The generated reference pages (one per declaration) are covered by references.browser.test.ts.
    const { page, context } = await open('', { js: false });
    for (const route of routes.filter((r) => !r.generated)) {
      await visit(page, route.path, false);
      expect(await page.title(), route.path).toBe(`${route.title} | emoney`);
      expect(await page.locator('meta[name="description"]').getAttribute('content'), route.path).toBe(route.description);
      expect((await page.locator('#main article h1').textContent())?.length, route.path).toBeGreaterThan(3);
    }
    await context.close();
  });

  it('shows the not-found page with a way home for an unknown path', async () => {
    const res = await fetch(`${site.base}no/such/page`);
    expect(res.status).toBe(404);
    const { page, context } = await open('no/such/page');
    await expect(page.locator('h1').textContent()).resolves.toBe('Page not found');
    await page.getByRole('link', { name: 'Go to the documentation home' }).click();
    await page.waitForSelector('#main h1:text("emoney developer documentation")');
    expect(new URL(page.url()).pathname).toMatch(/^\/js-monorepo\/?$/);
    await context.close();
  });

  it('is light by default, follows the system until chosen, toggles, persists and never flashes', async () => {
    const { page, context } = await open('');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.getByRole('button', { name: 'Switch between dark and light mode' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await page.evaluate((k) => localStorage.getItem(k), KEYS.theme)).toBe('dark');
    // No flash: the theme is on <html> before any script of the app runs (first paint).
    const themes: string[] = [];
    await page.exposeFunction('__recordTheme', (t: string) => themes.push(t));
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => (window as unknown as { __recordTheme: (t: string) => void }).__recordTheme(document.documentElement.dataset.theme ?? ''), { once: true });
    });
    await page.reload();
    await page.waitForSelector('#main article h1');
    expect(themes[0]).toBe('dark');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await context.close();
    const dark = await open('', { scheme: 'dark' });
    expect(await dark.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await dark.context.close();
  });

  it('keeps the announcement closed until its id changes', async () => {
    const { page, context } = await open('');
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar.isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Close the announcement' }).click();
    await expect(bar.count()).resolves.toBe(0);
    await page.reload();
    await page.waitForSelector('#main article h1');
    await expect(page.locator('.announcement').isVisible()).resolves.toBe(false);
    // A reader who closed an older announcement sees the new one.
    await page.evaluate((k) => localStorage.setItem(k, 'an-older-announcement'), KEYS.announcement);
    await page.reload();
    await page.waitForSelector('#main article h1');
    await expect(page.locator(`[data-announcement-id="${announcement.id}"]`).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('moves focus into main with the skip link', async () => {
    const { page, context } = await open('getting-started');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to main content');
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main');
    await context.close();
  });

  it('opens a mobile menu at 800 px', async () => {
    const { page, context } = await open('', { width: 800 });
    await expect(page.locator('.navbar-links').isVisible()).resolves.toBe(false);
    await expect(page.locator('.navbar-tools .navbar-label[lang=en]').isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Open the navigation menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    // Beside the top links, the menu reaches every page of the sidebar and the version and language choices.
    for (const item of ['Getting started', 'Tokens', 'Migration guide', 'Packages']) await expect(menu.getByRole('link', { name: item }).isVisible(), item).resolves.toBe(true);
    // One language: a label, not a choice of one. The API versions: their menu (version-menu.browser.test.ts follows its links).
    await expect(menu.locator('.navbar-label[lang=en]').textContent()).resolves.toBe('Language: English');
    await expect(menu.locator('.version-menu > summary').isVisible()).resolves.toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await menu.getByRole('link', { name: 'SDK' }).click();
    await page.waitForURL(`${site.base}packages/sdk`);
    await page.waitForSelector('#main h1:text-is("SDK reference")');
    await context.close();
  });

  it('shows the progress bar only for a navigation slower than 200 ms', async () => {
    // Saving data: no page is prefetched, so the navigation waits for its chunk.
    const { page, context } = await open('', { connection: SAVE_DATA });
    await page.evaluate(() => {
      const w = window as unknown as { __sawProgress: boolean };
      w.__sawProgress = false;
      new MutationObserver(() => {
        if (document.querySelector('.progress-bar')) w.__sawProgress = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.locator('.sidebar').getByRole('link', { name: 'Tokens' }).click();
    await page.waitForURL(`${site.base}tokens`);
    await page.waitForSelector('#main h1:text("Tokens")');
    // Back to the page loaded first, whose chunk is in memory: a fast navigation on any machine
    // (the first one fetches a chunk, and may itself take 200 ms on a loaded CI machine).
    await page.evaluate(() => ((window as unknown as { __sawProgress: boolean }).__sawProgress = false));
    await page.locator('.sidebar').getByRole('link', { name: 'Overview' }).click();
    await page.waitForURL(/\/js-monorepo\/?$/);
    await page.waitForSelector('#main h1:text("emoney developer documentation")');
    expect(await page.evaluate(() => (window as unknown as { __sawProgress: boolean }).__sawProgress)).toBe(false);
    await page.route(/environments-[^/]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await page.locator('.sidebar').getByRole('link', { name: 'Environments' }).click();
    await page.waitForSelector('.progress-bar', { timeout: 1000 });
    await page.waitForURL(`${site.base}environments`);
    await page.waitForSelector('.progress-bar', { state: 'detached' });
    await context.close();
  });

  it('shows the load error and a Retry that works when a chunk fails', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    let fail = true;
    await page.route(/authorization-[^/]+\.js$/, (route) => (fail ? route.abort('failed') : route.continue()));
    await page.goto(`${site.base}authorization`);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/could not be loaded/);
    expect(await page.locator('.load-error-message').textContent()).not.toBe('');
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.waitForSelector('#main h1:text("Authorization")');
    await context.close();
  });

  it('reloads once when a route preload fails, then shows the error (no loop)', async () => {
    const { page, context } = await open('', { connection: SAVE_DATA });
    let requests = 0;
    await page.route(/contracts-v2-[^/]+\.js$/, (route) => {
      requests++;
      return route.abort('failed');
    });
    let loads = 0;
    page.on('load', () => loads++);
    await page.locator('.sidebar').getByRole('link', { name: 'Contracts in API v2' }).click();
    await page.waitForURL(`${site.base}contracts-v2`);
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    expect(loads).toBe(1);
    expect(requests).toBeGreaterThanOrEqual(2);
    await context.close();
  });

  it('shows the crash page with the cause chain, and Try again renders the page anew', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    // Replace the guide's chunk with a page that throws once, with a cause.
    await page.route(/tokens-[^/]+\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `export default function Crashing() { if (!window.__fixed) throw new Error('Rendering the tokens table failed', { cause: new Error('Token list is empty', { cause: new Error('chain lookup failed') }) }); return 'Recovered'; }`,
      }),
    );
    await page.goto(`${site.base}tokens`);
    await page.waitForSelector('h1:text("This page crashed.")');
    const causes = await page.locator('.crash-causes li').allTextContents();
    expect(causes.join('|')).toContain('Rendering the tokens table failed');
    expect(causes.join('|')).toContain('Token list is empty');
    expect(causes.join('|')).toContain('chain lookup failed');
    await page.evaluate(() => ((window as unknown as { __fixed: boolean }).__fixed = true));
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForSelector('#main article:text("Recovered")');
    await context.close();
  });

  it('lists exactly the h2 and h3 of a guide in the TOC, and highlights the current one', async () => {
    const { page, context } = await open('authorization');
    const headings = await page.locator('#main article').locator('h2, h3').evaluateAll((els) => els.map((e) => e.id));
    const toc = await page.locator('.toc a').evaluateAll((els) => els.map((e) => (e.getAttribute('href') ?? '').slice(1)));
    expect(headings.length).toBeGreaterThan(2);
    expect(toc).toEqual(headings);
    const last = headings[headings.length - 1] ?? '';
    await page.locator(`#${last}`).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => document.querySelector('.toc a.toc-current') !== null);
    expect(await page.locator('.toc a.toc-current').count()).toBe(1);
    await context.close();
  });

  it('has the table of contents in the prerendered HTML (JavaScript disabled)', async () => {
    const { page, context } = await open('authorization', { js: false });
    const headings = await page.locator('#main article').locator('h2, h3').evaluateAll((els) => els.map((e) => `${e.tagName}:${e.id}`));
    const toc = await page.locator('.toc li').evaluateAll((els) => els.map((e) => `${e.className === 'toc-level-3' ? 'H3' : 'H2'}:${(e.querySelector('a')?.getAttribute('href') ?? '').slice(1)}`));
    expect(headings.length).toBeGreaterThan(2);
    expect(toc).toEqual(headings);
    expect(await page.locator('.toc a').first().textContent()).toBe('Authorization code with PKCE');
    await context.close();
  });

  it('prefetches the pages of links in view, but not on 2g or when saving data', async () => {
    let seen: string[] = [];
    const normal = await open('', { beforeGoto: (page) => (seen = recordPageChunks(page)) });
    // The sidebar lists every guide: they load once the home page has loaded, without a hover.
    await normal.page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/MigrationGuide-[^/]+\.js$/.test(e.name)), null, { timeout: 10_000 });
    expect(seen).toEqual(expect.arrayContaining(['getting-started', 'environments', 'MigrationGuide']));
    await normal.context.close();
    for (const connection of [SAVE_DATA, { saveData: false, effectiveType: '2g' }, { saveData: false, effectiveType: 'slow-2g' }]) {
      let chunks: string[] = [];
      const { page, context } = await open('', { connection, beforeGoto: (p) => (chunks = recordPageChunks(p)) });
      await page.locator('.sidebar').getByRole('link', { name: 'Environments' }).hover();
      await page.waitForTimeout(1500);
      expect(chunks, JSON.stringify(connection)).toEqual([]);
      await context.close();
    }
  });

  it('finds a guide by a word in its body, with / and the keyboard', async () => {
    const { page, context } = await open('');
    await page.keyboard.press('/');
    const input = page.getByRole('combobox', { name: 'Search' });
    await input.waitFor();
    await input.fill('self-hosting');
    await page.locator('.search-hit').first().waitFor();
    expect(await page.locator('.search-hit-title').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Environments')]));
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await input.fill('PKCE verifier');
    await page.locator('.search-hit').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/js-monorepo\/authorization/);
    await context.close();
  });

  // Every hand-written page through axe-core, one test per theme, one tab each (pages load as a
  // reader's browser loads them, the shared chunks cached). The API reference is not here:
  // references.browser.test.ts runs axe over it as loaded, in this viewport and both themes,
  // stricter (text in its background colour too), and with every part of Redoc opened.
  it.each(['light', 'dark'] as const)('has no critical or serious axe violations on any route (%s); saves screenshots', async (scheme) => {
    const { page, context } = await open('', { scheme });
    for (const route of routes.filter((r) => !r.generated && r.path !== 'docs/api')) {
      await visit(page, route.path);
      expect(await seriousAxeViolations(page), `${scheme} /${route.path}`).toEqual([]);
      if (route.path === '' || route.path === 'authorization') {
        await page.screenshot({ path: join(artifacts, `${route.path || 'home'}-${scheme}.png`), fullPage: false });
      }
    }
    await context.close();
  }, 420_000);

  it('saves phone screenshots of home and a guide, light and dark', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      for (const path of ['', 'authorization']) {
        const { page, context } = await open(path, { scheme, width: 390, height: 844 });
        // The phone layout: the links are behind the menu button.
        await expect(page.getByRole('button', { name: 'Open the navigation menu' }).isVisible()).resolves.toBe(true);
        await page.screenshot({ path: join(artifacts, `${path || 'home'}-${scheme}-phone.png`), fullPage: false });
        if (path === '') {
          await page.getByRole('button', { name: 'Open the navigation menu' }).click();
          await page.screenshot({ path: join(artifacts, `menu-${scheme}-phone.png`), fullPage: false });
        }
        await context.close();
      }
    }
  });

  it('loads at most 90 kB of JS+CSS (each file gzip -9) on a guide page before load', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const files: string[] = [];
    page.on('requestfinished', (req) => {
      if (/\.(js|css)$/.test(new URL(req.url()).pathname)) files.push(new URL(req.url()).pathname);
    });
    await page.goto(`${site.base}getting-started`, { waitUntil: 'load' });
    let total = 0;
    for (const path of new Set(files)) {
      const body = readFileSync(join(root, 'docs-site/dist', path.slice('/js-monorepo/'.length)));
      total += gzipSync(body, { level: 9 }).length;
    }
    expect(files.length).toBeGreaterThan(1);
    expect(total).toBeLessThanOrEqual(GUIDE_BUDGET_BYTES);
    await context.close();
  });
});
