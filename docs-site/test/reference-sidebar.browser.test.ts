/**
 * The SDK and React references in real Chromium: every reference page has its package's tree in the
 * sidebar (classes, functions, hooks, types…), names wrap at word and camel-case boundaries, a hook
 * page's headings step down one level at a time, and Chain and Currency appear as one linked name.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '@emoney/test-support/serious-axe-violations';
import { DOCS_ARTIFACTS as shots, DOCS_DIST as dist, docsSiteAndChromium } from './support/docsSiteAndChromium.js';

const site = docsSiteAndChromium();
const { open } = site;

async function sidebarSections(page: Page): Promise<{ label: string; open: boolean; links: string[] }[]> {
  return page.locator('.sidebar .sidebar-section').evaluateAll((sections) =>
    sections.map((s) => ({
      label: s.querySelector('.sidebar-heading')?.textContent ?? '',
      open: s.querySelector('.sidebar-heading')?.getAttribute('aria-expanded') === 'true',
      links: [...s.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? ''),
    })),
  );
}

describe('walking the references', () => {
  it('a React hook page has the package tree: Hooks open with the current hook marked, then the site sections folded', async () => {
    const { page, context } = await open('packages/sdk-react-provider/functions/useBalances');
    const sections = await sidebarSections(page);
    const labels = sections.map((s) => s.label);
    expect(labels[0]).toBe('React provider reference');
    expect(labels).toEqual(expect.arrayContaining(['Hooks', 'Functions', 'Interfaces', 'Guides', 'Reference']));
    const hooks = sections.find((s) => s.label === 'Hooks')!;
    expect(hooks.open).toBe(true);
    expect(hooks.links).toContain('/js-monorepo/packages/sdk-react-provider/functions/useBalances');
    expect(hooks.links.every((h) => /\/functions\/use[A-Z]/.test(h))).toBe(true);
    expect(sections.find((s) => s.label === 'Functions')!.links.some((h) => /\/functions\/use[A-Z]/.test(h))).toBe(false);
    expect(sections.find((s) => s.label === 'Guides')!.open).toBe(false);
    await expect.poll(() => page.locator('.sidebar a[aria-current=page]').textContent()).toBe('useBalances');
    // The tree is in the prerendered HTML too (no JavaScript needed to walk it).
    const html = readFileSync(join(dist, 'packages/sdk-react-provider/functions/useBalances/index.html'), 'utf8');
    expect(html).toContain('href="/js-monorepo/packages/sdk-react-provider/functions/useAuth"');
    await context.close();
  });

  it('an SDK page lists classes, functions, types and enumerations, and a click walks to another declaration', async () => {
    const { page, context } = await open('packages/sdk/classes/EmoneyClient');
    const sections = await sidebarSections(page);
    expect(sections.map((s) => s.label)).toEqual(expect.arrayContaining(['SDK reference', 'Classes', 'Functions', 'Types', 'Enumerations', 'Constants']));
    expect(sections.find((s) => s.label === 'Classes')!.links).toContain('/js-monorepo/packages/sdk/classes/EmoneyClient');
    const enums = page.locator('.sidebar-section', { hasText: 'Enumerations' });
    if ((await enums.locator('.sidebar-heading').getAttribute('aria-expanded')) !== 'true') await enums.locator('.sidebar-heading').click();
    await enums.getByRole('link', { name: 'Currency' }).click();
    await page.waitForURL(/\/packages\/sdk\/enumerations\/Currency$/);
    // The address changes before the next page has rendered (its module loads on demand): wait for its sidebar.
    await expect.poll(() => page.locator('.sidebar a[aria-current=page]').textContent()).toBe('Currency');
    await context.close();
  });

  it('a guide keeps the guides sidebar', async () => {
    const { page, context } = await open('getting-started');
    const labels = (await sidebarSections(page)).map((s) => s.label);
    expect(labels).toEqual(['Guides', 'Version 2', 'Reference']);
    await context.close();
  });

  it('a hook page steps from h2 to h3 (no h4 straight under an h2) and its table of contents has more than one entry', async () => {
    const { page, context } = await open('packages/sdk-react-provider/functions/useBalances');
    const levels = await page.locator('#main article').evaluate((article) => [...article.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1])));
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!, levels.join(' ')).toBeLessThanOrEqual(1);
    const toc = await page.locator('.toc a').allTextContents();
    expect(toc.length).toBeGreaterThan(1);
    expect(toc).toEqual(expect.arrayContaining(['Parameters', 'Returns']));
    await context.close();
  });

  it('long names in the table of contents wrap between words or camel-case humps, never inside one', async () => {
    const { page, context } = await open('packages/sdk/classes/EmoneyClient');
    // Each line box of a wrapped TOC link starts at a piece BreakableName offers (a word or a hump).
    const badBreaks = await page.locator('.toc a').evaluateAll((links) => {
      const bad: string[] = [];
      for (const a of links) {
        const text = a.textContent ?? '';
        const range = document.createRange();
        const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
        let lastTop: number | undefined;
        let node: Node | null;
        let offsetInLink = 0;
        while ((node = walker.nextNode())) {
          const t = node.textContent ?? '';
          for (let i = 0; i < t.length; i++) {
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const top = range.getClientRects()[0]?.top;
            if (top !== undefined && lastTop !== undefined && top > lastTop + 2) {
              const before = text[offsetInLink + i - 1] ?? ' ';
              const here = text[offsetInLink + i] ?? ' ';
              const boundary = before === ' ' || /[./_(,-]/.test(before) || (/[a-z0-9]/.test(before) && /[A-Z]/.test(here));
              if (!boundary) bad.push(`${text} at ${offsetInLink + i}`);
            }
            if (top !== undefined) lastTop = top;
          }
          offsetInLink += t.length;
        }
      }
      return bad;
    });
    expect(badBreaks).toEqual([]);
    await context.close();
  });

  it('writes one linked Chain and one linked Currency, not their values, in signatures', async () => {
    const { page, context } = await open('packages/sdk-react-provider/functions/useBalances');
    const code = await page.locator('#main article').textContent();
    expect(code).not.toContain("'ethereum' | 'gnosis'");
    expect(code).not.toContain("'eur' | 'gbp'");
    const links = await page.locator('#main article a').evaluateAll((as) => as.map((a) => `${a.textContent} ${a.getAttribute('href')}`));
    expect(links).toContain('Chain /js-monorepo/packages/sdk/type-aliases/Chain');
    await context.close();
  });

  it('has no serious or critical axe finding on a hook page in light and dark; screenshots at 1366 and 390', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      for (const [width, height] of [
        [1366, 768],
        [390, 844],
      ] as const) {
        const { page, context } = await open('packages/sdk-react-provider/functions/useBalances', { width, height, scheme });
        expect(await seriousAxeViolations(page), `${scheme} ${width}`).toEqual([]);
        await page.screenshot({ path: join(shots, `docs-reference-hook-${width}-${scheme}.png`) });
        await context.close();
      }
    }
  });
});
