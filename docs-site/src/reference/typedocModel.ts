/**
 * Build time only (Node): turns a package's TypeDoc JSON (`make docs-json`) into the pages of its
 * reference, one fixed route per class, enumeration, function, interface and type alias, plus an
 * index and a variables page. Types link to their own pages; TSDoc examples become code blocks;
 * the index and the class members are grouped by `@group`.
 *
 * The SDK's entity types are aliases of the contract's schemas (`Schemas['Order']`), which TypeDoc
 * does not expand: their members come from the same schemas in generated/openapi.json.
 */
import { indexLinkRoute, type Block, type Entry, type IndexLink, type Inline, type ReferencePageData, type Row, type Section, type Signature } from './model.js';
import { referenceRouteMeta } from './routeMeta.js';

/* TypeDoc's JSON (schema 2.0), only what the reference reads. */
interface CommentPart {
  kind: 'text' | 'code' | 'inline-tag' | 'relative-link';
  text: string;
  tag?: string;
  target?: number | { qualifiedName?: string; packageName?: string };
}
interface Comment {
  summary: CommentPart[];
  blockTags?: { tag: string; content: CommentPart[] }[];
}
interface TdType {
  type: string;
  name?: string;
  value?: unknown;
  target?: number | { packageName?: string; qualifiedName?: string };
  package?: string;
  typeArguments?: TdType[];
  types?: TdType[];
  elementType?: TdType;
  elements?: TdType[];
  declaration?: Reflection;
  objectType?: TdType;
  indexType?: TdType;
  operator?: string;
  target2?: TdType;
  checkType?: TdType;
  extendsType?: TdType;
  trueType?: TdType;
  falseType?: TdType;
  parameter?: string;
  parameterType?: TdType;
  templateType?: TdType;
  head?: string;
  tail?: [TdType, string][];
  queryType?: TdType;
  qualifiedName?: string;
}
interface Reflection {
  id: number;
  name: string;
  kind: number;
  flags: { isOptional?: boolean; isConst?: boolean; isReadonly?: boolean; isStatic?: boolean; isRest?: boolean };
  comment?: Comment;
  children?: Reflection[];
  groups?: { title: string; children: number[] }[];
  signatures?: Reflection[];
  parameters?: Reflection[];
  typeParameters?: Reflection[];
  type?: TdType;
  defaultValue?: string;
  getSignature?: Reflection;
  indexSignatures?: Reflection[];
}

const KIND = {
  Enum: 8,
  EnumMember: 16,
  Variable: 32,
  Function: 64,
  Class: 128,
  Interface: 256,
  Constructor: 512,
  Property: 1024,
  Method: 2048,
  Accessor: 262144,
  TypeAlias: 2097152,
} as const;

const KIND_DIRS: Record<number, { dir: string; label: string; plural: string }> = {
  [KIND.Class]: { dir: 'classes', label: 'Class', plural: 'Classes' },
  [KIND.Enum]: { dir: 'enumerations', label: 'Enumeration', plural: 'Enumerations' },
  [KIND.Function]: { dir: 'functions', label: 'Function', plural: 'Functions' },
  [KIND.Interface]: { dir: 'interfaces', label: 'Interface', plural: 'Interfaces' },
  [KIND.TypeAlias]: { dir: 'type-aliases', label: 'Type alias', plural: 'Type aliases' },
  [KIND.Variable]: { dir: 'variables', label: 'Variable', plural: 'Variables' },
};

export interface PackageInput {
  /** The npm name, e.g. @emoney/sdk. */
  name: string;
  /** The route of the package's index, e.g. packages/sdk. */
  base: string;
  title: string;
  description: string;
  project: { children: Reflection[]; groups?: { title: string; children: number[] }[]; comment?: Comment };
}

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  format?: string;
}

/** Where every named declaration of every package lives (so one package's types link into another's). */
export class ReferenceIndex {
  /** `${package}:${id}` → route (#anchor). */
  private byId = new Map<string, string>();
  /** `${package}:${name}` → route of a top-level declaration. */
  private byName = new Map<string, string>();
  /** Schema name → route of the SDK alias of it. */
  readonly schemaAliases = new Map<string, string>();
  /** Sorted property names of a schema → route of its alias (to name TypeDoc's expanded shapes). */
  readonly shapes = new Map<string, string>();
  /** The same for the packages' own object types (checked after the schemas). */
  readonly ownShapes = new Map<string, string>();

  constructor(
    readonly packages: PackageInput[],
    readonly schemas: Record<string, JsonSchema>,
  ) {
    for (const pkg of packages) {
      for (const child of pkg.project.children) {
        const route = routeOf(pkg, child);
        this.byId.set(`${pkg.name}:${child.id}`, route);
        if (!this.byName.has(`${pkg.name}:${child.name}`)) this.byName.set(`${pkg.name}:${child.name}`, route);
        const page = route.split('#')[0]!;
        for (const member of child.children ?? []) this.byId.set(`${pkg.name}:${member.id}`, `${page}#${anchor(member.name)}`);
        // Named object types of the package's own (an interface, or an alias of an object literal) too.
        const own = child.kind === KIND.Interface ? child.children : child.kind === KIND.TypeAlias ? child.type?.declaration?.children : undefined;
        if (own?.length && !this.ownShapes.has(own.map((c) => c.name).sort().join(','))) this.ownShapes.set(own.map((c) => c.name).sort().join(','), route);
        const schema = schemaNameOf(child);
        if (schema && pkg.name === '@emoney/sdk') {
          this.schemaAliases.set(schema, route);
          const props = Object.keys(flatten(schemas, schemas[schema]).properties ?? {});
          if (props.length > 0 && !this.shapes.has(props.sort().join(','))) this.shapes.set(props.sort().join(','), route);
        }
      }
    }
  }

  routeOfId(pkg: string, id: number): string | undefined {
    return this.byId.get(`${pkg}:${id}`);
  }

  routeOfName(name: string, pkg?: string): string | undefined {
    if (pkg) return this.byName.get(`${pkg}:${name}`);
    for (const p of this.packages) {
      const found = this.byName.get(`${p.name}:${name}`);
      if (found) return found;
    }
    return undefined;
  }
}

export const anchor = (name: string) => name.replace(/[^A-Za-z0-9_-]/g, '-');

function routeOf(pkg: PackageInput, r: Reflection): string {
  const kind = KIND_DIRS[r.kind];
  if (!kind) return pkg.base;
  // Constants share one page; every other declaration has its own.
  if (r.kind === KIND.Variable) return `${pkg.base}/variables#${anchor(r.name)}`;
  return `${pkg.base}/${kind.dir}/${r.name}`;
}

/** `Schemas['Order']` → 'Order'. */
function schemaNameOf(r: Reflection): string | undefined {
  const t = r.type;
  if (r.kind !== KIND.TypeAlias || t?.type !== 'indexedAccess') return undefined;
  if (t.objectType?.type === 'reference' && t.objectType.name === 'Schemas' && t.indexType?.type === 'literal') return String(t.indexType.value);
  return undefined;
}

function resolveSchema(schemas: Record<string, JsonSchema>, s: JsonSchema | undefined): JsonSchema | undefined {
  if (s?.$ref) return resolveSchema(schemas, schemas[s.$ref.split('/').pop()!]);
  return s;
}

/** A schema with its allOf parts merged (properties and required). */
function flatten(schemas: Record<string, JsonSchema>, s: JsonSchema | undefined): JsonSchema {
  const schema = resolveSchema(schemas, s) ?? {};
  if (!schema.allOf) return schema;
  const parts = schema.allOf.map((p) => flatten(schemas, p));
  return {
    ...schema,
    properties: Object.assign({}, ...parts.map((p) => p.properties ?? {}), schema.properties ?? {}),
    required: [...parts.flatMap((p) => p.required ?? []), ...(schema.required ?? [])],
  };
}

/* ------------------------------------------------------------------ comments */

function textBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const para of text.split(/\n\s*\n/)) {
    const lines = para.split('\n').filter((l) => l.trim() !== '');
    if (lines.length === 0) continue;
    if (lines.every((l) => /^\s*[-*] /.test(l))) blocks.push({ list: lines.map((l) => inlineMarkdown(l.replace(/^\s*[-*] /, ''))) });
    else blocks.push({ p: inlineMarkdown(lines.join(' ')) });
  }
  return blocks;
}

/** `code` spans in plain text (schema descriptions are Markdown). */
function inlineMarkdown(text: string): Inline[] {
  return text.split(/(`[^`]+`)/).filter(Boolean).map((part) => (part.startsWith('`') && part.endsWith('`') && part.length > 1 ? { code: part.slice(1, -1) } : part.replace(/\*\*/g, '')));
}

class Writer {
  constructor(
    private index: ReferenceIndex,
    private pkg: PackageInput,
  ) {}

  /** Comment parts → blocks: paragraphs with inline code and links, fenced code as code blocks. */
  blocks(parts: CommentPart[] | undefined): Block[] {
    const blocks: Block[] = [];
    let inline: Inline[] = [];
    const flush = () => {
      const text = inline.map((i) => (typeof i === 'string' ? i : 'code' in i ? `\uE000${i.code}\uE000` : `\uE001${i.text}\uE002${i.to}\uE001`)).join('');
      inline = [];
      for (const para of text.split(/\n\s*\n/)) {
        const lines = para.split('\n').filter((l) => l.trim() !== '');
        if (lines.length === 0) continue;
        const rebuild = (s: string): Inline[] =>
          s
            .split(/(\uE000[^\uE000]*\uE000|\uE001[^\uE001]*\uE001)/)
            .filter(Boolean)
            .map((piece) => {
              if (piece.startsWith('\uE000')) return { code: piece.slice(1, -1) };
              if (piece.startsWith('\uE001')) {
                const [t, to] = piece.slice(1, -1).split('\uE002');
                return { text: t!, to: to! };
              }
              return piece.replace(/\*\*/g, '');
            });
        if (lines.every((l) => /^\s*[-*] /.test(l))) blocks.push({ list: lines.map((l) => rebuild(l.replace(/^\s*[-*] /, ''))) });
        else blocks.push({ p: rebuild(lines.join(' ')) });
      }
    };
    for (const part of parts ?? []) {
      if (part.kind === 'code' && part.text.startsWith('```')) {
        flush();
        const m = /^```(\w*)[^\n]*\n([\s\S]*?)\n?```$/.exec(part.text);
        blocks.push({ code: m?.[2] ?? part.text, lang: m?.[1] || 'ts' });
      } else if (part.kind === 'code') inline.push({ code: part.text.replace(/^`+|`+$/g, '') });
      else if (part.kind === 'inline-tag' && /^@link/.test(part.tag ?? '')) {
        const to = typeof part.target === 'number' ? this.index.routeOfId(this.pkg.name, part.target) : part.target?.qualifiedName ? this.index.routeOfName(part.target.qualifiedName) : this.index.routeOfName(part.text);
        inline.push(to ? { text: part.text, to } : { code: part.text });
      } else inline.push(part.text);
    }
    flush();
    return blocks;
  }

  doc(comment: Comment | undefined): Block[] {
    const description = comment?.blockTags?.find((t) => t.tag === '@description');
    return [...this.blocks(comment?.summary), ...this.blocks(description?.content), ...this.tagBlocks(comment, '@remarks')];
  }

  tagBlocks(comment: Comment | undefined, tag: string): Block[] {
    return (comment?.blockTags ?? []).filter((t) => t.tag === tag).flatMap((t) => this.blocks(t.content));
  }

  examples(comment: Comment | undefined): Block[] {
    return (comment?.blockTags ?? [])
      .filter((t) => t.tag === '@example')
      .flatMap((t) => {
        const blocks = this.blocks(t.content);
        // An example without a fence is code as written.
        return blocks.some((b) => 'code' in b) ? blocks : [{ code: t.content.map((p) => p.text).join(''), lang: 'ts' }];
      });
  }

  /* ---------------------------------------------------------------- types */

  type(t: TdType | undefined, depth = 0): Inline[] {
    if (!t) return ['unknown'];
    switch (t.type) {
      case 'intrinsic':
        return [t.name ?? 'unknown'];
      case 'literal':
        return [t.value === null ? 'null' : typeof t.value === 'string' ? `'${t.value}'` : String(t.value)];
      case 'reference':
        return this.reference(t, depth);
      case 'array': {
        const inner = this.type(t.elementType, depth);
        const wrap = t.elementType?.type === 'union' || t.elementType?.type === 'intersection';
        return wrap ? ['(', ...inner, ')[]'] : [...inner, '[]'];
      }
      case 'union':
        return join((t.types ?? []).map((x) => this.type(x, depth)), ' | ');
      case 'intersection':
        return join((t.types ?? []).map((x) => this.type(x, depth)), ' & ');
      case 'tuple':
        return ['[', ...join((t.elements ?? []).map((x) => this.type(x, depth)), ', '), ']'];
      case 'optional':
        return [...this.type(t.elementType, depth), '?'];
      case 'rest':
        return ['...', ...this.type(t.elementType, depth)];
      case 'typeOperator':
        return [`${t.operator} `, ...this.type(t.target as TdType, depth)];
      case 'query':
        return ['typeof ', ...this.type(t.queryType, depth)];
      case 'indexedAccess': {
        if (t.objectType?.type === 'reference' && t.objectType.name === 'Schemas' && t.indexType?.type === 'literal') {
          const name = String(t.indexType.value);
          const to = this.index.schemaAliases.get(name);
          return [to ? { text: aliasName(to), to } : name];
        }
        return [...this.type(t.objectType, depth), '[', ...this.type(t.indexType, depth), ']'];
      }
      case 'conditional':
        return [...this.type(t.checkType, depth), ' extends ', ...this.type(t.extendsType, depth), ' ? ', ...this.type(t.trueType, depth), ' : ', ...this.type(t.falseType, depth)];
      case 'templateLiteral':
        return ['`', t.head ?? '', ...(t.tail ?? []).flatMap(([x, s]) => ['${', ...this.type(x, depth), '}', s]), '`'];
      case 'predicate':
        return [`${t.name} is `, ...this.type(t.target as TdType, depth)];
      case 'mapped':
        return ['{ [', t.parameter ?? 'K', ' in ', ...this.type(t.parameterType, depth), ']: ', ...this.type(t.templateType, depth), ' }'];
      case 'reflection':
        return this.reflection(t.declaration, depth);
      default:
        return [t.name ?? t.type];
    }
  }

  private reference(t: TdType, depth: number): Inline[] {
    const name = t.name ?? 'unknown';
    let to: string | undefined;
    if (typeof t.target === 'number') to = this.index.routeOfId(this.pkg.name, t.target);
    else if (t.target?.packageName?.startsWith('@emoney/') || t.package?.startsWith('@emoney/')) to = this.index.routeOfName(t.target?.qualifiedName ?? name, t.target?.packageName ?? t.package);
    const head: Inline[] = [to ? { text: name, to } : name];
    if (!t.typeArguments?.length) return head;
    return [...head, '<', ...join(t.typeArguments.map((a) => this.type(a, depth + 1)), ', '), '>'];
  }

  /** An inline object type: the alias it equals when there is one, else its members (shallow). */
  private reflection(r: Reflection | undefined, depth: number): Inline[] {
    if (!r) return ['object'];
    if (r.signatures?.length) {
      const s = r.signatures[0]!;
      return ['(', ...join((s.parameters ?? []).map((p) => [`${p.name}${p.flags.isOptional ? '?' : ''}: `, ...this.type(p.type, depth + 1)]), ', '), ') => ', ...this.type(s.type, depth + 1)];
    }
    const children = r.children ?? [];
    const key = children.map((c) => c.name).sort().join(',');
    const shape = this.index.shapes.get(key) ?? this.index.ownShapes.get(key);
    if (shape) return [{ text: aliasName(shape), to: shape }];
    if (children.length === 0) return r.indexSignatures?.length ? ['Record<string, ', ...this.type(r.indexSignatures[0]!.type, depth + 1), '>'] : ['{}'];
    if (depth > 1 || children.length > 6) return ['{ ', children.map((c) => c.name).slice(0, 4).join('; '), children.length > 4 ? '; … }' : ' }'];
    return ['{ ', ...join(children.map((c) => [`${c.name}${c.flags.isOptional ? '?' : ''}: `, ...this.type(c.type ?? c.signatures?.[0]?.type, depth + 1)]), '; '), ' }'];
  }

  /* ---------------------------------------------------------------- declarations */

  signature(name: string, s: Reflection, prefix = ''): Signature {
    const params: Row[] = (s.parameters ?? []).map((p) => ({
      name: `${p.flags.isRest ? '...' : ''}${p.name}`,
      type: this.type(p.type),
      optional: p.flags.isOptional || p.defaultValue !== undefined,
      ...(p.defaultValue !== undefined ? { value: p.defaultValue } : {}),
      doc: this.doc(p.comment),
    }));
    const typeParams = s.typeParameters?.length ? `<${s.typeParameters.map((tp) => tp.name).join(', ')}>` : '';
    const code: Inline[] = [
      `${prefix}${name}${typeParams}(`,
      ...join((s.parameters ?? []).map((p) => [`${p.flags.isRest ? '...' : ''}${p.name}${p.flags.isOptional || p.defaultValue !== undefined ? '?' : ''}: `, ...this.type(p.type)]), ', '),
      ')',
      ...(s.type ? [': ', ...this.type(s.type)] : []),
    ];
    return {
      code,
      doc: this.doc(s.comment),
      params,
      returns: s.type ? this.type(s.type) : undefined,
      returnsDoc: this.tagBlocks(s.comment, '@returns'),
      examples: this.examples(s.comment),
    };
  }

  entry(r: Reflection, prefix = ''): Entry {
    const signatures = (r.signatures ?? []).map((s) => this.signature(r.kind === KIND.Constructor ? 'new ' + prefix.replace(/\.$/, '') : r.name, s, r.kind === KIND.Constructor ? '' : prefix));
    const type = r.getSignature ? this.type(r.getSignature.type) : r.type ? this.type(r.type) : undefined;
    return {
      name: r.name,
      id: anchor(r.name),
      doc: signatures.length === 0 ? this.doc(r.comment ?? r.getSignature?.comment) : this.doc(r.comment),
      ...(type && signatures.length === 0 ? { type } : {}),
      signatures,
      examples: this.examples(r.comment ?? r.getSignature?.comment),
    };
  }

  memberRow(r: Reflection): Row {
    return {
      name: r.name,
      id: anchor(r.name),
      type: r.signatures?.length ? this.type({ type: 'reflection', declaration: r } as TdType) : this.type(r.getSignature?.type ?? r.type),
      optional: r.flags.isOptional,
      doc: this.doc(r.comment ?? r.signatures?.[0]?.comment ?? r.getSignature?.comment),
    };
  }

  schemaType(s: JsonSchema | undefined): Inline[] {
    if (!s) return ['unknown'];
    if (s.$ref) {
      const name = s.$ref.split('/').pop()!;
      const to = this.index.schemaAliases.get(name);
      if (to) return [{ text: aliasName(to), to }];
      return this.schemaType(resolveSchema(this.index.schemas, s));
    }
    if (s.const !== undefined) return [JSON.stringify(s.const).replace(/"/g, "'")];
    if (s.enum) return [s.enum.map((v) => (typeof v === 'string' ? `'${v}'` : String(v))).join(' | ')];
    const variants = s.oneOf ?? s.anyOf;
    if (variants) return join(variants.map((v) => this.schemaType(v)), ' | ');
    if (s.allOf) return join(s.allOf.map((v) => this.schemaType(v)), ' & ');
    const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
    return join(
      types.map((t) => (t === 'array' ? [...this.schemaType(s.items), '[]'] : t === 'integer' ? ['number'] : t === 'object' && !s.properties ? ['object'] : [t])),
      ' | ',
    );
  }

  schemaRows(schema: JsonSchema): Row[] {
    const flat = flatten(this.index.schemas, schema);
    const required = new Set(flat.required ?? []);
    return Object.entries(flat.properties ?? {}).map(([name, prop]) => ({
      name,
      id: anchor(name),
      type: this.schemaType(prop),
      optional: !required.has(name),
      doc: textBlocks(prop.description ?? resolveSchema(this.index.schemas, prop)?.description ?? ''),
    }));
  }
}

function aliasName(route: string): string {
  return route.split('/').pop()!.split('#')[0]!;
}

function join(parts: Inline[][], separator: string): Inline[] {
  return parts.flatMap((p, i) => (i === 0 ? p : [separator, ...p]));
}

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
  const w = new Writer(index, pkg);
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
      // The signatures under the section's heading, without an entry heading repeating the page's name (issue 24).
      const entry = w.entry(r);
      page.doc = entry.doc;
      page.sections.push({ title: 'Signature', id: 'signature', signatures: entry.signatures });
      if (entry.signatures.length === 0 && entry.examples.length > 0) page.sections.push({ title: 'Examples', id: 'examples', doc: entry.examples });
    } else if (r.kind === KIND.Class || r.kind === KIND.Interface) {
      const members = new Map((r.children ?? []).map((c) => [c.id, c]));
      const ctor = (r.children ?? []).filter((c) => c.kind === KIND.Constructor);
      if (ctor.length > 0) page.sections.push({ title: 'Constructor', id: 'constructor', entries: ctor.map((c) => w.entry(c, `${r.name}.`)) });
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
