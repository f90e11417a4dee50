/**
 * The site's navigation as data: every route (with its title and description), the navbar, the
 * sidebar and the footer. The theme renders it, the prerenderer walks it, tests check it. The
 * pages themselves load through pages/pageLoaders.ts: data names no module, so nothing the pages
 * import (links, state) leads back here in a loop.
 */
import type { ComponentType } from 'react';
import { referenceRoutes } from 'virtual:reference-routes';

/** The site's base path: every route lives under it. */
export const BASE_PATH = '/js-monorepo/';

/** One heading of a page's table of contents. */
export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** A page module: its default export is the page. */
export interface PageModule {
  default: ComponentType;
  /** The page's table of contents (guides: their h2 and h3, computed from the MDX at build time). */
  toc?: readonly TocEntry[];
}

export interface SiteRoute {
  /** Path relative to the base path, no leading or trailing slash ('' is the home page). */
  path: string;
  title: string;
  description: string;
  /** Guides get a table of contents. */
  kind: 'home' | 'guide' | 'index' | 'reference';
  /** A page of the SDK or React reference made from TypeDoc JSON at build time (reference/plugin.ts). */
  generated?: boolean;
  /** A guide whose h2 sections are steps to follow in order (numbered), the last one (what next) excepted. */
  steps?: boolean;
}

export const routes: readonly SiteRoute[] = [
  {
    path: '',
    title: 'emoney developer documentation',
    description: 'Build on emoney: the HTTP API v2, the JavaScript SDK and the React provider for euro, pound, dollar and krona tokens.',
    kind: 'home',
  },
  {
    path: 'getting-started',
    title: 'Getting started',
    description: 'From sandbox credentials to your first API call with the emoney SDK in a few minutes.',
    kind: 'guide',
    steps: true,
  },
  {
    path: 'dashboard',
    title: 'The developer dashboard',
    description: 'Register apps, copy credentials, rotate secrets, read the request log and webhook deliveries, and drive the sandbox from a web page.',
    kind: 'guide',
  },
  {
    path: 'money-flow',
    title: 'The money flow',
    description: 'From a client-credentials token to a processed redeem order: KYC, an address, an IBAN, a simulated payment, a signed order, the WebSocket and webhooks.',
    kind: 'guide',
  },
  {
    path: 'white-label-onboarding',
    title: 'White-label onboarding',
    description: 'Create personal and corporate profiles under your brand, fill them field by field, and follow them to an approved profile with an IBAN.',
    kind: 'guide',
  },
  {
    path: 'kyc-sharing',
    title: 'KYC through a third-party provider',
    description: "Reuse a person's KYC from Sumsub with a share token, handle profile.error, and test with the sandbox's share tokens.",
    kind: 'guide',
  },
  {
    path: 'authorization',
    title: 'Authorization',
    description: 'OAuth 2.0 with PKCE, client credentials, refresh tokens, Sign-In with Ethereum and the hosted onboarding screens.',
    kind: 'guide',
  },
  {
    path: 'environments',
    title: 'Environments',
    description: 'Production, the sandbox and self-hosting emoney: hosts, modes and environment variables.',
    kind: 'guide',
  },
  {
    path: 'identifiers-and-formats',
    title: 'Identifiers and formats',
    description: 'Ids, amounts, IBANs, chains, dates and the messages your users sign.',
    kind: 'guide',
  },
  {
    path: 'tokens',
    title: 'Tokens',
    description: 'Every emoney token and the chains it lives on, in the sandbox and in production.',
    kind: 'guide',
  },
  {
    path: 'react-browser',
    title: 'React and the browser',
    description: 'A browser app from a running sandbox to a signed-in page: the origin and redirect URI, baseUrl, tokens kept on your server or in the tab, the provider and hooks, live updates, and the reference Next.js app.',
    kind: 'guide',
  },
  {
    path: 'local-chain',
    title: "Your sandbox's own chain",
    description: 'The local Sepolia and Chiado nodes of make start: EURe minted and burned onchain, balanceOf from your script, wallets, and Safes linked by ERC-1271 or an onchain approval.',
    kind: 'guide',
  },
  {
    path: 'swap',
    title: 'Swap (preview)',
    description: 'Quote an exchange of USDC and EURe, accept it once, and settle the signed calldata: the sandbox preview step by step.',
    kind: 'guide',
  },
  {
    path: 'sandbox-checklist',
    title: 'Before you go live',
    description: 'A sandbox checklist: every outcome a live integration meets, and how to make the sandbox show it before you ask for production credentials.',
    kind: 'guide',
  },
  {
    path: 'contracts-v2',
    title: 'Contracts in API v2',
    description: 'What the version 2 contract changes for integrators: media type, errors, pagination and more.',
    kind: 'guide',
  },
  {
    path: 'MigrationGuide',
    title: 'Migration guide',
    description: 'Move an integration from API v1 to v2 step by step.',
    kind: 'guide',
  },
  {
    path: 'provider-compat',
    title: 'Provider compatibility',
    description: 'Run code written for the provider’s SDK and React provider on emoney with one changed import, then move to the emoney API.',
    kind: 'guide',
  },
  {
    path: 'packages',
    title: 'Packages',
    description: 'The emoney packages: the JavaScript SDK and the React provider.',
    kind: 'index',
  },
  {
    path: 'changelog',
    title: 'Changelog',
    description: 'Every release of the API v2 and of each package, dated, its changes grouped as added, changed, deprecated and removed; breaking changes marked.',
    kind: 'index',
  },
  {
    path: 'docs/api',
    title: 'API reference',
    description: 'The emoney HTTP API v2 reference, generated from the OpenAPI contract.',
    kind: 'reference',
  },
  // The SDK and React provider references (packages/sdk, packages/sdk-react-provider and a page per
  // declaration), generated from TypeDoc JSON at build time.
  ...referenceRoutes,
];

export interface NavItem {
  label: string;
  /** Route relative to the base path ('' is the home page). */
  to: string;
}

/** The top navigation. */
export const navbar: readonly NavItem[] = [
  { label: 'Docs', to: '' },
  { label: 'API', to: 'docs/api' },
  { label: 'SDK', to: 'packages/sdk' },
  { label: 'React', to: 'packages/sdk-react-provider' },
];

export interface SidebarSection {
  label: string;
  items: readonly NavItem[];
  /** Starts folded (the reader can open it). */
  collapsed?: boolean;
}

/** The docs sidebar (collapsible sections). */
export const sidebar: readonly SidebarSection[] = [
  {
    label: 'Guides',
    items: [
      { label: 'Overview', to: '' },
      { label: 'Getting started', to: 'getting-started' },
      { label: 'The developer dashboard', to: 'dashboard' },
      { label: 'The money flow', to: 'money-flow' },
      { label: 'White-label onboarding', to: 'white-label-onboarding' },
      { label: 'KYC through a third-party provider', to: 'kyc-sharing' },
      { label: 'Authorization', to: 'authorization' },
      { label: 'React and the browser', to: 'react-browser' },
      { label: 'Environments', to: 'environments' },
      { label: 'Identifiers and formats', to: 'identifiers-and-formats' },
      { label: 'Tokens', to: 'tokens' },
      { label: 'Local chain', to: 'local-chain' },
      { label: 'Swap (preview)', to: 'swap' },
      { label: 'Before you go live', to: 'sandbox-checklist' },
    ],
  },
  {
    label: 'Version 2',
    items: [
      { label: 'Contracts in API v2', to: 'contracts-v2' },
      { label: 'Migration guide', to: 'MigrationGuide' },
      { label: 'Provider compatibility', to: 'provider-compat' },
    ],
  },
  {
    label: 'Reference',
    items: [
      { label: 'Packages', to: 'packages' },
      { label: 'API reference', to: 'docs/api' },
      { label: 'SDK', to: 'packages/sdk' },
      { label: 'React provider', to: 'packages/sdk-react-provider' },
      { label: 'Changelog', to: 'changelog' },
    ],
  },
];

/** The pages most readers look for: offered when a search finds nothing and on the 404 page. */
export const popularPages: readonly NavItem[] = [
  { label: 'Getting started', to: 'getting-started' },
  { label: 'The money flow', to: 'money-flow' },
  { label: 'Authorization', to: 'authorization' },
  { label: 'API reference', to: 'docs/api' },
  { label: 'SDK reference', to: 'packages/sdk' },
  { label: 'React provider', to: 'packages/sdk-react-provider' },
];

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterColumn {
  title: string;
  links: readonly FooterLink[];
}

/**
 * The footer: external links (listed by the link checker, never fetched) and the developer
 * dashboard the deployment serves beside this site (`/dashboard/`). They follow the
 * contract: the issue tracker is the spec's `info.contact.url`, the websites are the production and
 * sandbox deployments of the spec's default `host` (as the SDK's `ENVIRONMENTS`), the social handle
 * is the one `GET /` answers with, and the registry pages are the packages' npm names
 * (site.test.ts checks each against its source).
 */
export const footer: readonly FooterColumn[] = [
  {
    title: 'Developers',
    links: [
      { label: 'Developer dashboard', href: '/dashboard/' },
      { label: 'Issue tracker', href: 'https://github.com/emoney/js-monorepo/issues' },
    ],
  },
  {
    title: 'Community',
    links: [
      { label: 'Chat community (Discord)', href: 'https://discord.gg/emoney' },
      { label: 'emoney on X', href: 'https://twitter.com/emoney' },
    ],
  },
  {
    title: 'Packages',
    links: [
      { label: '@emoney/sdk on npm', href: 'https://www.npmjs.com/package/@emoney/sdk' },
      { label: '@emoney/react-provider on npm', href: 'https://www.npmjs.com/package/@emoney/react-provider' },
    ],
  },
  {
    title: 'emoney',
    links: [
      { label: 'emoney.test', href: 'https://emoney.test/' },
      { label: 'Sandbox', href: 'https://sandbox.emoney.test/' },
    ],
  },
];

export { announcement } from './announcement.js';

/** The languages offered by the language switcher. */
export const languages: readonly { code: string; label: string }[] = [{ code: 'en', label: 'English' }];

/** The guides before and after one, in the sidebar's order (its Guides and Version 2 sections; pages that are not guides skipped). */
export function guideNeighbours(path: string): { previous?: NavItem; next?: NavItem } {
  const guides = sidebar
    .flatMap((section) => section.items)
    .filter((item) => routes.find((r) => r.path === item.to)?.kind === 'guide');
  const at = guides.findIndex((item) => item.to === path);
  if (at < 0) return {};
  return { ...(at > 0 ? { previous: guides[at - 1] } : {}), ...(at < guides.length - 1 ? { next: guides[at + 1] } : {}) };
}

/** The absolute URL path of a route. */
export function href(to: string): string {
  return BASE_PATH + to.replace(/^\/+/, '');
}

/** The route at a pathname (with or without the base and a trailing slash), if any. */
export function routeAt(pathname: string): SiteRoute | undefined {
  const path = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) : pathname.replace(/^\/+/, '');
  const clean = path.replace(/\/index\.html$/, '').replace(/\/+$/, '');
  return routes.find((r) => r.path === clean);
}
