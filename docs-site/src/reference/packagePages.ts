/**
 * Build time only (Node): turns a package's TypeDoc JSON (`make docs-json`) into the pages of its
 * reference, one fixed route per class, enumeration, function, interface and type alias, plus an
 * index and a variables page. Types link to their own pages; TSDoc examples become code blocks;
 * the index and the class members are grouped by `@group`.
 *
 * The SDK's entity types are aliases of the contract's schemas (`Schemas['Order']`), which TypeDoc
 * does not expand: their members come from the same schemas in generated/openapi.json.
 */
import { indexLinkRoute, type Block, type IndexLink, type Inline, type ReferencePageData, type Section } from './model.js';
import { anchor, routeOf, schemaNameOf, type ReferenceIndex } from './ReferenceIndex.js';
import { ReferenceWriter } from './ReferenceWriter.js';
import { referenceRouteMeta } from './routeMeta.js';
import { KIND, KIND_DIRS, type PackageInput, type Reflection } from './typedocJson.js';

/**
 * The kinds whose index entries carry a summary. Interfaces and type aliases are many and named
 * after what they hold; their summaries would push the index page past the 90 kB page budget.
 */
const SUMMARISED = new Set(['Class', 'Enumeration', 'Function']);

/**
 * The first sentence of the first paragraph: index pages list every declaration, so their
 * summaries stay short (the page's own route has the whole text, and every byte is in its chunk).
 */
function summaryOf(blocks: Block[]): Inline[] {
  const first = blocks.find((b): b is { p: Inline[] } => 'p' in b);
  const out: Inline[] = [];
  for (const part of first?.p ?? []) {
    if (typeof part !== 'string') {
      out.push(part);
      continue;
    }
    const end = /[.!?](\s|$)/.exec(part);
    if (!end) {
      out.push(part);
      continue;
    }
    out.push(part.slice(0, end.index + 1));
    break;
  }
  return out;
}

/** Every page of one package's reference. */
export function packagePages(index: ReferenceIndex, pkg: PackageInput): ReferencePageData[] {
  const w = new ReferenceWriter(index, pkg);
  const children = pkg.project.children;
  const pages: ReferencePageData[] = [];
  const pkgRef = { name: pkg.name, to: pkg.base };
  const byId = new Map(children.map((c) => [c.id, c]));

  // The index: every declaration, grouped by @group (the project's groups), in TypeDoc's order.
  const groups = pkg.project.groups ?? [];
  const indexSections: Section[] = groups.map((g) => ({
    title: g.title,
    id: anchor(g.title.toLowerCase()),
    links: g.children
      .map((id) => byId.get(id))
      .filter((c): c is Reflection => c !== undefined && KIND_DIRS[c.kind] !== undefined)
      .map((c) => {
        const label = KIND_DIRS[c.kind]!.label;
        const link: IndexLink = { name: c.name, kind: label };
        if (SUMMARISED.has(label)) link.summary = summaryOf(w.doc(c.comment ?? c.signatures?.[0]?.comment));
        if (indexLinkRoute(pkg.base, link) !== routeOf(pkg, c)) throw new Error(`The index link of ${c.name} would not reach ${routeOf(pkg, c)}: keep indexLinkRoute (model.ts) in step with routeOf`);
        return link;
      }),
  }));
  pages.push({ path: pkg.base, ...referenceRouteMeta(pkg.base), heading: pkg.title, kind: 'Package', package: pkgRef, doc: w.doc(pkg.project.comment), sections: indexSections });

  for (const r of children) {
    const kind = KIND_DIRS[r.kind];
    if (!kind || r.kind === KIND.Variable) continue;
    w.currentRoute = routeOf(pkg, r);
    const doc = w.doc(r.comment ?? r.signatures?.[0]?.comment);
    const page: ReferencePageData = {
      path: routeOf(pkg, r),
      ...referenceRouteMeta(routeOf(pkg, r)),
      heading: r.name,
      kind: kind.label,
      package: pkgRef,
      doc: r.kind === KIND.Function ? [] : doc,
      sections: [],
    };
    if (r.kind === KIND.Enum) {
      page.sections.push({
        title: 'Values',
        id: 'values',
        table: { columns: ['Member', 'Value', 'Description'], rows: (r.children ?? []).map((m) => ({ name: m.name, id: anchor(m.name), value: w.type(m.type).join(''), doc: w.doc(m.comment) })) },
      });
    } else if (r.kind === KIND.Function) {
      // The signatures under the section's heading, without an entry heading repeating the page's name.
      const entry = w.entry(r);
      page.doc = entry.doc;
      page.sections.push({ title: 'Signature', id: 'signature', signatures: entry.signatures });
      if (entry.signatures.length === 0 && entry.examples.length > 0) page.sections.push({ title: 'Examples', id: 'examples', doc: entry.examples });
    } else if (r.kind === KIND.Class || r.kind === KIND.Interface) {
      const members = new Map((r.children ?? []).map((c) => [c.id, c]));
      const ctor = (r.children ?? []).filter((c) => c.kind === KIND.Constructor);
      // The constructor's heading reads `new EmoneyClient` (not "constructor" under "Constructor"), with an id of its own.
      if (ctor.length > 0) page.sections.push({ title: 'Constructor', id: 'constructor', entries: ctor.map((c) => ({ ...w.entry(c, `${r.name}.`), name: `new ${r.name}`, id: `new-${anchor(r.name)}` })) });
      const props = (r.children ?? []).filter((c) => c.kind === KIND.Property || c.kind === KIND.Accessor);
      if (props.length > 0) page.sections.push({ title: 'Properties', id: 'properties', table: { columns: ['Property', 'Type', 'Description'], rows: props.map((p) => w.memberRow(p)) } });
      // Methods grouped by @group, in the class's group order.
      const methods = (r.children ?? []).filter((c) => c.kind === KIND.Method);
      const grouped = new Map<string, Reflection[]>();
      for (const g of r.groups ?? []) for (const id of g.children) {
        const m = members.get(id);
        if (m?.kind === KIND.Method) grouped.set(g.title, [...(grouped.get(g.title) ?? []), m]);
      }
      const seen = new Set([...grouped.values()].flat());
      const rest = methods.filter((m) => !seen.has(m));
      if (rest.length > 0) grouped.set('Methods', rest);
      for (const [title, list] of grouped) {
        page.sections.push({ title: title === 'Methods' ? 'Methods' : `Methods: ${title}`, id: `methods-${anchor(title.toLowerCase())}`, entries: list.map((m) => w.entry(m, r.kind === KIND.Class ? 'client.' : '')) });
      }
      if (r.kind === KIND.Class && pkg.name === '@emoney/sdk' && r.name === 'EmoneyClient') page.doc.push({ p: ['The examples call ', { code: 'client' }, ', an ', { code: 'EmoneyClient' }, '.'] });
    } else if (r.kind === KIND.TypeAlias) {
      const schema = schemaNameOf(r);
      const declared: Inline[] = ['type ', r.name, ...(r.typeParameters?.length ? [`<${r.typeParameters.map((t) => t.name).join(', ')}>`] : []), ' = ', ...w.type(r.type)];
      if (schema) {
        const s = index.schemas[schema];
        const rows = w.schemaRows(s ?? {});
        page.sections.push({ title: 'Definition', id: 'definition', entries: [{ name: r.name, id: 'declaration', doc: [{ p: ['The contract’s schema ', { code: schema }, ' (generated/openapi.json).'] }], type: rows.length > 0 ? [`Schemas['${schema}']`] : w.schemaType(s), signatures: [], examples: [] }] });
        if (rows.length > 0) page.sections.push({ title: 'Properties', id: 'properties', table: { columns: ['Property', 'Type', 'Description'], rows } });
      } else if (r.type?.type === 'reflection' && r.type.declaration?.children?.length) {
        page.sections.push({ title: 'Properties', id: 'properties', table: { columns: ['Property', 'Type', 'Description'], rows: r.type.declaration.children.map((c) => w.memberRow(c)) } });
      } else {
        page.sections.push({ title: 'Definition', id: 'definition', entries: [{ name: r.name, id: 'declaration', doc: [], type: declared, signatures: [], examples: [] }] });
      }
      const examples = w.examples(r.comment);
      if (examples.length > 0) page.sections.push({ title: 'Examples', id: 'examples', doc: examples });
    }
    pages.push(page);
  }

  const variables = children.filter((c) => c.kind === KIND.Variable);
  if (variables.length > 0) {
    pages.push({
      path: `${pkg.base}/variables`,
      ...referenceRouteMeta(`${pkg.base}/variables`),
      heading: 'Variables',
      kind: 'Constants',
      package: pkgRef,
      doc: [],
      sections: [{ title: 'Constants', id: 'constants', entries: variables.map((v) => ({ ...w.entry(v), label: v.flags.isConst ? 'const' : 'let', ...(v.defaultValue && v.defaultValue.length < 200 && v.type?.type !== 'literal' ? { type: w.type(v.type) } : {}) })) }],
    });
  }
  return pages;
}
