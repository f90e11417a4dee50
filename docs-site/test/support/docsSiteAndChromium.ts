/**
 * The usual start of a docs-site browser test file (the docs twin of serverAndChromium): the API
 * server on a fresh database, serving the built site under /js-monorepo/ as `make start` serves it
 * (the project's global setup built it: buildDocsOnce.ts), and one Chromium, started before the
 * file's first test and closed after its last. Each file has its own, so files stay independent.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import { serverAndChromium } from '@emoney/test-support/server-and-chromium';
import type { TestServer } from '@emoney/test-support/test-app';
import { waitForHydration } from './waitForHydration.js';

/** The repository's root folder. */
export const REPOSITORY = fileURLToPath(new URL('../../..', import.meta.url));
/** The built site the server serves. */
export const DOCS_DIST = join(REPOSITORY, 'docs-site/dist');
/** Where the docs-site browser tests save their screenshots (git-ignored; DOCS_SHOTS_DIR moves them). */
export const DOCS_ARTIFACTS = process.env.DOCS_SHOTS_DIR ?? join(REPOSITORY, 'docs-site/test-artifacts');

export interface DocsSiteAndChromium {
  /** The file's server (read it inside a test or hook: it exists once `beforeAll` has run). */
  readonly server: TestServer;
  /** The file's Chromium (the same). */
  readonly browser: Browser;
  /** The site's address on that server, e.g. http://127.0.0.1:41234/js-monorepo/ (the same). */
  readonly base: string;
  /**
   * A page of the site in a tab of a new context (1366×768 and light unless told), once its
   * heading shows and React holds it.
   */
  open(path: string, options?: { width?: number; height?: number; scheme?: 'light' | 'dark' }): Promise<{ page: Page; context: BrowserContext }>;
  /** Another page of the site in an opened tab (its context's cache keeps the shared chunks, as a reader's browser does), waited for as `open` waits. */
  visit(page: Page, path: string): Promise<void>;
}

/** Registers the file's `beforeAll` and `afterAll` for the server serving the docs site, and Chromium. */
export function docsSiteAndChromium(): DocsSiteAndChromium {
  beforeAll(() => {
    mkdirSync(DOCS_ARTIFACTS, { recursive: true });
  });
  const started = serverAndChromium();
  const visit = async (page: Page, path: string) => {
    await page.goto(`${started.server.url}/js-monorepo/${path}`);
    await page.waitForSelector('#main article h1');
    await waitForHydration(page);
  };
  return {
    get server() {
      return started.server;
    },
    get browser() {
      return started.browser;
    },
    get base() {
      return `${started.server.url}/js-monorepo/`;
    },
    async open(path, { width = 1366, height = 768, scheme = 'light' } = {}) {
      const context = await started.browser.newContext({ viewport: { width, height }, colorScheme: scheme });
      const page = await context.newPage();
      await visit(page, path);
      return { page, context };
    },
    visit,
  };
}
