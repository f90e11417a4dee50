/**
 * The reference pages in real Chromium on the built site (built once by the project's global setup,
 * test/support/buildDocsOnce.ts): the SDK and React reference pages can be navigated ("On this
 * page" on every page, each link reaching its member), object parameters show their properties
 * with their documentation, parameter tables carry descriptions, search snippets show no Markdown,
 * and the SDK reference stays within its page budget. Screenshots go to
 * docs-site/test-artifacts/reference-client-*.png.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../src/navigation/site.js';
import { REPOSITORY as root, DOCS_ARTIFACTS as artifacts, DOCS_DIST as dist, docsSiteAndChromium } from './support/docsSiteAndChromium.js';

const CLIENT = 'packages/sdk/classes/EmoneyClient';

vi.setConfig({ testTimeout: 180_000 });

const site = docsSiteAndChromium();

type Scheme = 'light' | 'dark';
async function open(path: string, options: { width?: number; height?: number; scheme?: Scheme } = {}): Promise<{ page: Page; context: BrowserContext }> {
  const context = await site.browser.newContext({ viewport: { width: options.width ?? 1366, height: options.height ?? 768 }, colorScheme: options.scheme ?? 'light' });
  const page = await context.newPage();
  await page.goto(site.base + path);
  await page.waitForSelector('#main article h1');
  return { page, context };
}

/** The rows of the parameter table of a method: name, type and description as shown. */
async function parameterRows(page: Page, method: string): Promise<{ name: string; type: string; description: string; member: boolean }[]> {
  return page.locator(`#main .ref-entry:has(> h3#${method}) .ref-signature table`).first().evaluate((table) =>
    [...table.querySelectorAll('tbody tr')].map((tr) => {
      const cells = [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim());
      return { name: tr.querySelector('td code')?.textContent ?? '', type: cells[1] ?? '', description: cells[2] ?? '', member: tr.classList.contains('ref-member-row') };
    }),
  );
}

describe('reference pages: navigation', () => {
  it('every SDK and React reference page is prerendered with an "On this page" list of its members', () => {
    const generated = routes.filter((r) => r.generated || r.path === 'packages/sdk' || r.path === 'packages/sdk-react-provider');
    expect(generated.length).toBeGreaterThan(50);
    for (const route of generated) {
      const html = readFileSync(join(dist, route.path, 'index.html'), 'utf8');
      const toc = /<nav class="toc" aria-label="On this page">([\s\S]*?)<\/nav>/.exec(html)?.[1];
      expect(toc, `/${route.path} has "On this page"`).toBeDefined();
      // Every anchor the list links to exists on the page.
      for (const [, id] of toc!.matchAll(/href="#([^"]+)"/g)) expect(html, `/${route.path}#${id}`).toContain(`id="${id}"`);
    }
    // An interface's and an enumeration's members are listed too (rows of their tables).
    const order = readFileSync(join(dist, 'packages/sdk/enumerations/OrderState/index.html'), 'utf8');
    expect(/<nav class="toc"[\s\S]*?<\/nav>/.exec(order)?.[0]).toContain('href="#processed"');
  });

  it('the client class page lists its methods "On this page"; each link scrolls to its member (desktop), and on a phone the list opens in the article', async () => {
    const { page, context } = await open(CLIENT);
    const methods = await page.locator('#main article .ref-entry h3[id]').evaluateAll((hs) => hs.map((h) => h.id));
    // No id twice on the page (the constructor's heading once shared the section's `constructor`).
    const ids = await page.locator('[id]').evaluateAll((els) => els.map((e) => e.id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(methods).toEqual(expect.arrayContaining(['new-EmoneyClient', 'listOrders', 'placeOrder', 'getBalances', 'subscribeOrderNotifications']));
    const toc = page.locator('.toc-column nav.toc');
    await expect(toc.isVisible()).resolves.toBe(true);
    const links = await toc.locator('a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).hash.slice(1)));
    for (const id of methods) expect(links, id).toContain(id);
    for (const id of ['placeOrder', 'listWebhooks', 'getBalances']) {
      await toc.locator(`a[href="#${id}"]`).click();
      await page.waitForFunction((target) => {
        const top = document.getElementById(target)!.getBoundingClientRect().top;
        return top >= 0 && top < window.innerHeight / 2;
      }, id);
      expect(new URL(page.url()).hash).toBe(`#${id}`);
    }
    await context.close();

    const phone = await open(CLIENT, { width: 390, height: 844 });
    await expect(phone.page.locator('.toc-column').isVisible()).resolves.toBe(false);
    const inline = phone.page.locator('#main details.ref-inline-toc');
    await inline.locator('summary').click();
    await inline.locator('a[href="#listOrders"]').click();
    await phone.page.waitForFunction(() => {
      const top = document.getElementById('listOrders')!.getBoundingClientRect().top;
      return top >= 0 && top < window.innerHeight / 2;
    });
    await phone.context.close();
  });
});

describe('reference pages: parameters', () => {
  it('an options object shows each property with its type and description (listOrders, placeOrder, the constructor)', async () => {
    const { page, context } = await open(CLIENT);
    const orders = await parameterRows(page, 'listOrders');
    expect(orders[0]).toMatchObject({ name: 'filter', member: false });
    expect(orders[0]!.description).toMatch(/Which orders to list/);
    const members = orders.filter((r) => r.member);
    expect(members.map((r) => r.name)).toEqual(expect.arrayContaining(['filter.address', 'filter.cursor', 'filter.limit', 'filter.memo', 'filter.profile', 'filter.state', 'filter.txHash']));
    for (const row of members) expect(row.description, row.name).not.toBe('');
    expect(members.find((r) => r.name === 'filter.state')!.type).toMatch(/OrderState|processed/);
    // The signature names every property: nothing cut short with an ellipsis.
    const signature = await page.locator('#main .ref-entry:has(> h3#listOrders) .ref-signature-code').first().textContent();
    expect(signature).toContain('txHash');
    expect(signature).not.toContain('…');

    // placeOrder: Omit<NewOrder, 'kind'> & { kind?: 'redeem' }, the contract's schema expanded, `kind` once.
    const place = await parameterRows(page, 'placeOrder');
    const placeMembers = place.filter((r) => r.member).map((r) => r.name);
    expect(placeMembers).toEqual(expect.arrayContaining(['order.amount', 'order.currency', 'order.signature', 'order.counterpart', 'order.kind']));
    expect(placeMembers.filter((n) => n === 'order.kind')).toHaveLength(1);
    expect(place.find((r) => r.name === 'order.amount')!.description).not.toBe('');

    const ctor = await page.locator('#main .ref-entry:has(> h3#new-EmoneyClient) .ref-signature table tbody tr').allTextContents();
    expect(ctor.some((row) => row.startsWith('options.clientId'))).toBe(true);
    await context.close();
  });

  it('the Description column is filled for every documented parameter of the client class', async () => {
    const { page, context } = await open(CLIENT);
    const rows = await page.locator('#main .ref-signature table tbody tr:not(.ref-member-row)').evaluateAll((trs) =>
      trs.map((tr) => ({ name: tr.querySelector('td code')?.textContent ?? '', description: (tr.querySelectorAll('td')[2]?.textContent ?? '').trim() })),
    );
    expect(rows.length).toBeGreaterThanOrEqual(30);
    // Every parameter of EmoneyClient is documented (an @param tag, or its type's own summary).
    expect(rows.filter((r) => r.description === '').map((r) => r.name)).toEqual([]);
    await context.close();
  });
});

describe('reference pages: search and screenshots', () => {
  it('a search snippet of a text written with backticks shows no backtick', async () => {
    // An operation whose description (Markdown) has inline code in its first sentence.
    const spec = JSON.parse(readFileSync(join(root, 'generated/openapi.json'), 'utf8')) as { paths: Record<string, Record<string, { summary?: string; description?: string }>> };
    const op = Object.values(spec.paths)
      .flatMap((item) => Object.values(item))
      .find((o) => typeof o === 'object' && o.summary && /^[^.]*`[^`]+`/.test(o.description ?? ''));
    expect(op, 'an operation described with inline code').toBeDefined();
    const { page, context } = await open('getting-started');
    await page.getByRole('button', { name: 'Search the documentation' }).click();
    await page.getByRole('combobox', { name: 'Search' }).pressSequentially(op!.summary!, { delay: 20 });
    await page.locator('#search-results [role=option]').first().waitFor();
    const snippets = await page.locator('#search-results .search-hit-snippet').allTextContents();
    expect(snippets.length).toBeGreaterThan(0);
    expect(snippets.filter((s) => s.includes('`'))).toEqual([]);
    await context.close();
    expect(readFileSync(join(dist, 'search-index.json'), 'utf8')).not.toContain('`');
  });

  it('screenshots of the client class page: desktop 1366×768 and phone 390×844, light and dark', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const desktop = await open(CLIENT, { scheme });
      await desktop.page.screenshot({ path: join(artifacts, `reference-client-${scheme}.png`) });
      await desktop.page.locator('#main .ref-entry:has(> h3#listOrders) .ref-signature table').first().scrollIntoViewIfNeeded();
      await desktop.page.screenshot({ path: join(artifacts, `reference-client-params-${scheme}.png`) });
      await desktop.context.close();
      const phone = await open(CLIENT, { scheme, width: 390, height: 844 });
      await phone.page.locator('#main details.ref-inline-toc summary').click();
      await phone.page.screenshot({ path: join(artifacts, `reference-client-${scheme}-phone.png`) });
      await phone.page.locator('#main .ref-entry:has(> h3#listOrders) .ref-signature table').first().scrollIntoViewIfNeeded();
      await phone.page.screenshot({ path: join(artifacts, `reference-client-params-${scheme}-phone.png`) });
      await phone.context.close();
    }
  });

  it('the SDK reference page loads at most 96 kB of JS+CSS (each file gzip -9) before load', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('requestfinished', (req) => {
      if (/\.(js|css)$/.test(new URL(req.url()).pathname)) files.add(new URL(req.url()).pathname);
    });
    await page.goto(`${site.base}packages/sdk`, { waitUntil: 'load' });
    await context.close();
    const sizes = [...files].map((file) => ({ file: file.split('/').pop()!, bytes: gzipSync(readFileSync(join(dist, file.slice('/js-monorepo/'.length))), { level: 9 }).length }));
    const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
    console.log(`SDK reference page: ${(total / 1024).toFixed(1)} kB JS+CSS gzip at load: ${sizes.map((s) => `${s.file} ${(s.bytes / 1024).toFixed(1)}`).join(', ')}`);
    // 96 kB, as references.browser.test.ts says why.
    expect(total).toBeLessThanOrEqual(96 * 1024);
  });
});
