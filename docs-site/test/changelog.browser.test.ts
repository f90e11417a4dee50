/**
 * The Changelog page in real Chromium, served by the API server as `make start` serves it (the
 * docs site the project's global setup built): every API release of the contract's history and
 * every package release, dated and grouped, reached from the sidebar, with no serious axe finding.
 * Screenshots (light and dark) go to docs-site/test-artifacts/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API_CHANGELOG } from '@emoney/api-types/changelog';
import { readPackageChangelogs } from '../src/changelog/packageChangelogs.js';
import { seriousAxeViolations } from '@emoney/test-support/serious-axe-violations';
import { waitForHydration } from './support/waitForHydration.js';
import { REPOSITORY as root, DOCS_ARTIFACTS as artifacts, docsSiteAndChromium } from './support/docsSiteAndChromium.js';

const packageChangelogs = readPackageChangelogs(root);
const released = JSON.parse(readFileSync(join(root, 'spec/released/index.json'), 'utf8')) as { releases: { version: string; date: string }[] };

const site = docsSiteAndChromium();

async function open(path: string, options: { js?: boolean; scheme?: 'light' | 'dark' } = {}): Promise<Page> {
  const context = await site.browser.newContext({ javaScriptEnabled: options.js ?? true, viewport: { width: 1280, height: 900 }, colorScheme: options.scheme ?? 'light' });
  const page = await context.newPage();
  await page.goto(site.base + path);
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
      await waitForHydration(page);
      await page.locator('nav').getByRole('link', { name: 'Changelog', exact: true }).first().click();
      await page.waitForSelector('#main article h1:text-is("Changelog")');
      expect(new URL(page.url()).pathname).toBe('/js-monorepo/changelog');
      await expect(page.locator('.toc-column a').allTextContents()).resolves.toEqual(expect.arrayContaining(['API v2', '@emoney/sdk', '@emoney/react-provider']));
      expect(await seriousAxeViolations(page), scheme).toEqual([]);
      await page.screenshot({ path: join(artifacts, `changelog-${scheme}.png`), fullPage: scheme === 'light' });
      if (scheme === 'light') {
        await page.locator('#main article > section', { has: page.locator('h2:text-is("@emoney/sdk")') }).screenshot({ path: join(artifacts, 'changelog-sdk.png') });
      }
      await page.context().close();
    }
  });
});
