/**
 * The Changelog page in real Chromium, served by the API server as `make start` serves it (the
 * docs site the project's global setup built): every API release of the contract's history and
 * every package release, dated and grouped, reached from the sidebar, with no serious axe finding.
 * Screenshots (light and dark) go to docs-site/test-artifacts/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CHANGELOG } from '@emoney/api-types/changelog';
import { launchChromium } from '@emoney/test-support/browser';
import { startTestServer, type TestServer } from '@emoney/test-support/test-app';
import { readPackageChangelogs } from '../src/changelog/packageChangelogs.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const artifacts = join(root, 'docs-site/test-artifacts');
const axeSource = readFileSync(join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');
const packageChangelogs = readPackageChangelogs(root);
const released = JSON.parse(readFileSync(join(root, 'spec/released/index.json'), 'utf8')) as { releases: { version: string; date: string }[] };

let server: TestServer;
let browser: Browser;
let base: string;

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true });
  server = await startTestServer();
  browser = await launchChromium();
  base = `${server.url}/js-monorepo/`;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(path: string, options: { js?: boolean; scheme?: 'light' | 'dark' } = {}): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: options.js ?? true, viewport: { width: 1280, height: 900 }, colorScheme: options.scheme ?? 'light' });
  const page = await context.newPage();
  await page.goto(base + path);
  await page.waitForSelector('#main article h1');
  return page;
}

/** The text of each release heading (h3) in the section under an h2. */
const releaseHeadings = (page: Page, section: string) =>
  page.locator('#main article section', { has: page.locator(`h2:text-is("${section}")`) }).locator('h3').evaluateAll((hs) => hs.map((h) => h.firstChild?.textContent ?? ''));

describe('the Changelog page', () => {
  it('lists every released contract, newest first, dated, and what the first release added', async () => {
    const page = await open('changelog', { js: false });
    expect(await page.locator('#main article h1').textContent()).toBe('Changelog');
    const headings = await releaseHeadings(page, 'API v2');
    // Every release in spec/released/ is on the page with its date (and the working contract's changes on top, when it has any).
    for (const r of released.releases) expect(headings).toContain(`API ${r.version} (${r.date})`);
    // Changes not released yet come first, as the next release.
    expect(headings).toEqual(API_CHANGELOG.map((e) => (e.date ? `API ${e.version} (${e.date})` : expect.stringMatching(/^API (next release|\S+) \(not released yet\)$/))));
    const first = page.locator('section.release', { has: page.locator(`h3:text-is("API ${released.releases[0]!.version} (${released.releases[0]!.date})")`) });
    await expect(first.locator('h4').allTextContents()).resolves.toEqual(['Added']);
    const added = await first.locator('li').allTextContents();
    expect(added).toContain('Operation GET /profiles added: List profiles.');
    expect(added.some((t) => t.startsWith('Webhook event order.created added'))).toBe(true);
    await page.context().close();
  });

  it('lists each package at its package.json version, dated, its changes grouped', async () => {
    const page = await open('changelog', { js: false });
    for (const pkg of packageChangelogs) {
      const section = page.locator('#main article > section', { has: page.locator(`h2:text-is("${pkg.name}")`) });
      await expect(section.locator('p').first().textContent()).resolves.toContain(`has version ${pkg.version}`);
      const headings = await releaseHeadings(page, pkg.name);
      expect(headings, pkg.name).toContain(`${pkg.name} ${pkg.version} (${pkg.releases.find((r) => r.version === pkg.version)!.date})`);
      for (const group of await section.locator('h4').allTextContents()) expect(['Added', 'Changed', 'Deprecated', 'Removed']).toContain(group);
    }
    await page.context().close();
  });

  it('is reached from the sidebar, has a table of contents, no serious axe finding, in light and dark', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await open('', { scheme });
      await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
      await page.locator('nav').getByRole('link', { name: 'Changelog', exact: true }).first().click();
      await page.waitForSelector('#main article h1:text-is("Changelog")');
      expect(new URL(page.url()).pathname).toBe('/js-monorepo/changelog');
      await expect(page.locator('.toc-column a').allTextContents()).resolves.toEqual(expect.arrayContaining(['API v2', '@emoney/sdk', '@emoney/react-provider']));
      await page.addScriptTag({ content: axeSource });
      const serious = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (ctx: unknown) => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }).axe;
        const result = await axe.run(document);
        return result.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id} (${v.nodes.length})`);
      });
      expect(serious, scheme).toEqual([]);
      await page.screenshot({ path: join(artifacts, `changelog-${scheme}.png`), fullPage: scheme === 'light' });
      if (scheme === 'light') {
        await page.locator('#main article > section', { has: page.locator('h2:text-is("@emoney/sdk")') }).screenshot({ path: join(artifacts, 'changelog-sdk.png') });
      }
      await page.context().close();
    }
  });
});
