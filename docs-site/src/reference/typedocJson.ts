/**
 * TypeDoc's JSON (schema 2.0), only what the SDK and React references read (build time only), and
 * the contract's JSON Schema as generated/openapi.json holds it.
 */
export interface CommentPart {
  kind: 'text' | 'code' | 'inline-tag' | 'relative-link';
  text: string;
  tag?: string;
  target?: number | { qualifiedName?: string; packageName?: string };
}
export interface Comment {
  summary: CommentPart[];
  blockTags?: { tag: string; content: CommentPart[] }[];
}
export interface TdType {
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
export interface Reflection {
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

/** TypeDoc's reflection kinds. */
export const KIND = {
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

/** The folder, label and plural of each kind with pages of its own. */
export const KIND_DIRS: Record<number, { dir: string; label: string; plural: string }> = {
  [KIND.Class]: { dir: 'classes', label: 'Class', plural: 'Classes' },
  [KIND.Enum]: { dir: 'enumerations', label: 'Enumeration', plural: 'Enumerations' },
  [KIND.Function]: { dir: 'functions', label: 'Function', plural: 'Functions' },
  [KIND.Interface]: { dir: 'interfaces', label: 'Interface', plural: 'Interfaces' },
  [KIND.TypeAlias]: { dir: 'type-aliases', label: 'Type alias', plural: 'Type aliases' },
  [KIND.Variable]: { dir: 'variables', label: 'Variable', plural: 'Variables' },
};

/** One package's TypeDoc project, with where its reference lives. */
export interface PackageInput {
  /** The npm name, e.g. @emoney/sdk. */
  name: string;
  /** The route of the package's index, e.g. packages/sdk. */
  base: string;
  title: string;
  description: string;
  project: { children: Reflection[]; groups?: { title: string; children: number[] }[]; comment?: Comment };
}

/** A schema of the contract (generated/openapi.json), only what the reference reads. */
export interface JsonSchema {
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

/** TypeDoc's kind of an inline object type (`{ … }`). */
const TYPE_LITERAL = 65536;

/**
 * TypeDoc 0.28 moves the members of an alias of an object literal (`type X = { a: A }`) onto the
 * alias itself (children, call and index signatures) and drops its `type`: read as it is, such an
 * alias (UseAuthReturn) and every parameter or property naming it would render as `unknown`. Puts
 * the object type back as the alias's `type`, for every alias of every package, so the rest of
 * the reference reads one shape (the members stay on the alias too: their anchors).
 */
export function withAliasTypes(project: PackageInput['project']): PackageInput['project'] {
  for (const r of project.children) {
    if (r.kind !== KIND.TypeAlias || r.type || !(r.children?.length || r.signatures?.length || r.indexSignatures?.length)) continue;
    const declaration: Reflection = { id: r.id, name: '__type', kind: TYPE_LITERAL, flags: {} };
    if (r.children) declaration.children = r.children;
    if (r.signatures) declaration.signatures = r.signatures;
    if (r.indexSignatures) declaration.indexSignatures = r.indexSignatures;
    r.type = { type: 'reflection', declaration };
  }
  return project;
}
