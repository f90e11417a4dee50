/**
 * The site search in real Chromium over the built index: typos forgiven, matches marked, snippets
 * cut at word boundaries without their heading, each result a link, suggestions and popular pages
 * when nothing matches, and no keyboard hints on a touch screen.
 */
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '@emoney/test-support/serious-axe-violations';
import { waitForHydration } from './support/waitForHydration.js';
import { DOCS_ARTIFACTS as shots, docsSiteAndChromium } from './support/docsSiteAndChromium.js';

const site = docsSiteAndChromium();

async function openSearch(options: { width?: number; height?: number; scheme?: 'light' | 'dark'; touch?: boolean } = {}): Promise<{ page: Page; context: BrowserContext }> {
  const context = await site.browser.newContext({
    viewport: { width: options.width ?? 1366, height: options.height ?? 768 },
    colorScheme: options.scheme ?? 'light',
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
  });
  const page = await context.newPage();
  await page.goto(`${site.base}getting-started`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Search the documentation' }).click();
  await page.getByRole('combobox', { name: 'Search' }).waitFor();
  return { page, context };
}

describe('the site search', () => {
  it('forgives a typo: "sepa paymnet" finds the SEPA payment simulator, with "payment" marked', async () => {
    const { page, context } = await openSearch();
    await page.getByRole('combobox', { name: 'Search' }).pressSequentially('sepa paymnet', { delay: 20 });
    const results = page.locator('#search-results [role=option]');
    await results.first().waitFor();
    const titles = await results.locator('.search-hit-title').allTextContents();
    expect(titles.slice(0, 5).some((t) => /Simulate an incoming payment/.test(t)), titles.join('\n')).toBe(true);
    const marks = (await results.first().locator('mark').allTextContents()).map((m) => m.toLowerCase());
    expect(marks).toEqual(expect.arrayContaining(['sepa', 'payment']));
    await context.close();
  });

  it('forgives two typos in a long word and one in each of two words', async () => {
    const { page, context } = await openSearch();
    const input = page.getByRole('combobox', { name: 'Search' });
    for (const [query, expected] of [
      ['authorizaiton flwo', /authorization/i],
      ['redem ordr', /redeem order/i],
      ['subscirptoin', /subscription/i],
    ] as const) {
      await input.fill(query);
      await page.locator('#search-results [role=option]').first().waitFor();
      const titles = await page.locator('#search-results .search-hit-title').allTextContents();
      expect(titles.slice(0, 3).some((t) => expected.test(t)), `${query}: ${titles.join(' | ')}`).toBe(true);
    }
    await context.close();
  });

  it('shows snippets cut at word boundaries, without the heading they sit under', async () => {
    const { page, context } = await openSearch();
    await page.getByRole('combobox', { name: 'Search' }).fill('refresh token');
    await page.locator('#search-results [role=option]').first().waitFor();
    const rows = await page.locator('#search-results [role=option]').evaluateAll((options) =>
      options.map((o) => ({ section: o.querySelector('.search-hit-title')?.textContent?.split(' › ')[1] ?? '', snippet: o.querySelector('.search-hit-snippet')?.textContent ?? '' })),
    );
    expect(rows.length).toBeGreaterThan(3);
    for (const { section, snippet } of rows) {
      if (section) expect(snippet.startsWith(section), `${section}: ${snippet}`).toBe(false);
      // A cut snippet starts and ends at a word boundary: "…word", never "…rd" of a cut word.
      if (snippet.startsWith('…')) expect(snippet).toMatch(/^…\S/);
      if (snippet.endsWith('…')) expect(snippet).toMatch(/\S…$/);
    }
    // Against the index: every cut begins where a word begins.
    const index = (await page.evaluate(async (url) => (await fetch(url)).json(), `${site.base}search-index.json`)) as { text: string }[];
    const bodies = index.map((d) => d.text);
    for (const { snippet } of rows.filter((r) => r.snippet.startsWith('…'))) {
      const piece = snippet.slice(1, 30);
      const body = bodies.find((b) => b.includes(piece));
      if (body) expect(/[\s(]/.test(body[body.indexOf(piece) - 1] ?? ' '), piece).toBe(true);
    }
    await context.close();
  });

  it('makes each result a link to its page and anchor, opened in place by a click', async () => {
    const { page, context } = await openSearch();
    await page.getByRole('combobox', { name: 'Search' }).fill('sepa paymnet');
    const first = page.locator('#search-results [role=option]').first();
    await first.waitFor();
    const hrefs = await page.locator('#search-results [role=option]').evaluateAll((options) => options.map((o) => (o as HTMLAnchorElement).href));
    for (const h of hrefs) expect(h).toMatch(new RegExp(`^${site.base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    const target = new URL(hrefs[0]!);
    await first.click();
    await page.waitForURL((url) => url.pathname === target.pathname);
    await expect.poll(() => page.locator('.search-dialog').count()).toBe(0);
    await context.close();
  });

  it('when nothing matches: says so, suggests a query that finds something, and links popular pages', async () => {
    const { page, context } = await openSearch();
    await page.getByRole('combobox', { name: 'Search' }).fill('webhok subscriptoin xqzt');
    await page.locator('.search-empty').waitFor();
    await expect.poll(() => page.locator('.search-empty').textContent()).toContain('No results for “webhok subscriptoin xqzt”');
    const suggestion = page.locator('.search-suggestion').first();
    await expect.poll(() => suggestion.textContent()).toBe('webhook subscription');
    const popular = await page.locator('.search-popular a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(popular).toContain('/js-monorepo/getting-started');
    expect(popular).toContain('/js-monorepo/docs/api');
    await suggestion.click();
    await page.locator('#search-results [role=option]').first().waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Search' }).inputValue()).toBe('webhook subscription');
    await context.close();
  });

  it('shows no keyboard hints on a touch screen, and does with a mouse', async () => {
    const touch = await openSearch({ width: 390, height: 844, touch: true });
    await expect.poll(() => touch.page.locator('.search-help').isVisible()).toBe(false);
    await expect.poll(() => touch.page.locator('.search-button kbd').isVisible()).toBe(false);
    await touch.context.close();
    const mouse = await openSearch();
    await expect.poll(() => mouse.page.locator('.search-help').isVisible()).toBe(true);
    await mouse.context.close();
  });

  it('has no serious or critical axe finding with results and with none, light and dark; screenshots at 1366 and 390', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      for (const [width, height, touch] of [
        [1366, 768, false],
        [390, 844, true],
      ] as const) {
        const { page, context } = await openSearch({ width, height, scheme, touch });
        const input = page.getByRole('combobox', { name: 'Search' });
        await input.fill('sepa paymnet');
        await page.locator('#search-results [role=option]').first().waitFor();
        expect(await seriousAxeViolations(page), `${scheme} ${width} results`).toEqual([]);
        await page.screenshot({ path: join(shots, `docs-search-typo-${width}-${scheme}.png`) });
        await input.fill('webhok subscriptoin xqzt');
        await page.locator('.search-empty').waitFor();
        expect(await seriousAxeViolations(page), `${scheme} ${width} no results`).toEqual([]);
        await page.screenshot({ path: join(shots, `docs-search-empty-${width}-${scheme}.png`) });
        await context.close();
      }
    }
  });
});
