/**
 * Try it on the API reference, in real Chromium, on the built site served by the
 * API server as `make start` serves it (docs under /js-monorepo/, the API at its root). The reader
 * obtains a token with the sandbox's client credentials in the panel, sends real requests and sees
 * the real answers. Serves the site the project's global setup built (test/support/buildDocsOnce.ts):
 * a build here would replace docs-site/dist while other files serve it. Screenshots go to
 * docs-site/test-artifacts/try-it-*.png.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { Receiver } from '@emoney/test-support/receiver';
import { curlCommand, initialValues, paramKey, sdkCode, tryItOperations, tokenEndpoint } from '../src/reference/tryItModel.js';
import { seriousAxeViolations } from '@emoney/test-support/serious-axe-violations';
import { REPOSITORY as root, DOCS_ARTIFACTS as artifacts, docsSiteAndChromium } from './support/docsSiteAndChromium.js';

const spec = JSON.parse(readFileSync(join(root, 'generated/openapi.json'), 'utf8')) as Record<string, unknown>;

// Axe over Redoc's markup takes its time on a shared machine.
vi.setConfig({ testTimeout: 300_000 });

const site = docsSiteAndChromium();

type Scheme = 'light' | 'dark';

async function openReference(scheme: Scheme, viewport: { width: number; height: number }) {
  const context = await site.browser.newContext({ viewport, colorScheme: scheme });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('requestfinished', (req) => {
    if (/\.js$/.test(new URL(req.url()).pathname)) scripts.push(new URL(req.url()).pathname);
  });
  await page.goto(`${site.base}docs/api`);
  await page.locator('.api-reference[data-state="ready"]').waitFor({ timeout: 60_000 });
  return { page, context, scripts };
}

/** Opens Try it on an operation and returns its panel. */
async function openTryIt(page: Page, label: string): Promise<Locator> {
  const button = page.getByRole('button', { name: `Try it: ${label}`, exact: true });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  const panel = page.getByRole('region', { name: `Try it: ${label}` });
  await panel.locator('.try-it-panel').waitFor();
  return panel;
}

async function send(panel: Locator): Promise<{ status: string; body: string }> {
  await panel.locator('button.try-it-primary').click();
  await panel.locator('.try-it-status').waitFor();
  const status = (await panel.locator('.try-it-status').getAttribute('data-status')) ?? '';
  const body = (await panel.locator('pre.try-it-body').textContent()) ?? '';
  return { status, body };
}

describe('Try it: what the panel derives from the contract', () => {
  const operations = tryItOperations(spec);

  it('knows every operation, the token endpoint, and writes each SDK call with the reader values', () => {
    expect(operations.size).toBeGreaterThanOrEqual(38);
    expect(tokenEndpoint(spec)?.path).toBe('/auth/token');
    let retargeted = 0;
    for (const op of operations.values()) {
      const values = initialValues(op);
      const curl = curlCommand(op, 'http://127.0.0.1:4000', values);
      expect(curl, op.operationId).toContain(`-X ${op.method.toUpperCase()} 'http://127.0.0.1:4000${op.path.split('{')[0]!}`);
      const sdk = sdkCode(op, 'http://127.0.0.1:4000', values);
      expect(sdk, `${op.operationId}: a generated SDK sample`).toBeDefined();
      // Unchanged values leave the generated call as it is; only the client points at the sandbox.
      expect(sdk).toContain(`baseUrl: 'http://127.0.0.1:4000'`);
      const call = (source: string) => source.slice(source.indexOf('\n', source.indexOf('new EmoneyClient')));
      expect(call(sdk!), op.operationId).toBe(call(op.sdkSample!));
      // A changed path parameter reaches the SDK call (the method's arguments), and curl's URL.
      for (const p of op.parameters.filter((q) => q.in === 'path')) {
        const changed = { ...values, params: { ...values.params, [paramKey(p)]: 'changed-value' } };
        expect(sdkCode(op, 'http://x', changed), `${op.operationId} ${p.name}`).toContain(`'changed-value'`);
        expect(curlCommand(op, 'http://x', changed)).toContain('changed-value');
        retargeted += 1;
      }
    }
    expect(retargeted).toBeGreaterThanOrEqual(10);
    // A changed JSON body reaches the SDK call.
    const createWebhook = operations.get('createWebhook')!;
    const body = JSON.stringify({ url: 'https://changed.test/hook', types: ['order.updated'] });
    expect(sdkCode(createWebhook, 'http://x', { params: {}, body })).toContain(`url: 'https://changed.test/hook'`);
  });
});

describe('Try it on the API reference', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`${scheme}: obtains a token, sends GET /tokens and POST /webhooks for real, shows errors, curl and SDK code; axe clean; screenshots`, async () => {
      const { clientId, clientSecret } = site.server.seed;
      for (const viewport of [
        { width: 1366, height: 768 },
        { width: 390, height: 844 },
      ]) {
        const phone = viewport.width < 500;
        const { page, context, scripts } = await openReference(scheme, viewport);
        // The panel's code is not part of the page at load.
        expect(scripts.some((s) => /TryItPanel/.test(s))).toBe(false);

        const tokens = await openTryIt(page, 'GET /tokens');
        expect(scripts.some((s) => /TryItPanel/.test(s))).toBe(true);
        // The sandbox is the origin serving the page.
        await expect(tokens.getByLabel('Sandbox URL').inputValue()).resolves.toBe(site.server.url);
        // Without a token, the sandbox's own 401.
        const anonymous = await send(tokens);
        expect(anonymous.status).toBe('401');
        expect(JSON.parse(anonymous.body)).toMatchObject({ status: 401, code: expect.any(String), message: expect.any(String) });
        // A wrong secret is refused in the panel, nothing kept.
        await tokens.getByLabel('Client ID').fill(clientId);
        await tokens.getByLabel('Client secret').fill('not-the-secret');
        await tokens.getByRole('button', { name: 'Get a token' }).click();
        await expect(tokens.getByRole('alert').textContent()).resolves.toMatch(/^HTTP 4\d\d: .*secret/i);
        await tokens.locator('.try-it-token').scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(artifacts, `try-it-${scheme}${phone ? '-phone' : ''}-form.png`) });
        await tokens.getByLabel('Client secret').fill(clientSecret);
        const tokenAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/auth/token' && r.status() === 200);
        await tokens.getByRole('button', { name: 'Get a token' }).click();
        const token = ((await (await tokenAnswer).json()) as { access_token: string }).access_token;
        await tokens.getByText('Access token obtained').waitFor();
        const listed = await send(tokens);
        expect(listed.status).toBe('200');
        expect(listed.body).toContain('"symbol": "EURe"');
        await tokens.getByText(/Response headers/).click();
        await expect(tokens.locator('.try-it-headers dt').allTextContents()).resolves.toContain('content-type');
        // The same call as curl (the default tab) and through the SDK.
        const curl = (await tokens.locator('.code-tabs [role=tabpanel]:not([hidden]) pre').textContent()) ?? '';
        expect(curl).toContain(`${site.server.url}/tokens`);
        expect(curl).toContain('Authorization: Bearer');
        await tokens.getByRole('tab', { name: 'SDK' }).click();
        const sdk = (await tokens.locator('.code-tabs [role=tabpanel]:not([hidden]) pre').textContent()) ?? '';
        expect(sdk).toContain('await client.listTokens()');
        expect(sdk).toContain(`baseUrl: '${site.server.url}'`);
        expect(sdk).toContain(`clientId: '${clientId}'`);
        expect(sdk).not.toContain(clientSecret);
        await tokens.getByRole('tab', { name: 'curl' }).click();
        // The token lives in memory only.
        const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
        expect(stored).not.toContain(token);
        if (!phone) {
          // The panel, in view, as answered.
          await tokens.scrollIntoViewIfNeeded();
          expect(await seriousAxeViolations(page, { within: '[aria-label="Try it: GET /tokens"]' }), `${scheme}: GET /tokens answered`).toEqual([]);
        }

        // POST /webhooks with the contract's example body: the token obtained above serves every panel.
        const webhooks = await openTryIt(page, 'POST /webhooks');
        await webhooks.getByText('Access token obtained').waitFor();
        const bodyInput = webhooks.getByLabel(/Request body/);
        const example = JSON.parse(await bodyInput.inputValue()) as { url: string; secret: string; types: string[] };
        expect(example.url).toMatch(/^https:\/\//);
        // The example's endpoint does not exist: the sandbox refuses it, and the panel shows its error body.
        const refused = await send(webhooks);
        expect(refused.status).toBe('400');
        expect(JSON.parse(refused.body)).toMatchObject({ code: expect.any(String), status: 400, message: expect.stringMatching(/webhook url/i) });
        await expect(webhooks.locator('.try-it-status').textContent()).resolves.toMatch(/^400 Bad Request/);
        // The reader's own receiver: created for real, the sandbox's test notification received.
        const receiver = await new Receiver().start();
        await bodyInput.fill(JSON.stringify({ ...example, url: receiver.url }, null, 2));
        const created = await send(webhooks);
        expect(created.status, created.body).toBe('201');
        expect(JSON.parse(created.body)).toMatchObject({ url: receiver.url, state: 'active' });
        expect(receiver.received.some((r) => r.body.includes('subscription.created'))).toBe(true);
        await receiver.stop();
        // Not JSON: the panel says so and does not send.
        await bodyInput.fill('{ "url": ');
        await expect(webhooks.locator('button.try-it-primary').isDisabled()).resolves.toBe(true);
        await webhooks.getByText(/not valid JSON/).waitFor();
        await bodyInput.fill(JSON.stringify({ ...example, url: 'https://hooks.partner.test/emoney' }, null, 2));
        const curlPost = (await webhooks.locator('.code-tabs [role=tabpanel]:not([hidden]) pre').textContent()) ?? '';
        expect(curlPost).toContain(`-X POST '${site.server.url}/webhooks'`);
        expect(curlPost).toContain('Authorization: Bearer');
        expect(curlPost).toContain('https://hooks.partner.test/emoney');
        await webhooks.getByRole('tab', { name: 'SDK' }).click();
        await expect(webhooks.locator('.code-tabs [role=tabpanel]:not([hidden]) pre').textContent()).resolves.toContain(`await client.createWebhook({\n  url: 'https://hooks.partner.test/emoney',`);
        await webhooks.getByRole('tab', { name: 'curl' }).click();

        // Phone: the panel fits the width (no sideways scrolling of the page).
        if (phone) {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${scheme} phone: page wider than the screen`).toBeLessThanOrEqual(0);
        }
        // Nothing in a panel is wider than the panel, and the panel fits the screen.
        for (const panel of [tokens, webhooks]) {
          const box = await panel.locator('.try-it-panel').evaluate((el) => {
            const r = el.getBoundingClientRect();
            const widest = Math.max(...[...el.querySelectorAll('input, textarea, button, pre, .code-tabs, dl')].map((c) => c.getBoundingClientRect().right));
            return { left: r.left, right: r.right, widest, scrolls: el.scrollWidth > el.clientWidth };
          });
          expect(box.scrolls, `${scheme} ${viewport.width}`).toBe(false);
          expect(box.widest, `${scheme} ${viewport.width}: a control wider than its panel`).toBeLessThanOrEqual(box.right + 0.5);
          expect(box.left).toBeGreaterThanOrEqual(0);
          expect(box.right).toBeLessThanOrEqual(viewport.width);
        }
        await webhooks.locator('.try-it-answer').scrollIntoViewIfNeeded();
        // On a desktop, every launcher and both panels as answered: the rest is Redoc's markup in its
        // desktop layout, which references.browser.test.ts runs through axe in both themes, as loaded
        // and with every part opened (stricter). On a phone, the whole page: Redoc's phone layout is
        // checked here only.
        if (!phone) expect(await seriousAxeViolations(page, { within: '.try-it' }), `${scheme}: POST /webhooks answered`).toEqual([]);
        else expect(await seriousAxeViolations(page), `${scheme} phone`).toEqual([]);
        const name = `try-it-${scheme}${phone ? '-phone' : ''}`;
        await page.screenshot({ path: join(artifacts, `${name}.png`) });
        await tokens.locator('.try-it-token').scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(artifacts, `${name}-token.png`) });
        await context.close();
      }
    });
  }
  // The API page's 450 kB budget is references.browser.test.ts's (counted until Redoc has rendered).
});
