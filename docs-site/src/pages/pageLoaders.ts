import type { PageModule } from '../navigation/site.js';
import { referencePageLoader } from 'virtual:reference-page-loaders';

/** How each written route's page chunk loads (lazy: each page is its own chunk), by route path. */
const written: Readonly<Record<string, () => Promise<PageModule>>> = {
  '': () => import('./HomePage.js'),
  'getting-started': () => import('../guides/getting-started.mdx'),
  dashboard: () => import('../guides/dashboard.mdx'),
  'money-flow': () => import('../guides/money-flow.mdx'),
  'white-label-onboarding': () => import('../guides/white-label-onboarding.mdx'),
  'kyc-sharing': () => import('../guides/kyc-sharing.mdx'),
  authorization: () => import('../guides/authorization.mdx'),
  environments: () => import('../guides/environments.mdx'),
  'identifiers-and-formats': () => import('../guides/identifiers-and-formats.mdx'),
  tokens: () => import('../guides/tokens.mdx'),
  'react-browser': () => import('../guides/react-browser.mdx'),
  'local-chain': () => import('../guides/local-chain.mdx'),
  swap: () => import('../guides/swap.mdx'),
  'sandbox-checklist': () => import('../guides/sandbox-checklist.mdx'),
  'contracts-v2': () => import('../guides/contracts-v2.mdx'),
  MigrationGuide: () => import('../guides/MigrationGuide.mdx'),
  'provider-compat': () => import('../guides/provider-compat.mdx'),
  packages: () => import('./PackagesPage.js'),
  changelog: () => import('./ChangelogPage.js'),
  'docs/api': () => import('./ApiReferencePage.js'),
};

/** How a route's page chunk loads: a written page, or an SDK or React reference page generated from TypeDoc JSON. */
export function pageLoader(path: string): (() => Promise<PageModule>) | undefined {
  return Object.hasOwn(written, path) ? written[path] : referencePageLoader(path);
}
