/**
 * The sidebar of an SDK or React provider reference page: the package's declarations as a tree by
 * kind (classes, functions, hooks, interfaces, types, enumerations, constants), derived from the
 * routes, then the site's own sections, folded.
 */
import { REFERENCE_PACKAGES } from '../reference/routeMeta.js';
import { routes, sidebar, type NavItem, type SidebarSection } from './site.js';

/** The route folders of a package's declarations, in the order the tree shows them; hooks are the functions named use…. */
const GROUPS: readonly { dir: string; label: string; hooks?: boolean }[] = [
  { dir: 'classes', label: 'Classes' },
  { dir: 'functions', label: 'Hooks', hooks: true },
  { dir: 'functions', label: 'Functions' },
  { dir: 'interfaces', label: 'Interfaces' },
  { dir: 'type-aliases', label: 'Types' },
  { dir: 'enumerations', label: 'Enumerations' },
  { dir: 'variables', label: 'Constants' },
];

/** A group longer than this starts folded unless it holds the current page. */
const OPEN_UP_TO = 16;

/** The sidebar for a route path: a package's tree on its reference pages, the site's sections elsewhere. */
export function sidebarFor(path: string | undefined): readonly SidebarSection[] {
  const pkg = path === undefined ? undefined : REFERENCE_PACKAGES.find((p) => path === p.base || path.startsWith(`${p.base}/`));
  if (!pkg) return sidebar;
  const paths = routes.map((r) => r.path).filter((p) => p.startsWith(`${pkg.base}/`));
  const sections: SidebarSection[] = [{ label: pkg.title, items: [{ label: 'Overview', to: pkg.base }] }];
  for (const group of GROUPS) {
    const items: NavItem[] = paths
      .filter((p) => p.split('/')[2] === group.dir)
      .map((p) => ({ label: p === `${pkg.base}/variables` ? 'All constants' : (p.split('/')[3] ?? p), to: p }))
      .filter((item) => group.dir !== 'functions' || /^use[A-Z]/.test(item.label) === !!group.hooks)
      .sort((a, b) => a.label.localeCompare(b.label));
    if (items.length === 0) continue;
    sections.push({ label: group.label, items, collapsed: items.length > OPEN_UP_TO && !items.some((i) => i.to === path) });
  }
  return [...sections, ...sidebar.map((s) => ({ ...s, collapsed: true }))];
}
