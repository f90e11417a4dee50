/** Where every named declaration of the packages lives: routes by id and name, and named shapes. */
import { flatten } from './jsonSchema.js';
import { KIND, KIND_DIRS, type JsonSchema, type PackageInput, type Reflection } from './typedocJson.js';

/** Where every named declaration of every package lives (so one package's types link into another's). */
export class ReferenceIndex {
  /** `${package}:${id}` → route (#anchor). */
  private byId = new Map<string, string>();
  /** `${package}:${id}` → a top-level declaration (to expand the properties of an object parameter). */
  private declarations = new Map<string, Reflection>();
  /** `${package}:${name}` → route of a top-level declaration. */
  private byName = new Map<string, string>();
  /** `${package}:${name}` → a top-level declaration (a type named from another package). */
  private declarationsByName = new Map<string, Reflection>();
  /** Property name → its description in the contract, where every schema describing it says the same. */
  private propertyDescriptions = new Map<string, string | null>();
  /** Schema name → route of the SDK alias of it. */
  readonly schemaAliases = new Map<string, string>();
  /** Sorted property names of a schema → route of its alias (to name TypeDoc's expanded shapes). */
  readonly shapes = new Map<string, string>();
  /** The same for the packages' own object types (checked after the schemas). */
  readonly ownShapes = new Map<string, string>();
  /** Sorted string values of a named enumeration (a schema's enum, an enum of the package) → its route, to name a union TypeDoc wrote out. */
  readonly unions = new Map<string, string>();

  constructor(
    readonly packages: PackageInput[],
    readonly schemas: Record<string, JsonSchema>,
  ) {
    for (const pkg of packages) {
      for (const child of pkg.project.children) {
        const route = routeOf(pkg, child);
        this.byId.set(`${pkg.name}:${child.id}`, route);
        this.declarations.set(`${pkg.name}:${child.id}`, child);
        if (!this.byName.has(`${pkg.name}:${child.name}`)) this.byName.set(`${pkg.name}:${child.name}`, route);
        if (!this.declarationsByName.has(`${pkg.name}:${child.name}`)) this.declarationsByName.set(`${pkg.name}:${child.name}`, child);
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
        const values = schema && pkg.name === '@emoney/sdk' ? flatten(schemas, schemas[schema]).enum : child.kind === KIND.Enum ? child.children?.map((c) => c.type?.value) : undefined;
        if (values && values.length > 2 && values.every((v) => typeof v === 'string')) {
          const key = unionKey(values as string[]);
          if (!this.unions.has(key)) this.unions.set(key, route);
        }
      }
    }
  }

  /** The contract's description of a property name, when the schemas agree on one. */
  propertyDescription(name: string): string | undefined {
    if (this.propertyDescriptions.size === 0) {
      for (const schema of Object.values(this.schemas)) {
        for (const [prop, value] of Object.entries(flatten(this.schemas, schema).properties ?? {})) {
          const text = value.description ?? (value.$ref ? this.schemas[value.$ref.split('/').pop()!]?.description : undefined);
          if (!text) continue;
          const known = this.propertyDescriptions.get(prop);
          if (known === undefined) this.propertyDescriptions.set(prop, text);
          else if (known !== text) this.propertyDescriptions.set(prop, null);
        }
      }
    }
    return this.propertyDescriptions.get(name) ?? undefined;
  }

  declarationOfName(name: string, pkg: string): Reflection | undefined {
    return this.declarationsByName.get(`${pkg}:${name}`);
  }

  routeOfId(pkg: string, id: number): string | undefined {
    return this.byId.get(`${pkg}:${id}`);
  }

  declarationOf(pkg: string, id: number): Reflection | undefined {
    return this.declarations.get(`${pkg}:${id}`);
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

/** The key of a set of string values, whatever their order. */
export function unionKey(values: readonly string[]): string {
  return [...new Set(values)].sort().join('|');
}

/** The anchor of a member (its name, safe for an id). */
export const anchor = (name: string) => name.replace(/[^A-Za-z0-9_-]/g, '-');

/** The route of a top-level declaration (constants share the variables page). */
export function routeOf(pkg: PackageInput, r: Reflection): string {
  const kind = KIND_DIRS[r.kind];
  if (!kind) return pkg.base;
  // Constants share one page; every other declaration has its own.
  if (r.kind === KIND.Variable) return `${pkg.base}/variables#${anchor(r.name)}`;
  return `${pkg.base}/${kind.dir}/${r.name}`;
}

/** `Schemas['Order']` → 'Order'. */
export function schemaNameOf(r: Reflection): string | undefined {
  const t = r.type;
  if (r.kind !== KIND.TypeAlias || t?.type !== 'indexedAccess') return undefined;
  if (t.objectType?.type === 'reference' && t.objectType.name === 'Schemas' && t.indexType?.type === 'literal') return String(t.indexType.value);
  return undefined;
}

/** The name a route shows (its last segment, without the anchor). */
export function aliasName(route: string): string {
  return route.split('/').pop()!.split('#')[0]!;
}
