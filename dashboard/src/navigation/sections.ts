// The dashboard's sections, as data: this one array draws the sidebar on wide screens and the menu
// on phones, and says which route belongs to which section (so the current one is marked).
import type { Route } from '../state/route';

export interface Section {
  /** The route the section's link opens. */
  route: Route;
  label: string;
  /** What the section is for, one line (the link's description). */
  description: string;
  /** The routes that show this section as current. */
  owns: ReadonlyArray<Route['name']>;
  /** Only in a sandbox deployment (production answers 404 there). */
  sandboxOnly?: boolean;
}

export const SECTIONS: readonly Section[] = [
  { route: { name: 'apps' }, label: 'Apps', description: 'Client ids, secrets, redirect URIs', owns: ['apps', 'newApp', 'app'] },
  { route: { name: 'webhooks' }, label: 'Webhooks', description: 'Subscriptions and deliveries', owns: ['webhooks', 'newWebhook', 'webhook', 'delivery'] },
  { route: { name: 'requests' }, label: 'Requests', description: 'Your apps’ last 1,000 API calls', owns: ['requests', 'request'] },
  { route: { name: 'customers' }, label: 'Customers', description: 'Profiles, IBANs, balances, orders', owns: ['customers', 'customer'] },
  { route: { name: 'sandbox' }, label: 'Sandbox tools', description: 'Payments, decisions, clock, reset', owns: ['sandbox'], sandboxOnly: true },
  { route: { name: 'team' }, label: 'Team', description: 'Members and invitations', owns: ['team'] },
];

/** The sections this deployment shows. */
export function visibleSections(sandbox: boolean): Section[] {
  return SECTIONS.filter((s) => !s.sandboxOnly || sandbox);
}

/** The section a route belongs to, if any. */
export function sectionOf(route: Route): Section | undefined {
  return SECTIONS.find((s) => s.owns.includes(route.name));
}
