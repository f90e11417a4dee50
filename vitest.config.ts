import { defineConfig } from 'vitest/config';

// One run covers every workspace; each is a project so failures name where they come from.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['scripts/test/**/*.test.ts'] } },
      // Server tests boot a real server on a real database each: give setup time.
      { test: { name: 'server', include: ['server/test/**/*.test.ts'], hookTimeout: 60_000, testTimeout: 30_000 } },
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
      { test: { name: 'react-provider', include: ['react-provider/src/**/*.test.ts', 'react-provider/src/**/*.test.tsx'] } },
      // The docs site's browser tests build the site and serve it through a real server.
      {
        test: {
          name: 'docs-site',
          include: ['docs-site/src/**/*.test.ts', 'docs-site/src/**/*.test.tsx', 'docs-site/test/**/*.test.ts'],
          hookTimeout: 120_000,
          testTimeout: 60_000,
        },
      },
      { test: { name: 'onboarding', include: ['onboarding/src/**/*.test.ts'] } },
    ],
  },
});
