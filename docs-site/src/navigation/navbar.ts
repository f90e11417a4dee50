/** The site's base path: every route lives under it. */
export const BASE_PATH = '/js-monorepo/';

export interface NavItem {
  label: string;
  /** Route relative to the base path ('' is the home page). */
  to: string;
}

/** The top navigation, as data (the theme renders it; tests check it). */
export const navbar: readonly NavItem[] = [
  { label: 'Docs', to: '' },
  { label: 'API', to: 'docs/api' },
  { label: 'SDK', to: 'packages/sdk' },
  { label: 'React', to: 'packages/sdk-react-provider' },
];

/** The absolute URL path of a route. */
export function href(to: string): string {
  return BASE_PATH + to.replace(/^\/+/, '');
}
