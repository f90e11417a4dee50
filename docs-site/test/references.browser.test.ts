/**
 * The API, SDK and React references of the built docs site in real Chromium, served by the API
 * server exactly as `make start` serves it. Serves the site the project's global setup built (test/support/buildDocsOnce.ts), so it tests
 * what ships; the TypeDoc JSON comes from `make docs-json` (run here when missing).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '@emoney/test-support/serious-axe-violations';
import { REPOSITORY as root, DOCS_ARTIFACTS as artifacts, docsSiteAndChromium } from './support/docsSiteAndChromium.js';

/** The API reference's JS+CSS until Redoc has rendered, each file gzip -9. */
const API_BUDGET_BYTES = 450 * 1024;
/**
 * A reference page's JS+CSS at load, each file gzip -9. 90 kB until contract 2.1: its new SDK
 * methods, types and hooks each add a route to the entry chunk's route table (94.6 kB then).
 */
const REFERENCE_BUDGET_BYTES = 96 * 1024;

interface SpecOperation {
  operationId?: string;
  'x-codeSamples'?: { lang: string; label: string; source: string }[];
}
const spec = JSON.parse(readFileSync(join(root, 'generated/openapi.json'), 'utf8')) as {
  'x-tagGroups': { name: string; tags: string[] }[];
  paths: Record<string, Record<string, SpecOperation>>;
  webhooks: Record<string, Record<string, SpecOperation>>;
};
const operationsOf = (items: Record<string, Record<string, SpecOperation>>) =>
  Object.values(items).flatMap((item) => Object.values(item).filter((op): op is SpecOperation & { operationId: string } => typeof op === 'object' && typeof op.operationId === 'string'));
const pathOperations = operationsOf(spec.paths);
interface TypeDocChild {
  name: string;
  kind: number;
  children?: { name: string; type?: { value?: unknown } }[];
}
const sdkJson = () => JSON.parse(readFileSync(join(root, 'sdk/docs/api.json'), 'utf8')) as { children: TypeDocChild[] };
const reactJson = () => JSON.parse(readFileSync(join(root, 'react-provider/docs/api.json'), 'utf8')) as { children: TypeDocChild[] };
const ENUMS = ['AccountState', 'Currency', 'IdDocumentKind', 'KYCOutcome', 'KYCState', 'Method', 'OrderKind', 'OrderState', 'PaymentStandard', 'Permission', 'ProfileState', 'ProfileType'];
const FUNCTIONS = ['getChain', 'parseChain', 'placeOrderMessage', 'rfc3339', 'shortenAddress', 'shortenIban', 'siweMessage'];
// Product specification section 2 (useSignatures is ours beyond it, and listed too).
const HOOKS = ['useAddress', 'useAddresses', 'useAuth', 'useAuthContext', 'useBalances', 'useIBAN', 'useIBANs', 'useLinkAddress', 'useMoveIban', 'useOrder', 'useOrders', 'usePlaceOrder', 'useProfile', 'useProfiles', 'useRequestIban', 'useSubmitProfileDetails', 'useSubscribeOrderNotification', 'useTokens'];
const webhookOperations = operationsOf(spec.webhooks);

const site = docsSiteAndChromium();

async function open(path: string, options: { scheme?: 'light' | 'dark' } = {}): Promise<{ page: Page; context: BrowserContext; assets: string[]; outside: string[] }> {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: options.scheme ?? 'light' });
  const page = await context.newPage();
  const assets: string[] = [];
  const outside: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.origin !== site.server.url) outside.push(req.url());
    else if (/\.(js|css)$/.test(url.pathname)) assets.push(url.pathname);
  });
  await visit(page, path);
  return { page, context, assets, outside };
}

/** Loads another page of the site in an opened tab: the context's cache keeps the shared chunks, as a reader's browser does. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(site.base + path);
  await page.waitForSelector('#main article h1');
}

/** The JS+CSS a page fetched, each file gzip -9, read from the built site. */
function gzippedSize(paths: string[]): number {
  let total = 0;
  for (const path of new Set(paths)) total += gzipSync(readFileSync(join(root, 'docs-site/dist', path.slice('/js-monorepo/'.length))), { level: 9 }).length;
  return total;
}

async function openApiReference(scheme: 'light' | 'dark' = 'light') {
  const opened = await open('docs/api', { scheme });
  await opened.page.waitForSelector('.api-reference[data-state="ready"]', { timeout: 30_000 });
  return opened;
}

describe('API reference (docs/api)', () => {
  it('lists every tag group, every operation and webhook event of the spec, with a curl and an SDK sample per operation', async () => {
    const { page, context, outside } = await openApiReference();
    // Each tag group of the spec holds one tag of its own name: the menu shows the tags at its top
    // level, in the groups' order, without the group level above each (the menu
    // repeated each level, AUTHORIZE › Authorize).
    expect(spec['x-tagGroups'].every((g) => g.tags.length === 1 && g.tags[0] === g.name)).toBe(true);
    await expect(page.locator('.menu-content li[data-item-id^="group/"]').count()).resolves.toBe(0);
    const groups = await page.locator('.menu-content li[data-item-id^="tag/"] > label span[title]').evaluateAll((els) => els.map((e) => e.getAttribute('title')));
    expect(groups).toEqual(spec['x-tagGroups'].map((g) => g.name));
    expect(groups).toEqual(expect.arrayContaining(['Authorize', 'Accounts', 'Profiles', 'IBANs', 'Orders', 'Tokens', 'Addresses', 'Swap', 'Sandbox', 'Webhooks']));
    for (const op of [...pathOperations, ...webhookOperations]) {
      await expect(page.locator(`[data-section-id="operation/${op.operationId}"]`).count(), op.operationId).resolves.toBe(1);
    }
    expect(webhookOperations.length).toBeGreaterThanOrEqual(5);
    await expect(page.locator('[data-section-id="operation/onOrderCreated"]').textContent()).resolves.toContain('Webhook');
    for (const op of pathOperations) {
      const section = page.locator(`[data-section-id="operation/${op.operationId}"]`);
      const samples = op['x-codeSamples'] ?? [];
      expect(samples.map((s) => s.label), op.operationId).toEqual(['curl', '@emoney/sdk']);
      // Each tab shows its sample from the bundled spec.
      const panels = section.locator('[role="tabpanel"]');
      await section.getByRole('tab', { name: 'curl', exact: true }).click();
      expect((await panels.allTextContents()).join('\n'), op.operationId).toContain('curl -X');
      await section.getByRole('tab', { name: '@emoney/sdk', exact: true }).click();
      const sdkLine = samples[1]!.source.split('\n').find((l) => l.startsWith('const ') && l.includes('await')) ?? samples[1]!.source.split('\n').at(-1)!;
      expect((await panels.allTextContents()).join('\n'), op.operationId).toContain(sdkLine);
    }
    expect(outside).toEqual([]);
    await context.close();
  }, 120_000);

  // Redoc draws more as the reader opens things: each state goes through axe, in both themes.
  // One test per theme, five minutes each: axe over Redoc's opened markup of contract 2.1 took
  // more than three minutes for one theme in a loaded CI run.
  it.each(['light', 'dark'] as const)('has no critical or serious axe violations in Redoc\'s markup, with responses, schemas and the SDK samples open (%s)', async (scheme) => {
    const { page, context } = await openApiReference(scheme);
    expect(await seriousAxeViolations(page, { invisibleText: true }), `${scheme} as loaded`).toEqual([]);
    // Open every collapsed response, nested schema, pattern and JSON sample, and pick the other
    // variant of each "one of" (twice: opening one shows more), then select the last tab of
    // every tab list (the SDK sample, the last response example).
    for (let round = 0; round < 2; round++) {
      const opened = await page.evaluate(() => {
        const toggles = [
          ...document.querySelectorAll<HTMLElement>('.redoc-root button[aria-expanded="false"], .redoc-root td button[aria-label^="expand"], .redoc-root button[class] + button[class]'),
          ...[...document.querySelectorAll<HTMLElement>('.redoc-root button')].filter((b) => /^\s*(Show pattern|Expand all)\s*$/.test(b.textContent ?? '')),
        ];
        for (const toggle of toggles) toggle.click();
        return toggles.length;
      });
      if (round === 0) expect(opened).toBeGreaterThan(20);
      await page.waitForTimeout(500);
    }
    const tabs = await page.evaluate(() => {
      const last = document.querySelectorAll<HTMLElement>('.redoc-root [role="tablist"] > [role="tab"]:last-child');
      for (const tab of last) tab.click();
      return last.length;
    });
    expect(tabs).toBeGreaterThan(pathOperations.length);
    await page.waitForTimeout(500);
    expect(await seriousAxeViolations(page, { invisibleText: true }), `${scheme} opened`).toEqual([]);
    // Keyboard users can reach and scroll every code sample that overflows.
    const unreachable = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.redoc-root pre')].filter((pre) => pre.scrollWidth > pre.clientWidth && pre.tabIndex < 0).length,
    );
    expect(unreachable).toBe(0);
    if (scheme === 'dark') {
      await page.evaluate(() => document.querySelector('[data-section-id="operation/placeOrder"]')?.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: join(artifacts, 'api-reference-dark-opened.png') });
    }
    await context.close();
  }, 300_000);

  it('loads at most 450 kB of JS+CSS (each file gzip -9) until the reference is rendered, Redoc only on this route', async () => {
    const { page, context, assets, outside } = await openApiReference();
    await page.waitForLoadState('networkidle');
    const size = gzippedSize(assets);
    expect(assets.some((a) => /redoc\.standalone-[^/]+\.js$/.test(a))).toBe(true);
    expect(size).toBeLessThanOrEqual(API_BUDGET_BYTES);
    expect(outside).toEqual([]);
    await context.close();
    const guide = await open('getting-started');
    await guide.page.waitForLoadState('networkidle');
    expect(guide.assets.some((a) => a.includes('redoc'))).toBe(false);
    await guide.context.close();
  });

  it('follows the site theme, light and dark; saves screenshots', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const { page, context } = await openApiReference(scheme);
      const background = await page.locator('.redoc-wrap').evaluate((e) => getComputedStyle(e).backgroundColor);
      expect(background).toBe(scheme === 'dark' ? 'rgb(22, 24, 29)' : 'rgb(255, 255, 255)');
      const text = await page.locator('[data-section-id="operation/placeOrder"] h2').evaluate((e) => getComputedStyle(e).color);
      expect(text).toBe(scheme === 'dark' ? 'rgb(232, 234, 237)' : 'rgb(28, 30, 33)');
      await page.evaluate(() => document.querySelector('[data-section-id="operation/placeOrder"]')?.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: join(artifacts, `api-reference-${scheme}.png`) });
      if (scheme === 'light') {
        // Switching the theme re-renders the reference in the other palette.
        await page.getByRole('button', { name: 'Switch between dark and light mode' }).click();
        await page.waitForFunction(
          () => {
            const heading = document.querySelector('.redoc-wrap h2');
            return heading !== null && getComputedStyle(heading).color === 'rgb(232, 234, 237)';
          },
          undefined,
          { timeout: 30_000 },
        );
      }
      await context.close();
    }
  }, 120_000);
});

/** The names linked from a reference index, by the kind label next to each. */
async function indexEntries(page: Page): Promise<{ name: string; kind: string; href: string }[]> {
  return page.locator('.ref-links li').evaluateAll((items) =>
    items.map((li) => ({ name: li.querySelector('a code')?.textContent ?? '', kind: li.querySelector('.ref-kind')?.textContent ?? '', href: li.querySelector('a')?.getAttribute('href') ?? '' })),
  );
}

describe('SDK reference (packages/sdk)', () => {
  it('lists the client class, the 12 enumerations and the 7 functions, grouped by @group', async () => {
    const { page, context } = await open('packages/sdk');
    expect(await page.locator('#main h1').textContent()).toBe('SDK reference');
    const entries = await indexEntries(page);
    const named = (kind: string) => entries.filter((e) => e.kind === kind).map((e) => e.name);
    expect(named('Class')).toContain('EmoneyClient');
    expect(named('Enumeration').sort()).toEqual([...ENUMS].sort());
    expect(named('Function')).toEqual(expect.arrayContaining(FUNCTIONS));
    expect(named('Interface').length).toBeGreaterThan(5);
    expect(named('Type alias')).toEqual(expect.arrayContaining(['Address', 'Balances', 'IBAN', 'Order', 'OrderFilter', 'Profile', 'Token', 'LinkedAddress']));
    expect(entries.find((e) => e.name === 'EmoneyClient')?.href).toBe('/js-monorepo/packages/sdk/classes/EmoneyClient');
    // Grouped by the TSDoc @group of each declaration.
    const groups = await page.locator('#main section h2').allTextContents();
    expect(groups).toEqual(expect.arrayContaining(['Client', 'Auth', 'Orders', 'Utilities', 'Errors']));
    await expect(page.locator('section:has(h2:text-is("Orders")) .ref-links').textContent()).resolves.toContain('placeOrderMessage');
    await context.close();
  });

  it('shows every enumeration with its values, from the TypeDoc JSON', async () => {
    const json = sdkJson();
    const { page, context } = await open('packages/sdk');
    for (const name of ENUMS) {
      await visit(page, `packages/sdk/enumerations/${name}`);
      expect(await page.locator('#main h1').textContent()).toBe(name);
      const rows = await page.locator('#values ~ .table-scroll tbody tr').evaluateAll((trs) => trs.map((tr) => [tr.querySelector('td code')?.textContent, tr.querySelectorAll('td')[1]?.textContent]));
      const expected = json.children.find((c) => c.name === name)!.children!.map((m) => [m.name, JSON.stringify(m.type?.value).replace(/"/g, "'")]);
      expect(rows, name).toEqual(expected);
      expect(rows.length, name).toBeGreaterThan(1);
    }
    await context.close();
  }, 120_000);

  it('shows each function with its signature, a parameters table and its TSDoc example as code', async () => {
    const { page, context } = await open('packages/sdk');
    for (const name of FUNCTIONS) {
      await visit(page, `packages/sdk/functions/${name}`);
      expect(await page.locator('#main h1').textContent()).toBe(name);
      await expect(page.locator('.ref-signature-code').first().textContent(), name).resolves.toMatch(new RegExp(`^${name}\\(`));
      expect(await page.locator('.ref-signature table th').allTextContents(), name).toEqual(['Parameter', 'Type', 'Description']);
    }
    await visit(page, 'packages/sdk/functions/getChain');
    await expect(page.locator('.ref-signature .code-block pre code').first().textContent()).resolves.toContain("getChain(11155111); // 'sepolia'");
    await context.close();
  }, 120_000);

  it('groups the client methods by @group, and a type link goes to its page', async () => {
    const { page, context } = await open('packages/sdk/classes/EmoneyClient');
    expect(await page.locator('#main h1').textContent()).toBe('EmoneyClient');
    const sections = await page.locator('#main section > h2').allTextContents();
    expect(sections).toEqual(expect.arrayContaining(['Constructor', 'Properties', 'Methods: Auth', 'Methods: Orders', 'Methods: Webhooks']));
    await expect(page.locator('section:has(h2:text-is("Methods: Orders")) h3').allTextContents()).resolves.toEqual(expect.arrayContaining(['getOrder#', 'listOrders#', 'placeOrder#']));
    // The constructor's parameter type links to the interface's own page (client-side navigation).
    await page.locator('#constructor ~ .ref-entry .ref-signature-code').getByRole('link', { name: 'ClientOptions' }).click();
    await page.waitForURL(`${site.base}packages/sdk/interfaces/ClientOptions`);
    await page.waitForSelector('#main h1:text-is("ClientOptions")');
    expect(await page.locator('#properties ~ .table-scroll tbody tr').count()).toBeGreaterThan(2);
    await context.close();
    // A schema-backed alias lists the contract's properties, with their types linked.
    const order = await open('packages/sdk/type-aliases/Order');
    const props = await order.page.locator('#properties ~ .table-scroll tbody tr td:first-child code').allTextContents();
    expect(props).toEqual(expect.arrayContaining(['id', 'kind', 'state', 'amount', 'counterpart']));
    await order.page.locator('#properties ~ .table-scroll tr#counterpart').getByRole('link', { name: 'Counterpart' }).click();
    await order.page.waitForSelector('#main h1:text-is("Counterpart")');
    await order.context.close();
  }, 60_000);

  it('lists the constants on one variables page, each with an anchor', async () => {
    const { page, context } = await open('packages/sdk/variables');
    const ids = await page.locator('.ref-entry h3').evaluateAll((hs) => hs.map((h) => h.id));
    expect(ids).toEqual(expect.arrayContaining(['API_VERSION', 'CHAIN_IDS', 'ENVIRONMENTS', 'LINK_MESSAGE', 'MEDIA_TYPE']));
    await context.close();
  });
});

describe('React provider reference (packages/sdk-react-provider)', () => {
  it('lists the provider and every hook, the keys and the context, and each hook has its page', async () => {
    const json = reactJson();
    const hooks = json.children.filter((c) => c.name.startsWith('use')).map((c) => c.name);
    expect(hooks).toEqual(expect.arrayContaining(HOOKS));
    const { page, context } = await open('packages/sdk-react-provider');
    expect(await page.locator('#main h1').textContent()).toBe('React provider reference');
    const entries = await indexEntries(page);
    const functions = entries.filter((e) => e.kind === 'Function').map((e) => e.name);
    expect(functions).toContain('EmoneyProvider');
    expect(functions).toEqual(expect.arrayContaining(hooks));
    expect(entries.filter((e) => e.kind === 'Variable').map((e) => e.name).sort()).toEqual(['EmoneyContext', 'keys']);
    expect(entries.filter((e) => e.kind === 'Type alias').map((e) => e.name)).toEqual(expect.arrayContaining(['MutationOptions', 'MutationResult', 'QueryOptions', 'QueryResult', 'UseAuthReturn']));
    expect(entries.filter((e) => e.kind === 'Interface').map((e) => e.name)).toEqual(expect.arrayContaining(['EmoneyProviderProps', 'Order', 'Profile', 'Token']));
    await expect(page.locator('#main section h2').allTextContents()).resolves.toEqual(['Provider', 'Hooks', 'Keys', 'Types']);
    await context.close();
    for (const hook of HOOKS) {
      const res = await fetch(`${site.base}packages/sdk-react-provider/functions/${hook}`);
      expect(res.status, hook).toBe(200);
      expect(await res.text(), hook).toContain(`<h1>${hook}</h1>`);
    }
  }, 60_000);

  it('links a hook’s types to their pages', async () => {
    const { page, context } = await open('packages/sdk-react-provider/functions/useOrder');
    const links = await page.locator('.ref-signature-code a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.some((href) => href?.startsWith('/js-monorepo/packages/sdk-react-provider/'))).toBe(true);
    await page.locator('.ref-signature-code').getByRole('link', { name: 'QueryOptions' }).first().click();
    await page.waitForSelector('#main h1:text-is("QueryOptions")');
    await context.close();
    const variables = await open('packages/sdk-react-provider/variables');
    expect(await variables.page.locator('.ref-entry h3').evaluateAll((hs) => hs.map((h) => h.id))).toEqual(['EmoneyContext', 'keys']);
    await variables.context.close();
  });
});

describe('reference pages', () => {
  it('render without JavaScript (prerendered), every generated route', async () => {
    const { routes } = await import('../src/navigation/site.js');
    const generated = routes.filter((r) => r.generated);
    expect(generated.length).toBeGreaterThan(50);
    for (const route of generated) {
      const html = await (await fetch(site.base + route.path)).text();
      expect(html, route.path).toContain(`<title>${route.title.replace(/&/g, '&amp;')} | emoney</title>`);
      expect(html, route.path).toMatch(/<article class="content">[\s\S]*<h1>/);
    }
  }, 60_000);

  it('load at most 96 kB of JS+CSS (each file gzip -9) at load: the largest page, the client class', async () => {
    for (const path of ['packages/sdk/classes/EmoneyClient', 'packages/sdk']) {
      const { page, context } = await open(path);
      await page.waitForLoadState('load');
      // Only what was requested before the load event: in-view prefetching starts after it, by design.
      const beforeLoad = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime <= nav.loadEventStart && /\.(js|css)$/.test(new URL(e.name).pathname))
          .map((e) => new URL(e.name).pathname);
      });
      expect(beforeLoad.length, path).toBeGreaterThan(1);
      expect(gzippedSize(beforeLoad), path).toBeLessThanOrEqual(REFERENCE_BUDGET_BYTES);
      await context.close();
    }
  });

  it('have no critical or serious axe violations, light and dark; saves screenshots', async () => {
    const shots: Record<string, string> = { 'packages/sdk': 'sdk-reference', 'packages/sdk/classes/EmoneyClient': 'sdk-client', 'packages/sdk-react-provider': 'react-reference', 'packages/sdk-react-provider/functions/useOrders': 'react-hook' };
    for (const scheme of ['light', 'dark'] as const) {
      const [first, ...others] = [...Object.keys(shots), 'packages/sdk/enumerations/OrderState', 'packages/sdk/type-aliases/Order'];
      const { page, context } = await open(first!, { scheme });
      for (const path of [first!, ...others]) {
        if (path !== first) await visit(page, path);
        expect(await seriousAxeViolations(page), `${scheme} /${path}`).toEqual([]);
        if (shots[path]) await page.screenshot({ path: join(artifacts, `${shots[path]}-${scheme}.png`) });
      }
      await context.close();
    }
  }, 120_000);
});
