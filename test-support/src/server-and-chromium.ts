/**
 * The usual start of a browser test file: a sandbox server on a fresh database and one Chromium,
 * started before the file's first test and closed after its last.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser.js';
import { startTestServer, type TestConfigOverrides, type TestServer } from './test-app.js';

/** Where the hosted screens' browser tests keep their screenshots (git-ignored). */
export const SCREEN_ARTIFACTS = join(fileURLToPath(new URL('../../', import.meta.url)), 'onboarding/test-artifacts');

export interface ServerAndChromium {
  /** The file's server (read it inside a test or hook: it exists once `beforeAll` has run). */
  readonly server: TestServer;
  /** The file's Chromium (the same). */
  readonly browser: Browser;
}

/** Registers the file's `beforeAll` and `afterAll` for a server with `overrides` and Chromium. */
export function serverAndChromium(overrides?: TestConfigOverrides): ServerAndChromium {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    mkdirSync(SCREEN_ARTIFACTS, { recursive: true });
    server = await startTestServer(overrides);
    browser = await launchChromium();
    // Booting a server and Chromium on a busy 2-core machine can take over a minute.
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get server() {
      if (!server) throw new Error('the server starts in beforeAll: read it inside a test or hook');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('Chromium starts in beforeAll: read it inside a test or hook');
      return browser;
    },
  };
}
