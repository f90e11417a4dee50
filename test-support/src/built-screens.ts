import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const built = (pkg: string) => join(dirname(require.resolve(`${pkg}/package.json`)), 'dist');

/**
 * Where a test server finds the built screens, as `make start` sets them: the hosted onboarding,
 * the developer dashboard and the docs site, each its workspace package's dist/ (the environment
 * may name others).
 */
export const BUILT_SCREENS = {
  EMONEY_ONBOARDING_DIR: built('@emoney/onboarding'),
  EMONEY_DASHBOARD_DIR: built('@emoney/dashboard'),
  EMONEY_DOCS_DIR: built('@emoney/docs-site'),
};
