import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Inline, ReferencePageData } from './model.js';
import { referencePages } from './plugin.js';
import { REFERENCE_PACKAGES } from './routeMeta.js';
import { KIND_DIRS, type Reflection } from './typedocJson.js';

// Over the reference data the docs build renders, from the TypeDoc JSON of `make docs-json`.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const JSON_FILES: Record<string, string> = { '@emoney/sdk': 'sdk/docs/api.json', '@emoney/react-provider': 'react-provider/docs/api.json' };

const text = (inlines: Inline[] | undefined) => (inlines ?? []).map((i) => (typeof i === 'string' ? i : 'code' in i ? i.code : i.text)).join('');
const saysUnknown = (r: Reflection | undefined) => r?.type?.type === 'intrinsic' && r.type.name === 'unknown';

/**
 * The types a page shows as bare `unknown` whose declaration says something else: a definition
 * (`type X = unknown`), a property or parameter row, a signature's return. A row is matched to its
 * declaration by name (a member of the declaration, or a parameter of its signatures).
 */
function lostTypes(page: ReferencePageData, r: Reflection): string[] {
  const members = [...(r.children ?? []), ...(r.type?.declaration?.children ?? [])];
  const signatures = [...(r.signatures ?? []), ...members.flatMap((m) => m.signatures ?? [])];
  const params = signatures.flatMap((s) => s.parameters ?? []);
  const lost: string[] = [];
  for (const section of page.sections) {
    for (const row of section.table?.rows ?? []) {
      if (text(row.type) === 'unknown' && !saysUnknown(members.find((m) => m.name === row.name))) lost.push(`${r.name}.${row.name}`);
    }
    const shown = [...(section.entries ?? []).flatMap((e) => [...(e.type ? [{ name: e.name, type: e.type }] : []), ...e.signatures.map((s) => ({ name: e.name, s }))]), ...(section.signatures ?? []).map((s) => ({ name: r.name, s }))];
    for (const x of shown) {
      if ('type' in x) {
        if (/^(type \S+ = )?unknown$/.test(text(x.type)) && !saysUnknown(r)) lost.push(r.name);
        continue;
      }
      if (x.s.returns && text(x.s.returns) === 'unknown' && !signatures.some((s) => saysUnknown(s))) lost.push(`${x.name}()`);
      for (const p of x.s.params) {
        if (!p.member && text(p.type) === 'unknown' && !saysUnknown(params.find((q) => q.name === p.name.replace(/^\.\.\./, '')))) lost.push(`${x.name}(${p.name})`);
      }
    }
  }
  return lost;
}

describe('the rendered SDK and React references', () => {
  const pages = new Map(referencePages(root).map((p) => [p.path, p]));

  it.each(REFERENCE_PACKAGES.map((p) => [p.name, p] as const))('%s: no declaration renders as unknown unless it says unknown', (_name, pkg) => {
    const project = JSON.parse(readFileSync(`${root}${JSON_FILES[pkg.name]}`, 'utf8')) as { children: Reflection[] };
    const lost: string[] = [];
    for (const r of project.children) {
      const dir = KIND_DIRS[r.kind]?.dir;
      if (!dir || dir === 'variables') continue;
      const page = pages.get(`${pkg.base}/${dir}/${r.name}`);
      expect(page, `${r.name} has a page`).toBeDefined();
      lost.push(...lostTypes(page!, r));
    }
    expect(lost).toEqual([]);
  });

  it('shows the members of an alias of an object literal (UseAuthReturn)', () => {
    const page = pages.get('packages/sdk-react-provider/type-aliases/UseAuthReturn')!;
    const rows = page.sections.find((s) => s.id === 'properties')?.table?.rows.map((r) => r.name);
    expect(rows).toEqual(expect.arrayContaining(['authorize', 'siwe', 'disconnect', 'revoke', 'isAuthorized', 'isLoading', 'error']));
  });
});
