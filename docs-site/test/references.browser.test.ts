/**
 * The API, SDK and React references of the built docs site in real Chromium, served by the API
 * server exactly as `make start` serves it. Builds the site first (`make docs`' script), so it tests
 * what ships; the TypeDoc JSON comes from `make docs-json` (run here when missing).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../server/test/support/browser.js';
import { startTestServer, type TestServer } from '../../server/test/support/test-app.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const artifacts = join(root, 'docs-site/test-artifacts');
/** The API reference's JS+CSS until Redoc has rendered, each file gzip -9 (issue 14). */
const API_BUDGET_BYTES = 450 * 1024;
/** A reference page's JS+CSS at load, each file gzip -9, like a guide (issue 14). */
const REFERENCE_BUDGET_BYTES = 90 * 1024;

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
const webhookOperations = operationsOf(spec.webhooks);

let server: TestServer;
let browser: Browser;
let base: string;

beforeAll(async () => {
  if (!existsSync(join(root, 'sdk/docs/api.json')) || !existsSync(join(root, 'react-provider/docs/api.json'))) {
    execFileSync('make', ['--no-print-directory', 'docs-json'], { cwd: root, stdio: 'pipe' });
  }
  execFileSync(join(root, 'node_modules/.bin/tsx'), ['docs-site/scripts/build.ts'], { cwd: root, stdio: 'pipe' });
  mkdirSync(artifacts, { recursive: true });
  server = await startTestServer();
  browser = await launchChromium();
  base = `${server.url}/js-monorepo/`;
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(path: string, options: { scheme?: 'light' | 'dark' } = {}): Promise<{ page: Page; context: BrowserContext; assets: string[]; outside: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: options.scheme ?? 'light' });
  const page = await context.newPage();
  const assets: string[] = [];
  const outside: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.origin !== server.url) outside.push(req.url());
    else if (/\.(js|css)$/.test(url.pathname)) assets.push(url.pathname);
  });
  await page.goto(base + path);
  await page.waitForSelector('#main article h1');
  return { page, context, assets, outside };
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
    const groups = await page.locator('.menu-content li[data-item-id^="group/"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(groups).toEqual(spec['x-tagGroups'].map((g) => g.name));
    expect(groups).toEqual(['Authorize', 'Accounts', 'Profiles', 'IBANs', 'Orders', 'Tokens', 'Addresses', 'Sandbox', 'Webhooks']);
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
      await context.close();
    }
    // Switching the theme re-renders the reference in the other palette.
    const { page, context } = await openApiReference('light');
    await page.getByRole('button', { name: 'Switch between dark and light mode' }).click();
    await page.waitForFunction(
      () => {
        const heading = document.querySelector('.redoc-wrap h2');
        return heading !== null && getComputedStyle(heading).color === 'rgb(232, 234, 237)';
      },
      undefined,
      { timeout: 30_000 },
    );
    await context.close();
  }, 120_000);
});
