import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS } from '@emoney/sdk';
import { BASE_PATH, footer, href, navbar, routeAt, routes, sidebar } from './site.js';

describe('navigation data', () => {
  it('links Docs, API, SDK and React under the base path', () => {
    expect(navbar.map((item) => [item.label, href(item.to)])).toEqual([
      ['Docs', '/js-monorepo/'],
      ['API', '/js-monorepo/docs/api'],
      ['SDK', '/js-monorepo/packages/sdk'],
      ['React', '/js-monorepo/packages/sdk-react-provider'],
    ]);
  });

  it('never doubles the slash after the base path', () => {
    expect(href('/docs/api')).toBe(`${BASE_PATH}docs/api`);
  });

  it('has every route the issue names, each with a title and a description', () => {
    expect(routes.filter((r) => !r.generated).map((r) => r.path).sort()).toEqual(
      ['', 'authorization', 'changelog', 'contracts-v2', 'dashboard', 'docs/api', 'environments', 'getting-started', 'identifiers-and-formats', 'kyc-sharing', 'local-chain', 'MigrationGuide', 'money-flow', 'packages', 'provider-compat', 'react-browser', 'packages/sdk', 'packages/sdk-react-provider', 'tokens', 'swap', 'sandbox-checklist', 'white-label-onboarding'].sort(),
    );
    for (const r of routes) {
      expect(r.title.length).toBeGreaterThan(3);
      expect(r.description.length).toBeGreaterThan(20);
    }
  });

  it('has a generated reference page per SDK enumeration and function and per React hook, each with a title and a description', () => {
    const paths = new Set(routes.filter((r) => r.generated).map((r) => r.path));
    for (const name of ['AccountState', 'Currency', 'OrderState', 'ProfileType']) expect(paths).toContain(`packages/sdk/enumerations/${name}`);
    for (const name of ['getChain', 'parseChain', 'siweMessage']) expect(paths).toContain(`packages/sdk/functions/${name}`);
    for (const name of ['useAuth', 'useOrders', 'usePlaceOrder']) expect(paths).toContain(`packages/sdk-react-provider/functions/${name}`);
    expect(paths).toContain('packages/sdk/classes/EmoneyClient');
    expect(routeAt('/js-monorepo/packages/sdk/variables')?.title).toBe('Variables | @emoney/sdk');
    expect(routeAt('/js-monorepo/packages/sdk/enumerations/Currency')?.title).toBe('Currency (enumeration) | @emoney/sdk');
  });

  it('points every navbar and sidebar entry at a route', () => {
    for (const item of [...navbar, ...sidebar.flatMap((s) => s.items)]) expect(routeAt(href(item.to)), item.to).toBeDefined();
  });

  it('finds routes with or without a trailing slash, and nothing else', () => {
    expect(routeAt('/js-monorepo/tokens/')?.path).toBe('tokens');
    expect(routeAt('/js-monorepo/')?.path).toBe('');
    expect(routeAt('/js-monorepo/nope')).toBeUndefined();
  });

  it('footer has the dashboard, chat, tracker and two registry pages', () => {
    const labels = footer.flatMap((c) => c.links.map((l) => l.label)).join(' ');
    for (const word of ['Developer dashboard', 'Chat', 'Issue tracker', '@emoney/sdk on npm', '@emoney/react-provider on npm']) expect(labels).toContain(word);
  });

  it('footer links follow their sources: the spec, the SDK environments, the package names', () => {
    const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
    const spec = read('../../../generated/openapi.json');
    const links = new Map(footer.flatMap((c) => c.links.map((l) => [l.label, l.href] as const)));
    expect(links.get('Issue tracker')).toBe(spec.info.contact.url);
    expect(spec.servers[0].variables.host.default).toBe(new URL(ENVIRONMENTS.production.web).host);
    const hrefs = [...links.values()];
    expect(hrefs).toContain(`${ENVIRONMENTS.production.web}/`);
    expect(hrefs).toContain(`${ENVIRONMENTS.sandbox.web}/`);
    expect(hrefs).toContain(spec.paths['/'].get.responses['200'].content['application/vnd.emoney.api-v2+json'].example.twitter);
    for (const pkg of ['../../../sdk/package.json', '../../../react-provider/package.json']) {
      expect(hrefs).toContain(`https://www.npmjs.com/package/${read(pkg).name}`);
    }
    for (const href of hrefs) expect(href, 'no placeholder domains').not.toMatch(/\.example\b/);
    // The dashboard is served by the same deployment as this site.
    expect(links.get('Developer dashboard')).toBe('/dashboard/');
  });
});
