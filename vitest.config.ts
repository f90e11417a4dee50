import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Server tests boot a real server on a real database each: give setup time. Each file owns its
// servers and databases and closes them, so a worker runs one file after another in one process
// (isolate: false): the server's modules are loaded and compiled once per worker, not per file.
const server = { include: ['server/test/**/*.test.ts'], hookTimeout: 60_000, testTimeout: 30_000, isolate: false };
// TEST_POSTGRES_URL: the same run also runs the server tests on that PostgreSQL (project
// server-postgres), side by side with the rest instead of in a second run after it (CI does).
const postgresUrl = process.env.TEST_POSTGRES_URL;

// One run covers every workspace; each is a project so failures name where they come from.
export default defineConfig({
  test: {
    // Most test files wait on servers, browsers and child processes more than they compute: one
    // worker more than the machine has cores keeps both cores busy (vitest's default is one fewer).
    maxWorkers: availableParallelism() + 1,
    reporters: ['default', './scripts/duration-report.ts'],
    projects: [
      { test: { name: 'contract', include: ['scripts/test/**/*.test.ts'] } },
      { test: { name: 'server', ...server } },
      ...(postgresUrl ? [{ test: { name: 'server-postgres', ...server, env: { DATABASE_URL: postgresUrl } } }] : []),
      // SDK integration tests boot a real server too; type tests (*.test-d.ts) check the public API.
      {
        test: {
          name: 'sdk',
          include: ['sdk/test/**/*.test.ts', 'sdk/src/**/*.test.ts'],
          hookTimeout: 60_000,
          testTimeout: 30_000,
          typecheck: { enabled: true, include: ['sdk/test/**/*.test-d.ts'], tsconfig: 'sdk/tsconfig.typetest.json' },
        },
      },
      // Hook tests render in a jsdom page (test/setup.ts) against a real server too; `@emoney/sdk` is read from source.
      {
        resolve: {
          alias: [
            { find: /^@emoney\/sdk\/compat$/, replacement: fileURLToPath(new URL('./sdk/src/compat/index.ts', import.meta.url)) },
            { find: /^@emoney\/sdk$/, replacement: fileURLToPath(new URL('./sdk/src/index.ts', import.meta.url)) },
          ],
        },
        test: {
          name: 'react-provider',
          include: ['react-provider/src/**/*.test.ts', 'react-provider/src/**/*.test.tsx'],
          setupFiles: ['react-provider/test/setup.ts'],
          hookTimeout: 60_000,
          testTimeout: 30_000,
          typecheck: { enabled: true, include: ['react-provider/src/**/*.test-d.ts', 'react-provider/src/**/*.test-d.tsx'], tsconfig: 'react-provider/tsconfig.json' },
        },
      },
      // The example app in Chromium (Vite dev server + the real server), in plain Node.
      { test: { name: 'react-provider-e2e', include: ['react-provider/test/**/*.e2e.test.ts'], hookTimeout: 120_000, testTimeout: 120_000 } },
      // The docs site's browser tests build the site and serve it through a real server (its own config: the reference plugin).
      'docs-site/vitest.config.ts',
      // The packed packages installed into a project in the temp folder, compiled by strict tsc and run
      // against a real server (npm install and four compiles: generous timeouts).
      // Packed and installed once for the project's files (global setup).
      { test: { name: 'packaging', include: ['scripts/packaging/**/*.test.ts'], globalSetup: ['scripts/packaging/global-setup.ts'], hookTimeout: 180_000, testTimeout: 120_000 } },
      // The stylesheet is read as text by its contrast test (vitest empties CSS unless told).
      // The developer dashboard's state logic (and the stylesheet rewrite its build makes), in plain Node.
      { test: { name: 'dashboard', include: ['dashboard/src/**/*.test.ts'] } },
      { test: { name: 'onboarding', include: ['onboarding/src/**/*.test.ts'], css: { include: [/onboarding\/src\/styles\.css/] } } },
    ],
  },
});
