/**
 * Turns TypeDoc reflections into reference data (model.ts): comments into blocks, types into
 * inlines whose named types link to their pages, declarations into entries, signatures and rows.
 */
import type { Block, Entry, Inline, Row, Signature } from './model.js';
import { flatten, resolveSchema } from './jsonSchema.js';
import { aliasName, anchor, unionKey, type ReferenceIndex } from './ReferenceIndex.js';
import { joinInlines, textBlocks } from './textBlocks.js';
import { KIND, type Comment, type CommentPart, type JsonSchema, type PackageInput, type Reflection, type TdType } from './typedocJson.js';

export class ReferenceWriter {
  /** The route of the page being written: its own values stay written out there, not a link to itself. */
  currentRoute: string | undefined;

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
        // Parentheses only around a union or intersection still written out (not one named for it).
        const wrap = (t.elementType?.type === 'union' || t.elementType?.type === 'intersection') && inner.some((i) => i === ' | ' || i === ' & ');
        return wrap ? ['(', ...inner, ')[]'] : [...inner, '[]'];
      }
      case 'union': {
        // A union of a named enumeration's values (Chain's 14, Currency's) is that name, linked.
        const members = t.types ?? [];
        const strings = members.filter((x) => x.type === 'literal' && typeof x.value === 'string');
        const to = strings.length > 2 ? this.index.unions.get(unionKey(strings.map((x) => String(x.value)))) : undefined;
        if (to && to.split('#')[0] !== this.currentRoute) {
          const rest = members.filter((x) => !strings.includes(x));
          return joinInlines([[{ text: aliasName(to), to }], ...rest.map((x) => this.type(x, depth))], ' | ');
        }
        return joinInlines(members.map((x) => this.type(x, depth)), ' | ');
      }
      case 'intersection':
        return joinInlines((t.types ?? []).map((x) => this.type(x, depth)), ' & ');
      case 'tuple':
        return ['[', ...joinInlines((t.elements ?? []).map((x) => this.type(x, depth)), ', '), ']'];
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
    return [...head, '<', ...joinInlines(t.typeArguments.map((a) => this.type(a, depth + 1)), ', '), '>'];
  }

  /** An inline object type: the alias it equals when there is one, else its members (shallow). */
  private reflection(r: Reflection | undefined, depth: number): Inline[] {
    if (!r) return ['object'];
    if (r.signatures?.length) {
      const s = r.signatures[0]!;
      return ['(', ...joinInlines((s.parameters ?? []).map((p) => [`${p.name}${p.flags.isOptional ? '?' : ''}: `, ...this.type(p.type, depth + 1)]), ', '), ') => ', ...this.type(s.type, depth + 1)];
    }
    const children = r.children ?? [];
    const key = children.map((c) => c.name).sort().join(',');
    const shape = this.index.shapes.get(key) ?? this.index.ownShapes.get(key);
    if (shape) return [{ text: aliasName(shape), to: shape }];
    if (children.length === 0) return r.indexSignatures?.length ? ['Record<string, ', ...this.type(r.indexSignatures[0]!.type, depth + 1), '>'] : ['{}'];
    // Deep or large: the names only (a parameter's table lists each with its type and description).
    if (depth > 1 || children.length > 6) return ['{ ', children.map((c) => `${c.name}${c.flags.isOptional ? '?' : ''}`).join('; '), ' }'];
    return ['{ ', ...joinInlines(children.map((c) => [`${c.name}${c.flags.isOptional ? '?' : ''}: `, ...this.type(c.type ?? c.signatures?.[0]?.type, depth + 1)]), '; '), ' }'];
  }

  /* ---------------------------------------------------------------- declarations */

  signature(name: string, s: Reflection, prefix = ''): Signature {
    const params: Row[] = (s.parameters ?? []).flatMap((p) => {
      const members = this.objectMembers(p.type);
      const row: Row = {
        name: `${p.flags.isRest ? '...' : ''}${p.name}`,
        // An inline object's members are the rows below it (not `{ address; cursor; … }`).
        type: members && p.type?.type === 'reflection' ? ['object'] : this.type(p.type),
        optional: p.flags.isOptional || p.defaultValue !== undefined,
        ...(p.defaultValue !== undefined ? { value: p.defaultValue } : {}),
        doc: this.doc(p.comment ?? this.declarationComment(p.type)),
      };
      // A member without TSDoc takes the contract's words: its schema's property, else the property name's one description.
      const schema = this.schemaOf(p.type);
      const described = (m: Row): Row => {
        if (m.doc.length > 0) return m;
        const only = m.type?.length === 1 ? m.type[0] : undefined;
        const typeSchema = typeof only === 'object' && 'to' in only ? [...this.index.schemaAliases].find(([, r]) => r === only.to)?.[0] : undefined;
        const text =
          (schema && flatten(this.index.schemas, this.index.schemas[schema]).properties?.[m.name]?.description) ??
          this.index.propertyDescription(m.name) ??
          (typeSchema ? this.index.schemas[typeSchema]?.description : undefined);
        return text ? { ...m, doc: textBlocks(text) } : m;
      };
      return [row, ...(members ?? []).map((m) => ({ ...described(m), name: `${p.name}.${m.name}`, id: undefined, member: true }))];
    });
    const typeParams = s.typeParameters?.length ? `<${s.typeParameters.map((tp) => tp.name).join(', ')}>` : '';
    const code: Inline[] = [
      `${prefix}${name}${typeParams}(`,
      ...joinInlines((s.parameters ?? []).map((p) => [`${p.flags.isRest ? '...' : ''}${p.name}${p.flags.isOptional || p.defaultValue !== undefined ? '?' : ''}: `, ...this.type(p.type)]), ', '),
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

  /**
   * The properties of an object type, as rows: an inline object, an interface or object alias of the
   * packages, a contract schema, and `&`, `Omit<…>` and `Partial<…>` of those. Undefined for any other type.
   */
  objectMembers(t: TdType | undefined): Row[] | undefined {
    if (!t) return undefined;
    if (t.type === 'reflection') return t.declaration?.children?.length && !t.declaration.signatures?.length ? t.declaration.children.map((c) => this.memberRow(c)) : undefined;
    if (t.type === 'intersection') {
      const parts = (t.types ?? []).map((x) => this.objectMembers(x));
      if (parts.some((part) => !part)) return undefined;
      // A later part's property replaces an earlier one of the same name (`Omit<NewOrder, 'kind'> & { kind?: … }`).
      const byName = new Map(parts.flat().map((row) => [row!.name, row!]));
      return [...byName.values()];
    }
    if (t.type === 'indexedAccess' && t.objectType?.type === 'reference' && t.objectType.name === 'Schemas' && t.indexType?.type === 'literal') {
      const rows = this.schemaRows(this.index.schemas[String(t.indexType.value)] ?? {});
      return rows.length > 0 ? rows : undefined;
    }
    if (t.type !== 'reference') return undefined;
    const [target, keys] = t.typeArguments ?? [];
    if (t.name === 'Omit' && target && keys) {
      const omitted = new Set((keys.type === 'union' ? (keys.types ?? []) : [keys]).map((k) => String(k.value)));
      return this.objectMembers(target)?.filter((row) => !omitted.has(row.name));
    }
    if ((t.name === 'Partial' || t.name === 'NonNullable') && target) return this.objectMembers(target)?.map((row) => (t.name === 'Partial' ? { ...row, optional: true } : row));
    const declaration = typeof t.target === 'number' ? this.index.declarationOf(this.pkg.name, t.target) : undefined;
    if (!declaration) return undefined;
    if (declaration.kind === KIND.Interface) return declaration.children?.length ? declaration.children.filter((c) => c.kind === KIND.Property || c.kind === KIND.Method || c.kind === KIND.Accessor).map((c) => this.memberRow(c)) : undefined;
    if (declaration.kind === KIND.TypeAlias) return this.objectMembers(declaration.type);
    return undefined;
  }

  /** The comment of the declaration a type names (a parameter without `@param` takes its type's summary), in this package or another of ours. */
  private declarationComment(t: TdType | undefined): Comment | undefined {
    if (t?.type !== 'reference') return undefined;
    const declaration =
      typeof t.target === 'number' ? this.index.declarationOf(this.pkg.name, t.target) : t.target?.packageName?.startsWith('@emoney/') ? this.index.declarationOfName(t.target.qualifiedName ?? t.name ?? '', t.target.packageName) : undefined;
    const summary = declaration?.comment?.summary ?? declaration?.signatures?.[0]?.comment?.summary;
    return summary?.length ? { summary } : undefined;
  }

  /** The contract schema an object type stands for (Schemas['X'], an alias of one, Omit or Partial of one), if any. */
  private schemaOf(t: TdType | undefined): string | undefined {
    if (!t) return undefined;
    if (t.type === 'indexedAccess' && t.objectType?.type === 'reference' && t.objectType.name === 'Schemas' && t.indexType?.type === 'literal') return String(t.indexType.value);
    if (t.type === 'intersection') return (t.types ?? []).map((x) => this.schemaOf(x)).find(Boolean);
    if (t.type === 'reflection') {
      // TypeDoc wrote the schema's properties out: find the schema by their names.
      const route = this.index.shapes.get((t.declaration?.children ?? []).map((c) => c.name).sort().join(','));
      return route ? [...this.index.schemaAliases].find(([, r]) => r === route)?.[0] : undefined;
    }
    if (t.type !== 'reference') return undefined;
    if ((t.name === 'Omit' || t.name === 'Partial' || t.name === 'NonNullable') && t.typeArguments?.[0]) return this.schemaOf(t.typeArguments[0]);
    const declaration = typeof t.target === 'number' ? this.index.declarationOf(this.pkg.name, t.target) : undefined;
    return declaration?.kind === KIND.TypeAlias ? this.schemaOf(declaration.type) : undefined;
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
    if (s.enum) {
      const to = s.enum.length > 2 && s.enum.every((v) => typeof v === 'string') ? this.index.unions.get(unionKey(s.enum as string[])) : undefined;
      if (to && to.split('#')[0] !== this.currentRoute) return [{ text: aliasName(to), to }];
      return [s.enum.map((v) => (typeof v === 'string' ? `'${v}'` : String(v))).join(' | ')];
    }
    const variants = s.oneOf ?? s.anyOf;
    if (variants) return joinInlines(variants.map((v) => this.schemaType(v)), ' | ');
    if (s.allOf) return joinInlines(s.allOf.map((v) => this.schemaType(v)), ' & ');
    const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
    return joinInlines(
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
