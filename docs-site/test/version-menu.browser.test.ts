/**
 * The navbar's API version menu in real Chromium (the docs site the global setup built, served by
 * the API server): the released version from spec/released/ and the next one (the working
 * contract's changes not released yet), each leading to what documents it. On a desktop it sits
 * in the navbar, on a phone in the navigation menu; light and dark, no serious axe finding.
 * Screenshots go to docs-site/test-artifacts/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_CHANGELOG } from '@emoney/api-types/changelog';
import { seriousAxeViolations } from '@emoney/test-support/serious-axe-violations';
import { REPOSITORY as root, DOCS_ARTIFACTS as artifacts, docsSiteAndChromium } from './support/docsSiteAndChromium.js';

const released = (JSON.parse(readFileSync(join(root, 'spec/released/index.json'), 'utf8')) as { releases: { version: string; date: string }[] }).releases.at(-1)!;
const unreleased = API_CHANGELOG[0]!.date === null ? Object.values(API_CHANGELOG[0]!.groups).flat().length : 0;

const site = docsSiteAndChromium();

const VIEWS = [
  { name: 'desktop', viewport: { width: 1366, height: 900 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

describe.each(VIEWS.flatMap((view) => (['light', 'dark'] as const).map((scheme) => ({ view, scheme, label: `${view.name} ${scheme}` }))))('the API version menu ($label)', ({ view, scheme }) => {
  it('offers the released version and the next, each leading to what documents it', async () => {
    expect(unreleased, 'the working contract has changes not released yet (else the menu hides)').toBeGreaterThan(0);
    const context = await site.browser.newContext({ viewport: view.viewport, isMobile: view.isMobile, hasTouch: view.isMobile, colorScheme: scheme, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${site.base}getting-started`);
    await page.waitForSelector('#main article h1');
    if (view.isMobile) await page.getByRole('button', { name: /navigation menu/i }).first().click();
    const scope = view.isMobile ? page.getByRole('dialog', { name: 'Navigation menu' }) : page.locator('.navbar-tools');
    const summary = scope.locator('.version-menu > summary');
    await expect.poll(() => summary.isVisible()).toBe(true);
    expect((await summary.innerText()).trim()).toMatch(new RegExp(`^v${released.version.replace(/\./g, '\\.')}`));
    await summary.click();
    const links = scope.locator('.version-menu a');
    await expect.poll(() => links.first().isVisible()).toBe(true);
    await links.last().scrollIntoViewIfNeeded();
    expect(await scope.locator('.version-menu-label').allInnerTexts()).toEqual([`v${released.version} (released)`, 'next']);
    expect(await links.nth(1).innerText()).toContain(`${unreleased} change`);
    await page.screenshot({ path: join(artifacts, `version-menu-${view.name}-${scheme}.png`) });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The released version: its section of the Changelog.
    await links.first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/js-monorepo/changelog');
    const hash = decodeURIComponent(new URL(page.url()).hash.slice(1));
    expect(await page.locator(`[id="${hash}"]`).innerText()).toContain(`API ${released.version} (${released.date})`);

    // The phone's menu closed on the way.
    if (view.isMobile) await expect.poll(() => page.getByRole('dialog', { name: 'Navigation menu' }).count()).toBe(0);

    // The next: the API reference, which documents the working contract.
    await page.goto(`${site.base}getting-started`);
    await page.waitForSelector('#main article h1');
    if (view.isMobile) await page.getByRole('button', { name: /navigation menu/i }).first().click();
    await scope.locator('.version-menu > summary').click();
    await scope.locator('.version-menu a').nth(1).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/js-monorepo/docs/api');
    await context.close();
  });
});
