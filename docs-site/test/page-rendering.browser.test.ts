/**
 * Guides, search and the API reference in real Chromium, on the built site served by the API server as `make start` serves it:
 * GFM tables, build-time highlighted code (header bar, tabs), search over every page and reference,
 * the API reference page. Serves the site the project's global setup built (test/support/buildDocsOnce.ts), so it tests what ships.
 * Screenshots go to docs-site/test-artifacts/page-rendering-*.png.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_INDEX_BUDGET_BYTES } from '../scripts/searchIndex.js';
import { routes } from '../src/navigation/site.js';
import { KEYS } from '../src/state/storage.js';
import { searchDocs, type SearchDoc } from '../src/theme/searchDocs.js';
import { seriousAxeViolations } from '@emoney/test-support/serious-axe-violations';
import { REPOSITORY as root, DOCS_ARTIFACTS as artifacts, DOCS_DIST as dist, docsSiteAndChromium } from './support/docsSiteAndChromium.js';

// Axe over Redoc's markup and typing at 100 ms a key take their time on a shared machine.
vi.setConfig({ testTimeout: 300_000 });

const site = docsSiteAndChromium();

type Scheme = 'light' | 'dark';
async function open(path: string, options: { width?: number; height?: number; scheme?: Scheme; js?: boolean } = {}): Promise<{ page: Page; context: BrowserContext }> {
  const context = await site.browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    colorScheme: options.scheme ?? 'light',
    javaScriptEnabled: options.js ?? true,
  });
  const page = await context.newPage();
  await page.goto(site.base + path);
  if (options.js ?? true) await page.waitForSelector('#main article h1');
  return { page, context };
}

const guidesDir = join(root, 'docs-site/src/guides');
const guideRoutes = routes.filter((r) => r.kind === 'guide');
/** The GFM tables a guide's source has (a row of cells, then a delimiter row). */
function tablesInSource(file: string): number {
  const source = readFileSync(join(guidesDir, file), 'utf8').replace(/^```[\s\S]*?^```$/gm, '');
  return (source.match(/^\|.*\|\s*\n\|(\s*:?-{3,}:?\s*\|)+\s*$/gm) ?? []).length;
}
function guideFileOf(path: string): string | undefined {
  return readdirSync(guidesDir).find((f) => f === `${path}.mdx`);
}

describe('guides', () => {
  it('1. renders every Markdown table of every guide as a <table>, no pipes in the page or the search index', async () => {
    let checked = 0;
    // One tab for every guide, as the prerendered HTML (JavaScript off).
    const guides = await open('', { js: false });
    for (const route of guideRoutes) {
      const file = guideFileOf(route.path);
      if (!file) continue;
      const expected = tablesInSource(file);
      const { page } = guides;
      await page.goto(site.base + route.path);
      const article = (await page.locator('#main article').textContent()) ?? '';
      expect(article, `/${route.path} shows a raw table delimiter row`).not.toMatch(/\|\s*:?-{3,}:?\s*\|/);
      expect(await page.locator('#main article table').count(), `/${route.path}`).toBeGreaterThanOrEqual(expected);
      checked += expected;
    }
    await guides.context.close();
    // The tables the guides ship: Authorization's "When the customer leaves", both of Environments (and
    // the sandbox test values the Environments guide has since gained).
    expect(checked).toBeGreaterThanOrEqual(3);
    const { page, context } = await open('environments');
    await expect(page.locator('#main article table').count()).resolves.toBe(tablesInSource('environments.mdx'));
    await expect(page.locator('#main article table').first().locator('th').first().textContent()).resolves.toBe('Environment');
    await context.close();
    const index = readFileSync(join(dist, 'search-index.json'), 'utf8');
    expect(index).not.toMatch(/\|\s*-{3,}\s*\|/);
  });

  it('2. highlights code at build time in both themes, with a header bar, tabs remembered, copy clear of the code on a phone', async () => {
    // Build time: the page's HTML already carries the coloured tokens; no highlighter in the shipped JS.
    const html = readFileSync(join(dist, 'getting-started/index.html'), 'utf8');
    expect(html).toMatch(/<pre[^>]*class="shiki"[^>]*data-language="ts"/);
    expect(html).toContain('--shiki-dark:');
    const shipped = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(dist, 'assets', f), 'utf8'));
    expect(shipped.some((js) => js.includes('createHighlighter') || js.includes('onig.wasm') || js.includes('vscode-textmate'))).toBe(false);

    const colours: Record<Scheme, string> = { light: '', dark: '' };
    for (const scheme of ['light', 'dark'] as const) {
      const { page, context } = await open('getting-started', { scheme });
      const block = page.locator('#main .code-block').filter({ has: page.locator('pre[data-language="ts"]') }).first();
      await expect(block.locator('.code-header .code-language').textContent()).resolves.toBe('TypeScript');
      await expect(block.locator('.code-header button.copy-code').count()).resolves.toBe(1);
      // A keyword (import) is coloured differently from plain text, and differently per theme.
      const [keyword, plain] = await block.locator('pre').evaluate((pre) => {
        const spans = [...pre.querySelectorAll('span span')] as HTMLElement[];
        const kw = spans.find((s) => s.textContent === 'import')!;
        return [getComputedStyle(kw).color, getComputedStyle(pre).color];
      });
      expect(keyword).not.toBe(plain);
      colours[scheme] = keyword!;
      expect(await seriousAxeViolations(page), scheme).toEqual([]);
      await page.locator('#main .code-tabs').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(artifacts, `page-rendering-guide-code-${scheme}.png`) });
      await context.close();
    }
    expect(colours.light).not.toBe(colours.dark);

    // Tabs: one call as SDK and curl; the reader's choice is remembered across pages and reloads.
    const { page, context } = await open('getting-started');
    const tabs = page.locator('#main .code-tabs').first();
    await expect(tabs.getByRole('tab').allTextContents()).resolves.toEqual(['SDK', 'curl']);
    await expect(tabs.getByRole('tab', { name: 'SDK' }).getAttribute('aria-selected')).resolves.toBe('true');
    await tabs.getByRole('tab', { name: 'curl' }).click();
    await expect(tabs.getByRole('tabpanel').locator('pre').getAttribute('data-language')).resolves.toBe('sh');
    expect(await page.evaluate((k) => localStorage.getItem(k), KEYS.codeTab)).toBe('curl');
    await page.goto(`${site.base}tokens`);
    await page.waitForSelector('#main article h1');
    await expect(page.locator('#main .code-tabs [role=tab][aria-selected=true]').textContent()).resolves.toBe('curl');
    await context.close();

    // Phone: the copy button sits in the header bar, above the code, never over its first line.
    for (const scheme of ['light', 'dark'] as const) {
      const phone = await open('environments', { width: 390, height: 844, scheme });
      const boxes = await phone.page.locator('#main .code-block').first().evaluate((block) => {
        const button = block.querySelector('button.copy-code')!.getBoundingClientRect();
        const pre = block.querySelector('pre')!.getBoundingClientRect();
        return { buttonBottom: button.bottom, preTop: pre.top };
      });
      expect(boxes.buttonBottom).toBeLessThanOrEqual(boxes.preTop);
      expect(await seriousAxeViolations(phone.page), `${scheme} phone`).toEqual([]);
      await phone.page.locator('#main article table').first().scrollIntoViewIfNeeded();
      await phone.page.screenshot({ path: join(artifacts, `page-rendering-guide-table-${scheme}-phone.png`) });
      await phone.context.close();
    }
    const desktop = await open('environments', { scheme: 'dark' });
    await desktop.page.locator('#main article table').first().scrollIntoViewIfNeeded();
    await desktop.page.screenshot({ path: join(artifacts, 'page-rendering-guide-table-dark.png') });
    await desktop.context.close();
    const light = await open('environments');
    expect(await seriousAxeViolations(light.page)).toEqual([]);
    await light.page.locator('#main article table').first().scrollIntoViewIfNeeded();
    await light.page.screenshot({ path: join(artifacts, 'page-rendering-guide-table-light.png') });
    await light.context.close();
    // The guide page's 90 kB budget (getting-started) is site.browser.test.ts's.
  });
});

describe('search', () => {
  /** Opens search, types the query at 100 ms per key, and returns the page once the results settled. */
  async function typeQuery(query: string, options: { width?: number; scheme?: Scheme } = {}) {
    const opened = await open('getting-started', options);
    const errors: string[] = [];
    opened.page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await opened.page.getByRole('button', { name: 'Search the documentation' }).click();
    const input = opened.page.getByRole('combobox', { name: 'Search' });
    await input.pressSequentially(query, { delay: 100 });
    return { ...opened, input, errors };
  }

  const index = () => JSON.parse(readFileSync(join(dist, 'search-index.json'), 'utf8')) as SearchDoc[];

  it('3. indexes every page, section, operation, schema, SDK member and hook, within its budget', () => {
    const docs = index();
    const paths = new Set(docs.map((d) => d.path));
    for (const route of routes) expect(paths.has(route.path), `/${route.path} in the index`).toBe(true);
    const spec = JSON.parse(readFileSync(join(root, 'generated/openapi.json'), 'utf8')) as { paths: Record<string, Record<string, { operationId?: string }>>; components: { schemas: Record<string, unknown> } };
    const operationIds = Object.values(spec.paths).flatMap((item) => Object.values(item).flatMap((op) => (op.operationId ? [op.operationId] : [])));
    for (const id of operationIds) expect(docs.some((d) => d.kind === 'Operation' && d.anchor === `operation/${id}` && d.keywords?.includes(id)), id).toBe(true);
    for (const name of Object.keys(spec.components.schemas)) expect(docs.some((d) => d.kind === 'Schema' && d.title === name), name).toBe(true);
    expect(docs.filter((d) => d.kind === 'Method' && d.title === 'EmoneyClient').length).toBeGreaterThanOrEqual(30);
    expect(docs.filter((d) => d.kind === 'Hook').length).toBeGreaterThanOrEqual(15);
    // Every h2/h3 of every guide, with its anchor.
    for (const route of guideRoutes) {
      const html = readFileSync(join(dist, route.path, 'index.html'), 'utf8');
      const article = /<article class="content">([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '';
      for (const [, id] of article.matchAll(/<h[23] id="([^"]+)"/g)) expect(docs.some((d) => d.path === route.path && d.anchor === id), `${route.path}#${id}`).toBe(true);
    }
    const gzip = gzipSync(readFileSync(join(dist, 'search-index.json')), { level: 9 }).length;
    console.log(`search index: ${docs.length} entries, ${(gzip / 1024).toFixed(1)} kB gzip`);
    expect(gzip).toBeLessThanOrEqual(SEARCH_INDEX_BUDGET_BYTES);
  });

  it('3. typing at 100 ms a key: the results are replaced each time, the best first, active and visible; Enter opens it', async () => {
    const docs = index();
    const cases = [
      { query: 'EmoneyClient', path: 'packages/sdk/classes/EmoneyClient', hash: '', heading: 'EmoneyClient', kind: 'Class' },
      { query: 'Place a redeem order', path: 'docs/api', hash: '#operation/placeOrder', heading: undefined, kind: 'Operation' },
      { query: 'useBalances', path: 'packages/sdk-react-provider/functions/useBalances', hash: '', heading: 'useBalances', kind: 'Hook' },
    ];
    for (const c of cases) {
      const { page, context, input, errors } = await typeQuery(c.query);
      const expected = searchDocs(docs, c.query).map((h) => `${h.doc.kind ?? ''}${h.doc.title}${h.doc.section ? ` › ${h.doc.section}` : ''}`);
      await page.waitForFunction((n) => document.querySelectorAll('#search-results [role=option]').length === n, expected.length);
      // Exactly the results of the final query, in order: nothing left over from earlier keystrokes.
      await expect(page.locator('#search-results [role=option] .search-hit-title').allTextContents()).resolves.toEqual(expected);
      const first = page.locator('#search-results [role=option]').first();
      await expect(first.locator('.search-badge').textContent()).resolves.toBe(c.kind);
      await expect(first.getAttribute('aria-selected')).resolves.toBe('true');
      await expect(input.getAttribute('aria-activedescendant')).resolves.toBe(await first.getAttribute('id'));
      // Visible: inside the list's scrolled box and the viewport.
      const visible = await first.evaluate((li) => {
        const box = li.getBoundingClientRect();
        const list = li.parentElement!.getBoundingClientRect();
        return box.top >= list.top && box.bottom <= list.bottom && box.bottom <= window.innerHeight;
      });
      expect(visible, c.query).toBe(true);
      expect(errors.filter((e) => /same key|unique "key"/i.test(e))).toEqual([]);
      if (c.query === 'EmoneyClient') {
        // Arrows move the active result (and keep it in view); ArrowUp comes back to the first.
        await input.press('ArrowDown');
        await expect(page.locator('#search-results [role=option]').nth(1).getAttribute('aria-selected')).resolves.toBe('true');
        await input.press('ArrowUp');
        await page.screenshot({ path: join(artifacts, 'page-rendering-search-emoneyclient-light.png') });
      }
      await input.press('Enter');
      await page.waitForURL((url) => url.pathname === `/js-monorepo/${c.path}` && url.hash === c.hash);
      // The page's chunk may still be on its way when the URL changes: wait for its heading.
      if (c.heading) await page.locator('#main article h1', { hasText: c.heading }).waitFor({ timeout: 20_000 });
      else await page.locator('[id="operation/placeOrder"]').first().waitFor({ state: 'attached', timeout: 20_000 });
      await context.close();
    }
  });

  it('3. search reads well on a phone and in dark mode, axe clean', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      for (const width of [1280, 390]) {
        const { page, context } = await typeQuery('order', { scheme, width });
        await page.locator('#search-results [role=option]').first().waitFor();
        expect(await seriousAxeViolations(page), `${scheme} ${width}`).toEqual([]);
        await page.screenshot({ path: join(artifacts, `page-rendering-search-${scheme}${width < 500 ? '-phone' : ''}.png`) });
        await context.close();
      }
    }
  });
});

describe('API reference page', () => {
  it('6. one download link, a menu without repeated levels, no bare URL line, the menu flush under the navbar after scrolling', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const { page, context } = await open('docs/api', { scheme });
      await page.locator('.api-reference[data-state="ready"]').waitFor({ timeout: 60_000 });
      const root = page.locator('#main .api-reference');
      // One way to download the document: the page's own link, not also Redoc's button.
      await expect(root.getByText(/download/i).count()).resolves.toBe(1);
      await expect(root.getByRole('link', { name: 'Download the OpenAPI document' }).count()).resolves.toBe(1);
      // No "URL:" line (Redoc's rendering of the contract's contact).
      expect(await page.locator('.redoc-root').innerText()).not.toMatch(/\bURL:/);
      // The menu never shows a level twice (a tag group holding one tag of the same name).
      const lines = (await page.locator('.redoc-root .menu-content').innerText()).split('\n').map((l) => l.trim().toLowerCase()).filter(Boolean);
      const repeated = lines.filter((line, i) => i > 0 && line === lines[i - 1]);
      expect(repeated).toEqual([]);
      expect(lines.filter((l) => l === 'authorize').length).toBe(1);
      // Axe over this page as loaded, in both themes, is references.browser.test.ts's (stricter).
      await page.screenshot({ path: join(artifacts, `page-rendering-api-${scheme}.png`) });
      // After scrolling (the announcement bar gone), the sticky menu starts right under the navbar.
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(500);
      const gap = await page.evaluate(() => {
        const navbar = document.querySelector('.navbar')!.getBoundingClientRect();
        const menu = document.querySelector('.redoc-root .menu-content')!.getBoundingClientRect();
        return menu.top - navbar.bottom;
      });
      expect(Math.abs(gap), `${scheme}: gap between navbar and menu`).toBeLessThanOrEqual(1);
      await page.screenshot({ path: join(artifacts, `page-rendering-api-scrolled-${scheme}.png`) });
      await context.close();
    }
    // Its 450 kB budget is references.browser.test.ts's (counted until Redoc has rendered: stricter than at load).
  });
});

describe('sequence diagram', () => {
  /** Relative luminance of a CSS rgb() colour. */
  const luminance = (rgb: string) => {
    const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };

  it('5. follows the theme, keeps 13 px text on a phone (scrolling sideways), and no label crosses a lifeline', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      for (const width of [1280, 390]) {
        const { page, context } = await open('authorization', { scheme, width, height: width < 500 ? 844 : 900 });
        const figure = page.locator('#main figure.diagram').first();
        await figure.scrollIntoViewIfNeeded();
        const m = await figure.evaluate((fig) => {
          const svg = fig.querySelector('svg')!;
          const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
          const texts = [...svg.querySelectorAll('text')];
          const lifelines = [...svg.querySelectorAll('line[stroke-dasharray]')].map((l) => l.getBoundingClientRect().left);
          const crossings = [...svg.querySelectorAll('text.seq-label')].flatMap((t) => {
            const box = t.getBoundingClientRect();
            return lifelines.filter((lx) => lx > box.left + 1 && lx < box.right - 1).map(() => t.textContent);
          });
          return {
            scale,
            fontPx: Math.min(...texts.map((t) => parseFloat(getComputedStyle(t).fontSize) * scale)),
            textFill: getComputedStyle(texts[0]!).fill,
            background: getComputedStyle(fig).backgroundColor,
            scrolls: fig.scrollWidth > fig.clientWidth,
            crossings,
          };
        });
        expect(m.fontPx, `${scheme} ${width}: smallest text`).toBeGreaterThanOrEqual(12);
        expect(m.crossings, `${scheme} ${width}`).toEqual([]);
        // Dark text on a light ground in light mode, light on dark in dark mode (no white slab).
        if (scheme === 'dark') expect(luminance(m.background)).toBeLessThan(0.1);
        if (scheme === 'dark') expect(luminance(m.textFill)).toBeGreaterThan(0.6);
        else expect(luminance(m.textFill)).toBeLessThan(0.1);
        if (width < 500) expect(m.scrolls).toBe(true);
        expect(await seriousAxeViolations(page), `${scheme} ${width}`).toEqual([]);
        await page.screenshot({ path: join(artifacts, `page-rendering-diagram-${scheme}${width < 500 ? '-phone' : ''}.png`) });
        await context.close();
      }
    }
  });
});

describe('SDK and React references', () => {
  it('4. every member of the client class page is listed "On this page" and its link scrolls to it', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const { page, context } = await open('packages/sdk/classes/EmoneyClient', { scheme });
      const toc = page.locator('.toc-column .toc');
      const methods = await page.locator('#main article h3[id]').evaluateAll((hs) => hs.map((h) => h.id));
      expect(methods.length).toBeGreaterThanOrEqual(30);
      const links = await toc.locator('a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).hash.slice(1)));
      for (const id of methods) expect(links, id).toContain(id);
      await toc.locator('a[href$="#getBalances"]').click();
      await page.waitForFunction(() => {
        const h = document.getElementById('getBalances')!.getBoundingClientRect();
        return h.top >= 0 && h.top < window.innerHeight / 2;
      });
      expect(await seriousAxeViolations(page), scheme).toEqual([]);
      await page.screenshot({ path: join(artifacts, `page-rendering-client-class-${scheme}.png`) });
      await context.close();
    }
    const phone = await open('packages/sdk/classes/EmoneyClient', { width: 390, height: 844 });
    await phone.page.screenshot({ path: join(artifacts, 'page-rendering-client-class-light-phone.png') });
    await phone.context.close();
    // The 96 kB budgets of this page and of the SDK reference are references.browser.test.ts's and reference-pages.browser.test.ts's.
  });
});
