/**
 * The docs site's Storybook: built as `make storybook` builds it, it lists every theme component in
 * light and dark, and each of those stories renders in real Chromium in its theme.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '@emoney/test-support/browser';
import { isStale } from './support/staleness.js';

const siteRoot = fileURLToPath(new URL('..', import.meta.url));
const out = join(siteRoot, 'storybook-static');
/** What the Storybook build reads: the components, their stories, its configuration. */
const STORYBOOK_SOURCES = ['src', 'stories', '.storybook', 'package.json', 'vite.config.ts'];

/**
 * The theme's core components (navbar … spinner and load error with Retry), then the other
 * theme components and a whole page; each has a `Light` and a `Dark` story (story titles `Theme/<name>`).
 */
// prettier-ignore
const COMPONENTS = [
  'Navbar', 'Footer', 'AnnouncementBar', 'Sidebar', 'Toc', 'ThemeToggle', 'ProgressBar', 'Search', 'CrashPage', 'Spinner', 'LoadError',
  'NavbarTools', 'SkipLink', 'NotFound', 'Heading', 'CodeBlock', 'SequenceDiagram', 'TokensTable', 'TryItPanel', 'Page',
] as const;
/** What each story must show, so a story that renders nothing (or the wrong thing) fails. */
const SHOWS: Record<(typeof COMPONENTS)[number], string> = {
  Navbar: 'nav[aria-label="Main"] a[aria-current="page"]',
  Footer: 'footer a[href^="https://"]',
  AnnouncementBar: '[role="region"][aria-label="Announcement"] button',
  Sidebar: '.sidebar a[aria-current="page"]',
  Toc: '.toc li.toc-level-3 a',
  ThemeToggle: 'button.theme-toggle',
  ProgressBar: '.progress-bar[role="progressbar"]',
  Search: '.search-dialog .search-hit',
  CrashPage: '.crash-causes li:nth-child(3)',
  Spinner: '[role="status"] .spinner',
  LoadError: '.load-error button',
  NavbarTools: '.navbar-tools .version-menu > summary',
  SkipLink: 'a.skip-link:focus',
  NotFound: 'h1:text("Page not found")',
  Heading: 'h2#client-credentials button.copy-link',
  CodeBlock: '.code-block .code-header button.copy-code',
  SequenceDiagram: 'svg text',
  TokensTable: 'table tbody td code',
  TryItPanel: '.try-it-panel textarea[id$="body-input"]',
  Page: '.page .toc a[href="#hosted-screens"]',
};

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };

let server: Server;
let browser: Browser;
let base: string;

beforeAll(async () => {
  // `make storybook` (CI's static checks) built it already unless a source changed since.
  if (isStale(siteRoot, join(out, 'index.html'), STORYBOOK_SOURCES)) execFileSync('npx', ['--no-install', 'storybook', 'build', '-c', '.storybook', '-o', 'storybook-static', '--quiet', '--disable-telemetry'], {
    cwd: siteRoot,
    stdio: 'pipe',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  // The build is a static folder: any file server shows it.
  server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    readFile(join(out, path.endsWith('/') ? `${path}index.html` : path)).then(
      (body) => res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  browser = await launchChromium();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

async function openStory(id: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${base}iframe.html?id=${id}&viewMode=story`);
  return page;
}

/** Switches the open preview to another story as Storybook's manager does (no reload), once it has rendered. */
async function showStory(page: Page, id: string): Promise<void> {
  await page.evaluate(`new Promise((resolve, reject) => {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    const outcomes = { storyRendered: () => resolve(), storyErrored: (e) => reject(new Error(JSON.stringify(e))), storyThrewException: (e) => reject(new Error(String(e && e.message))), storyMissing: () => reject(new Error('story missing')) };
    const listeners = Object.entries(outcomes).map(([name, settle]) => [name, (e) => { listeners.forEach(([n, l]) => channel.off(n, l)); settle(e); }]);
    listeners.forEach(([name, listener]) => channel.on(name, listener));
    channel.emit('setCurrentStory', { storyId: ${JSON.stringify(id)}, viewMode: 'story' });
  })`);
}

describe('docs-site Storybook', () => {
  it('lists a light and a dark story for every theme component', async () => {
    const index = JSON.parse(await readFile(join(out, 'index.json'), 'utf8')) as { entries: Record<string, { type: string; title: string }> };
    const stories = Object.entries(index.entries).filter(([, e]) => e.type === 'story').map(([id]) => id);
    for (const name of COMPONENTS) {
      expect(stories, name).toContain(`theme-${name.toLowerCase()}--light`);
      expect(stories, name).toContain(`theme-${name.toLowerCase()}--dark`);
    }
  });

  it('renders each of those stories in its theme', async () => {
    const page = await openStory('theme-navbar--light');
    for (const name of COMPONENTS) {
      for (const theme of ['light', 'dark'] as const) {
        await showStory(page, `theme-${name.toLowerCase()}--${theme}`);
        await page.locator(SHOWS[name]).first().waitFor({ timeout: 15_000 });
        expect(await page.evaluate(() => document.documentElement.dataset.theme), `${name} ${theme}`).toBe(theme);
        // The site's colours apply: dark text on light, light text on dark.
        const [r = 0, g = 0, b = 0] = (await page.evaluate(() => getComputedStyle(document.body).color)).match(/\d+/g)?.map(Number) ?? [];
        expect((r + g + b) / 3 > 128, `${name} ${theme} text colour`).toBe(theme === 'dark');
      }
    }
    await page.close();
  }, 120_000);

  it('shows a working Retry in the failed-load story', async () => {
    const page = await openStory('theme-loaderror--light');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Tokens (loaded on Retry)' }).waitFor();
    await page.close();
  });
});
