/**
 * The docs site on a phone and the guides' way through, in real Chromium: tables keep readable
 * columns and show that they scroll, the authorization sequence reads as steps, Getting started is
 * numbered, every guide links the previous and the next, callouts, the home quickstart, the 404 page.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { guideNeighbours, routes } from '../src/navigation/site.js';
import { seriousAxeViolations } from '@emoney/test-support/serious-axe-violations';
import { waitForHydration } from './support/waitForHydration.js';
import { DOCS_ARTIFACTS as shots, docsSiteAndChromium } from './support/docsSiteAndChromium.js';

const site = docsSiteAndChromium();
const { open } = site;

const PHONE = { width: 390, height: 844 };

describe('on a phone', () => {
  it('a wide table keeps readable columns, scrolls on its own with a shadow at the edge that goes on, and the page never scrolls sideways', async () => {
    const { page, context } = await open('environments', PHONE);
    const table = page.locator('#main .table-scroll').first();
    await table.scrollIntoViewIfNeeded();
    const facts = await table.evaluate((box) => {
      const cells = [...box.querySelectorAll('td, th')].map((c) => c.getBoundingClientRect().width);
      return { scrolls: box.scrollWidth > box.clientWidth + 1, narrowest: Math.min(...cells), background: getComputedStyle(box).backgroundImage };
    });
    expect(facts.scrolls).toBe(true);
    // No column squeezed to a word a line: at least 8.5rem (136 px) wide.
    expect(facts.narrowest).toBeGreaterThanOrEqual(130);
    // The scroll shadows: shade gradients behind covers that scroll with the content.
    expect(facts.background).toMatch(/radial-gradient.*radial-gradient/);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: join(shots, 'docs-table-390-light.png') });
    await context.close();
  });

  it('the authorization sequence reads first as numbered steps that fit the screen, the drawing after them; the desktop shows the drawing only', async () => {
    const phone = await open('authorization', PHONE);
    const figure = phone.page.locator('#main figure.diagram').first();
    await figure.scrollIntoViewIfNeeded();
    const list = figure.locator('ol.diagram-steps');
    await expect.poll(() => list.isVisible()).toBe(true);
    const steps = await list.locator('li').allTextContents();
    expect(steps.length).toBe(7);
    expect(steps[0]).toContain('create verifier, S256 challenge');
    // Every step inside the screen, above the drawing (which keeps its 13 px text and scrolls).
    const fits = await list.evaluate((ol) => {
      const box = ol.getBoundingClientRect();
      const drawing = ol.parentElement!.querySelector('svg')!.getBoundingClientRect();
      return box.left >= 0 && box.right <= window.innerWidth && ol.scrollWidth <= ol.clientWidth + 1 && box.bottom <= drawing.top;
    });
    expect(fits).toBe(true);
    await phone.page.screenshot({ path: join(shots, 'docs-diagram-390-light.png') });
    await phone.context.close();
    const desktop = await open('authorization');
    await expect.poll(() => desktop.page.locator('#main figure.diagram svg.diagram-drawing').first().isVisible()).toBe(true);
    await expect.poll(() => desktop.page.locator('#main figure.diagram ol.diagram-steps').first().isVisible()).toBe(false);
    await desktop.context.close();
  });
});

describe('guides that lead', () => {
  it('Getting started numbers its steps (the last section, what next, unnumbered) and warns in a callout', async () => {
    const { page, context } = await open('getting-started');
    const numbers = await page.locator('#main article h2').evaluateAll((hs) => hs.map((h) => getComputedStyle(h, '::before').content));
    // A step counter before each step's heading (computed styles name the counter), none before the last.
    expect(numbers).toEqual(['counter(step)', 'counter(step)', 'counter(step)', 'counter(step)', 'none']);
    await expect.poll(() => page.locator('#main aside.callout-warning .callout-title').textContent()).toContain('The secret is shown once');
    await expect.poll(() => page.locator('#main aside.callout-note .callout-title').textContent()).toContain('Not on npm yet');
    await context.close();
  });

  it('every guide links the previous and the next guide, in the sidebar order, and the link walks there', async () => {
    const guides = routes.filter((r) => r.kind === 'guide');
    expect(guides.length).toBeGreaterThan(10);
    const context = await site.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    for (const guide of guides) {
      await page.goto(site.base + guide.path);
      await page.waitForSelector('#main article h1');
      const { previous, next } = guideNeighbours(guide.path);
      expect(previous ?? next, guide.path).toBeDefined();
      const links = await page.locator('nav.guide-pager a').evaluateAll((as) => as.map((a) => `${a.getAttribute('rel')} ${a.getAttribute('href')}`));
      expect(links, guide.path).toEqual([...(previous ? [`prev /js-monorepo/${previous.to}`] : []), ...(next ? [`next /js-monorepo/${next.to}`] : [])]);
    }
    await page.goto(`${site.base}getting-started`);
    await waitForHydration(page);
    await page.locator('nav.guide-pager a[rel=next]').click();
    await page.waitForURL(`${site.base}${guideNeighbours('getting-started').next!.to}`);
    await context.close();
  });

  it('the home page has a three-line copyable quickstart and a Try it call to action', async () => {
    const { page, context } = await open('');
    const code = await page.locator('.quickstart pre').textContent();
    expect(code?.trim().split('\n')).toHaveLength(3);
    expect(code).toContain('new EmoneyClient(');
    await expect.poll(() => page.locator('.quickstart button.copy-code').isVisible()).toBe(true);
    await expect.poll(() => page.locator('.quickstart a.cta-primary').getAttribute('href')).toBe('/js-monorepo/docs/api');
    await context.close();
  });

  it('the 404 page offers search and the popular pages', async () => {
    const { page, context } = await open('no-such-page');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Page not found');
    const popular = await page.locator('.not-found-popular a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(popular).toEqual(expect.arrayContaining(['/js-monorepo/getting-started', '/js-monorepo/docs/api', '/js-monorepo/packages/sdk']));
    await page.locator('.not-found').getByRole('button', { name: 'Search the documentation' }).click();
    await page.getByRole('combobox', { name: 'Search' }).waitFor();
    await context.close();
  });

  it('one language shows as a label, not a select of one; the versions are a menu of links (version-menu.browser.test.ts)', async () => {
    const { page, context } = await open('getting-started');
    await expect.poll(() => page.locator('.navbar-tools select').count()).toBe(0);
    await expect.poll(() => page.locator('.navbar-tools .navbar-label[lang=en]').textContent()).toBe('Language: English');
    await expect.poll(() => page.locator('.navbar-tools .version-menu a').first().getAttribute('href')).toMatch(/^\/js-monorepo\/changelog#/);
    await context.close();
  });

  it('has no serious or critical axe finding on the home, Getting started and 404 pages, light and dark, desktop and phone; screenshots', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      for (const size of [{ width: 1366, height: 768 }, PHONE]) {
        // One tab per size and theme, going from page to page.
        const { page, context } = await open('', { ...size, scheme });
        for (const [path, name] of [
          ['', 'home'],
          ['getting-started', 'getting-started'],
          ['no-such-page', '404'],
        ] as const) {
          if (path) await site.visit(page, path);
          expect(await seriousAxeViolations(page), `${name} ${scheme} ${size.width}`).toEqual([]);
          await page.screenshot({ path: join(shots, `docs-${name}-${size.width}-${scheme}.png`) });
        }
        await context.close();
      }
    }
  });
});
