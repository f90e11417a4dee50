/**
 * The docs build's link checker (scripts/check-links.ts) on a small built site: it passes when every
 * internal link and anchor resolves, and fails naming the page and the link when one is planted
 * broken; external links are listed, not fetched.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { apiReferenceAnchors, checkLinks } from '../scripts/check-links.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const BASE = '/js-monorepo/';
let dist: string;

function site(pages: Record<string, string>): string {
  dist = mkdtempSync(join(tmpdir(), 'docs-links-'));
  for (const [file, body] of Object.entries(pages)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), file.endsWith('.html') ? `<!doctype html><html><head><script type="module" src="/js-monorepo/assets/app.js"></script></head><body>${body}</body></html>` : body);
  }
  return dist;
}
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const good = {
  'assets/app.js': 'export {};',
  'index.html': `<a href="#top" id="top">top</a><a href="/js-monorepo/tokens">Tokens</a><a href="/js-monorepo/tokens#eure">EURe</a><a href="/js-monorepo/docs/api#tag/Orders/operation/placeOrder">placeOrder</a><a href="https://github.com/emoney-dev/js-monorepo/issues">Issues</a><a href="/js-monorepo/">Home</a>`,
  'tokens/index.html': '<h2 id="eure">EURe</h2><a href="getting-started">relative</a>',
  'getting-started/index.html': '<h1>Getting started</h1>',
  'docs/api/index.html': '<h1>API reference</h1>',
  '404.html': '<a href="#main">skip</a><main id="main"></main>',
};
const api = { 'docs/api': apiReferenceAnchors({ tags: [{ name: 'Orders' }], paths: { '/orders': { post: { operationId: 'placeOrder', tags: ['Orders'] } } } }) };

describe('link checker', () => {
  it('passes when every internal link and anchor resolves, and lists external links without fetching them', () => {
    const report = checkLinks(site(good), BASE, api);
    expect(report.broken).toEqual([]);
    expect(report.external).toEqual(['https://github.com/emoney-dev/js-monorepo/issues']);
    expect(report.pages).toBe(5);
  });

  it('fails on a planted broken link and a planted broken anchor, naming the page and the link', () => {
    const report = checkLinks(
      site({
        ...good,
        'tokens/index.html': `${good['tokens/index.html']}<a href="/js-monorepo/no-such-guide">gone</a><a href="/js-monorepo/getting-started#no-such-heading">gone too</a><a href="/js-monorepo/docs/api#operation/noSuchOperation">no op</a>`,
      }),
      BASE,
      api,
    );
    expect(report.broken).toEqual([
      'tokens/index.html: /js-monorepo/no-such-guide (no such page or file)',
      'tokens/index.html: /js-monorepo/getting-started#no-such-heading (no #no-such-heading on that page)',
      'tokens/index.html: /js-monorepo/docs/api#operation/noSuchOperation (no #operation/noSuchOperation on that page)',
    ]);
  });

  it('fails on a missing asset and a link outside the site', () => {
    const { 'assets/app.js': _asset, ...withoutAsset } = good;
    const report = checkLinks(site({ ...withoutAsset, 'index.html': '<a href="/somewhere-else">out</a>' }), BASE);
    expect(report.broken).toEqual(expect.arrayContaining(['index.html: /js-monorepo/assets/app.js (no such page or file)', 'index.html: /somewhere-else (outside the site /js-monorepo/)']));
  });

  it('exits 1 from the command line, printing the page and the link', () => {
    const dir = site({ ...good, 'index.html': '<a href="/js-monorepo/tokens#nope">bad anchor</a>' });
    let output = '';
    let code = 0;
    try {
      execFileSync(join(root, 'node_modules/.bin/tsx'), ['docs-site/scripts/check-links.ts', dir], { cwd: root, stdio: 'pipe' });
    } catch (error) {
      code = (error as { status: number }).status;
      output = String((error as { stderr: Buffer }).stderr);
    }
    expect(code).toBe(1);
    expect(output).toContain('index.html: /js-monorepo/tokens#nope (no #nope on that page)');
  });
});
