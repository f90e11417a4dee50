import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { referencePlugin } from './src/reference/plugin.js';

// The docs site's tests, a project of the root vitest.config.ts (globs relative to docs-site/).
const repository = fileURLToPath(new URL('..', import.meta.url));

export default defineProject({
  // The navigation data includes the SDK and React reference routes, made from TypeDoc JSON.
  plugins: [referencePlugin(repository)],
  test: {
    name: 'docs-site',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    hookTimeout: 120_000,
    testTimeout: 60_000,
    // docs-site/dist is built once for the run (when a source changed), then each browser test file
    // serves it from a server and a Chromium of its own, side by side with the other files.
    globalSetup: ['test/support/buildDocsOnce.ts'],
    // Each file starts and closes its own server and Chromium (docsSiteAndChromium), so a worker runs
    // one file after another in one process, as the server tests do: the server's modules and
    // Playwright are loaded once per worker, not once per file.
    isolate: false,
  },
});
