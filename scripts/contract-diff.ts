/**
 * The differ behind `make check-breaking` and the Changelog page: what changed between two bundled
 * contracts (generate.ts's `bundleSpec`, `$ref`s kept), each change in a changelog group and marked
 * breaking or not. spec/README.md ("Versioning") states the rules; this file is their one home.
 *
 * Whether a change breaks depends on who writes the value. A partner writes requests (parameters,
 * request bodies) and reads responses and webhook payloads, so a schema is judged by where it is
 * used: narrowing what a request accepts breaks, narrowing what a response sends does not; a field
 * a response stops promising (no longer required) breaks, one a request newly demands breaks.
 * Some changes break wherever they are: a removed operation, webhook, schema, field or enum value,
 * and a type replaced by another.
 */
import { HTTP_METHODS } from './operations.js';

/** The changelog group of a change (Keep a Changelog's names). */
export type ChangeGroup = 'added' | 'changed' | 'deprecated' | 'removed';

export interface ContractChange {
  group: ChangeGroup;
  /** A partner's code written against `before` can fail against `after`. */
  breaking: boolean;
  /** What the change is about: an operation, a webhook event or a named schema. */
  kind: 'operation' | 'webhook' | 'schema';
  /** `GET /profiles`, `profile.updated`, `ProfileState`. */
  subject: string;
  /** One sentence, in Markdown-ish backticks. */
  message: string;
}

type Json = Record<string, unknown>;
type Spec = Json;
/** Who writes the values of a schema: the partner (request), the API (response), or both. */
interface Direction {
  request: boolean;
  response: boolean;
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const SCHEMA_REF = '#/components/schemas/';
const code = (s: string | number) => `\`${s}\``;

/** Follows a local `$ref` (`#/components/...`) in a document, up to a node without one. */
function resolve(doc: Spec, node: unknown, depth = 0): unknown {
  if (!isObject(node) || typeof node.$ref !== 'string' || depth > 20) return node;
  const parts = node.$ref.replace(/^#\//, '').split('/').map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  let target: unknown = doc;
  for (const part of parts) target = isObject(target) ? target[part] : undefined;
  return resolve(doc, target, depth + 1);
}

/** The names of every component schema a node reaches, following refs through schemas. */
function reachedSchemas(doc: Spec, node: unknown, into: Set<string>): void {
  const walk = (n: unknown) => {
    if (Array.isArray(n)) return n.forEach(walk);
    if (!isObject(n)) return;
    if (typeof n.$ref === 'string') {
      if (n.$ref.startsWith(SCHEMA_REF)) {
        const name = n.$ref.slice(SCHEMA_REF.length);
        if (into.has(name)) return;
        into.add(name);
      }
      walk(resolve(doc, n));
      return;
    }
    for (const v of Object.values(n)) walk(v);
  };
  walk(node);
}

/** The operations of a document, keyed `METHOD /path`. */
function operationsOf(doc: Spec): Map<string, Json> {
  const ops = new Map<string, Json>();
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      // Parameters of the path apply to each of its operations (the operation's own come last and win).
      const shared = Array.isArray(item.parameters) ? (item.parameters as unknown[]) : [];
      ops.set(`${method.toUpperCase()} ${path}`, shared.length > 0 ? { ...op, parameters: [...shared, ...((op.parameters as unknown[] | undefined) ?? [])] } : op);
    }
  }
  return ops;
}

/** The webhook events of a document, each its (first) operation, keyed by event name. */
function webhooksOf(doc: Spec): Map<string, Json> {
  const hooks = new Map<string, Json>();
  for (const [name, item] of Object.entries((doc.webhooks ?? {}) as Record<string, Json>)) {
    const op = HTTP_METHODS.map((m) => item[m]).find(isObject);
    if (op) hooks.set(name, op);
  }
  return hooks;
}

/** Where each component schema is used: by what partners send, by what they read, or both. */
function schemaDirections(doc: Spec): Map<string, Direction> {
  const dirs = new Map<string, Direction>();
  const mark = (node: unknown, side: keyof Direction) => {
    const names = new Set<string>();
    reachedSchemas(doc, node, names);
    for (const name of names) {
      const d = dirs.get(name) ?? { request: false, response: false };
      d[side] = true;
      dirs.set(name, d);
    }
  };
  for (const op of operationsOf(doc).values()) {
    mark(op.parameters, 'request');
    mark(op.requestBody, 'request');
    mark(op.responses, 'response');
  }
  // A webhook's payload is written by the API and read by the partner, as a response is.
  for (const op of webhooksOf(doc).values()) mark(op, 'response');
  for (const item of Object.values((doc.paths ?? {}) as Record<string, Json>)) mark(item.parameters, 'request');
  return dirs;
}

/** Where in the contract a schema is compared: a component schema, or a schema inside an operation. */
interface Place {
  kind: ContractChange['kind'];
  subject: string;
  /** The schema's name (kind `schema`), or the operation's part (`GET /x`: response 200). */
  root: string;
  /** The field path below it: `details.state`, `items[]`; '' at the root. */
  field: string;
  dir: Direction;
  /** The named schema itself, compared even though both sides are refs to it. */
  top?: boolean;
}

/** `ProfileState.details.state`, or `GET /x`: response 200 `details.state`. */
function placeLabel(at: Place): string {
  if (at.kind === 'schema') return code(at.field ? `${at.root}.${at.field}` : at.root);
  return at.field ? `${at.root} ${code(at.field)}` : at.root;
}

const typesOf = (s: Json): Set<string> | null => (s.type === undefined ? null : new Set(Array.isArray(s.type) ? (s.type as string[]) : [s.type as string]));

/**
 * An object schema with its `allOf` members merged in: properties, required names, type. Each
 * property keeps its origin (`x-origins`): '' for the schema's own (inline members included), or
 * the name of the component schema it comes from. A field that comes from the same component on
 * both sides is that component's business, reported once under its name; a field that moved (into
 * an included component, or out of one) is compared where it is used.
 */
function flatten(doc: Spec, schema: Json, depth = 0): Json {
  if (!Array.isArray(schema.allOf) || depth > 10) return { ...schema, 'x-origins': Object.fromEntries(Object.keys((schema.properties as Json | undefined) ?? {}).map((p) => [p, ''])) };
  const properties: Json = {};
  const origins: Record<string, string> = {};
  const required = new Set<string>();
  const includes: string[] = [];
  let type = schema.type;
  const take = (part: Json, origin: string | null) => {
    for (const [name, prop] of Object.entries((part.properties as Json | undefined) ?? {})) {
      properties[name] = prop;
      origins[name] = origin ?? ((part['x-origins'] as Record<string, string> | undefined)?.[name] ?? '');
    }
    for (const r of (part.required as string[] | undefined) ?? []) required.add(r);
    type ??= part.type;
  };
  for (const member of schema.allOf as unknown[]) {
    if (!isObject(member)) continue;
    const isRef = typeof member.$ref === 'string';
    const resolved = resolve(doc, member);
    if (!isObject(resolved)) continue;
    const part = flatten(doc, resolved, depth + 1);
    if (isRef) {
      const name = String(member.$ref).slice(String(member.$ref).lastIndexOf('/') + 1);
      includes.push(name);
      take(part, name);
    } else {
      includes.push(...((part['x-includes'] as string[] | undefined) ?? []));
      take(part, null);
    }
  }
  take({ properties: schema.properties, required: schema.required, type: schema.type, 'x-origins': {} }, '');
  const { allOf: _merged, ...rest } = schema;
  return { ...rest, ...(type === undefined ? {} : { type }), properties, required: [...required], 'x-includes': includes, 'x-origins': origins };
}

/** Bounds that narrow what a schema accepts when raised (`min*`) or lowered (`max*`). */
const LOWER_BOUNDS = ['minLength', 'minimum', 'exclusiveMinimum', 'minItems', 'minProperties'] as const;
const UPPER_BOUNDS = ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems', 'maxProperties'] as const;
/** Keywords whose appearance or change restricts values in a way not ordered by size. */
const RESTRICTIONS = ['pattern', 'format', 'const', 'multipleOf'] as const;
/** The instance types a restriction judges; values of other types pass it untouched. */
const APPLIES_TO: Partial<Record<(typeof RESTRICTIONS)[number], string[]>> = { pattern: ['string'], multipleOf: ['number', 'integer'] };

class Differ {
  readonly changes: ContractChange[] = [];
  private readonly dirs: Map<string, Direction>;

  constructor(
    private readonly before: Spec,
    private readonly after: Spec,
  ) {
    // A schema used on a side in either version is judged for that side.
    const b = schemaDirections(before);
    const a = schemaDirections(after);
    this.dirs = new Map();
    for (const name of new Set([...b.keys(), ...a.keys()])) {
      this.dirs.set(name, { request: !!(b.get(name)?.request || a.get(name)?.request), response: !!(b.get(name)?.response || a.get(name)?.response) });
    }
  }

  private add(change: ContractChange) {
    this.changes.push(change);
  }

  run(): ContractChange[] {
    this.diffOperations();
    this.diffWebhooks();
    this.diffSchemas();
    return this.changes;
  }

  private diffOperations() {
    const b = operationsOf(this.before);
    const a = operationsOf(this.after);
    for (const key of b.keys()) {
      if (!a.has(key)) this.add({ group: 'removed', breaking: true, kind: 'operation', subject: key, message: `Operation ${code(key)} removed.` });
    }
    for (const [key, op] of a) {
      const old = b.get(key);
      if (!old) {
        this.add({ group: 'added', breaking: false, kind: 'operation', subject: key, message: `Operation ${code(key)} added${op.summary ? `: ${String(op.summary)}` : ''}.` });
        continue;
      }
      this.diffOperation(key, old, op, 'operation');
    }
  }

  private diffWebhooks() {
    const b = webhooksOf(this.before);
    const a = webhooksOf(this.after);
    for (const name of b.keys()) {
      if (!a.has(name)) this.add({ group: 'removed', breaking: true, kind: 'webhook', subject: name, message: `Webhook event ${code(name)} removed.` });
    }
    for (const [name, op] of a) {
      const old = b.get(name);
      if (!old) this.add({ group: 'added', breaking: false, kind: 'webhook', subject: name, message: `Webhook event ${code(name)} added${op.summary ? `: ${String(op.summary)}` : ''}.` });
      else this.diffOperation(name, old, op, 'webhook');
    }
  }

  private diffOperation(subject: string, old: Json, op: Json, kind: 'operation' | 'webhook') {
    const say = (group: ChangeGroup, breaking: boolean, message: string) => this.add({ group, breaking, kind, subject, message });
    if (op.deprecated === true && old.deprecated !== true) say('deprecated', false, `${code(subject)} is deprecated.`);
    if (old.operationId !== op.operationId && old.operationId !== undefined) {
      say('changed', true, `${code(subject)}: operationId ${code(String(old.operationId))} renamed to ${code(String(op.operationId))}.`);
    }
    // A webhook's body is written by the API: it is read as a response is.
    const bodyDir: Direction = kind === 'webhook' ? { request: false, response: true } : { request: true, response: false };
    if (kind === 'operation') this.diffParameters(subject, old, op);
    this.diffBody(subject, kind, old.requestBody, op.requestBody, bodyDir);
    this.diffResponses(subject, kind, (old.responses ?? {}) as Json, (op.responses ?? {}) as Json);
  }

  private diffParameters(subject: string, old: Json, op: Json) {
    const params = (list: unknown, doc: Spec) => {
      const map = new Map<string, Json>();
      for (const p of (Array.isArray(list) ? list : []).map((x) => resolve(doc, x))) {
        if (isObject(p)) map.set(`${String(p.in)} parameter ${code(String(p.name))}`, p);
      }
      return map;
    };
    const b = params(old.parameters, this.before);
    const a = params(op.parameters, this.after);
    const say = (group: ChangeGroup, breaking: boolean, message: string) => this.add({ group, breaking, kind: 'operation', subject, message });
    for (const key of b.keys()) if (!a.has(key)) say('removed', true, `${code(subject)}: ${key} removed.`);
    for (const [key, p] of a) {
      const was = b.get(key);
      if (!was) {
        if (p.required === true) say('changed', true, `${code(subject)}: new required ${key}.`);
        else say('added', false, `${code(subject)}: optional ${key} added.`);
        continue;
      }
      if (p.required === true && was.required !== true) say('changed', true, `${code(subject)}: ${key} is now required.`);
      if (p.deprecated === true && was.deprecated !== true) say('deprecated', false, `${code(subject)}: ${key} is deprecated.`);
      this.diffSchema(was.schema, p.schema, { kind: 'operation', subject, root: `${code(subject)}: ${key}`, field: '', dir: { request: true, response: false } });
    }
  }

  private diffBody(subject: string, kind: 'operation' | 'webhook', oldBody: unknown, newBody: unknown, dir: Direction) {
    const b = resolve(this.before, oldBody);
    const a = resolve(this.after, newBody);
    const say = (group: ChangeGroup, breaking: boolean, message: string) => this.add({ group, breaking, kind, subject, message });
    if (!isObject(a)) {
      if (isObject(b)) say('removed', true, `${code(subject)}: request body removed.`);
      return;
    }
    if (!isObject(b)) {
      say(a.required === true && dir.request ? 'changed' : 'added', a.required === true && dir.request, `${code(subject)}: ${a.required === true ? 'required' : 'optional'} request body added.`);
      return;
    }
    if (a.required === true && b.required !== true && dir.request) say('changed', true, `${code(subject)}: the request body is now required.`);
    this.diffContent(subject, kind, 'request body', (b.content ?? {}) as Json, (a.content ?? {}) as Json, dir, true);
  }

  private diffContent(subject: string, kind: 'operation' | 'webhook', what: string, b: Json, a: Json, dir: Direction, removalBreaks: boolean) {
    const say = (group: ChangeGroup, breaking: boolean, message: string) => this.add({ group, breaking, kind, subject, message });
    for (const media of Object.keys(b)) if (!(media in a)) say('removed', removalBreaks, `${code(subject)}: ${what} in ${code(media)} removed.`);
    for (const [media, entry] of Object.entries(a)) {
      const was = b[media];
      if (!isObject(was)) {
        say('added', false, `${code(subject)}: ${what} in ${code(media)} added.`);
        continue;
      }
      this.diffSchema(was.schema, (entry as Json).schema, { kind, subject, root: `${code(subject)}: ${what}`, field: '', dir });
    }
  }

  private diffResponses(subject: string, kind: 'operation' | 'webhook', b: Json, a: Json) {
    const say = (group: ChangeGroup, breaking: boolean, message: string) => this.add({ group, breaking, kind, subject, message });
    // A partner's code handles the success answers; an error answer dropped from the list is documentation.
    const success = (status: string) => /^[23]/.test(status);
    for (const status of Object.keys(b)) if (!(status in a)) say('removed', success(status), `${code(subject)}: response ${status} removed.`);
    for (const [status, resp] of Object.entries(a)) {
      if (!(status in b)) {
        say('added', false, `${code(subject)}: response ${status} added.`);
        continue;
      }
      const was = resolve(this.before, b[status]);
      const now = resolve(this.after, resp);
      if (isObject(was) && isObject(now)) {
        this.diffContent(subject, kind, `response ${status}`, (was.content ?? {}) as Json, (now.content ?? {}) as Json, { request: false, response: true }, success(status));
      }
    }
  }

  private diffSchemas() {
    const b = ((this.before.components as Json | undefined)?.schemas ?? {}) as Json;
    const a = ((this.after.components as Json | undefined)?.schemas ?? {}) as Json;
    // Every schema is a type of the SDK (`Schemas['Name']`): removing one breaks code that names it.
    for (const name of Object.keys(b)) if (!(name in a)) this.add({ group: 'removed', breaking: true, kind: 'schema', subject: name, message: `Schema ${code(name)} removed.` });
    for (const [name, schema] of Object.entries(a)) {
      if (!(name in b)) {
        this.add({ group: 'added', breaking: false, kind: 'schema', subject: name, message: `Schema ${code(name)} added.` });
        continue;
      }
      // A schema no operation uses is judged strictly, as if partners wrote and read it.
      const dir = this.dirs.get(name) ?? { request: true, response: true };
      this.diffSchema(b[name], schema, { kind: 'schema', subject: name, root: name, field: '', dir, top: true });
    }
  }

  /**
   * Compares two schemas at one place. Both naming the same component schema: nothing to do here,
   * that schema is compared once under its own name.
   */
  private diffSchema(
    oldNode: unknown,
    newNode: unknown,
    at: Place,
    seen = new Set<string>(),
  ) {
    if (!at.top && isObject(oldNode) && isObject(newNode) && oldNode.$ref !== undefined && oldNode.$ref === newNode.$ref) return;
    const pairKey = `${String(isObject(oldNode) ? oldNode.$ref : '')}|${String(isObject(newNode) ? newNode.$ref : '')}|${placeLabel(at)}`;
    if (seen.has(pairKey) || seen.size > 200) return;
    seen.add(pairKey);
    const b0 = resolve(this.before, oldNode);
    const a0 = resolve(this.after, newNode);
    if (!isObject(b0) || !isObject(a0)) return;
    const b = flatten(this.before, b0);
    const a = flatten(this.after, a0);
    const { request, response } = at.dir;
    const say = (group: ChangeGroup, breaking: boolean, message: string) => this.add({ group, breaking, kind: at.kind, subject: at.subject, message: `${placeLabel(at)}: ${message}` });

    if (a.deprecated === true && b.deprecated !== true) say('deprecated', false, 'deprecated.');

    // Types: one replaced by another breaks any reader or writer; a type dropped narrows what is accepted.
    const bt = typesOf(b);
    const at_ = typesOf(a);
    if (bt && at_) {
      const dropped = [...bt].filter((t) => !at_.has(t));
      const added = [...at_].filter((t) => !bt.has(t));
      if (dropped.length > 0 && added.length > 0) say('changed', true, `type ${[...bt].join(' | ')} changed to ${[...at_].join(' | ')}.`);
      else if (dropped.length > 0) say('changed', request, `type narrowed: ${dropped.map(code).join(', ')} no longer allowed.`);
      else if (added.length > 0) say('changed', false, `type widened: ${added.map(code).join(', ')} now allowed.`);
    } else if (!bt && at_) say('changed', request, `type narrowed to ${[...at_].join(' | ')}.`);

    // Enum values: a removed one breaks everywhere (a request sending it fails, the SDK's union loses
    // it); an added one is an addition (partners are told to accept values they do not know).
    if (Array.isArray(a.enum) || Array.isArray(b.enum)) {
      const bv = Array.isArray(b.enum) ? (b.enum as unknown[]) : null;
      const av = Array.isArray(a.enum) ? (a.enum as unknown[]) : null;
      if (bv && av) {
        for (const v of bv) if (!av.includes(v)) say('removed', true, `enum value ${code(String(v))} removed.`);
        for (const v of av) if (!bv.includes(v)) say('added', false, `enum value ${code(String(v))} added.`);
      } else if (av) say('changed', true, `now limited to the values ${av.map((v) => code(String(v))).join(', ')}.`);
      else say('changed', false, 'no longer limited to a list of values.');
    }

    for (const key of LOWER_BOUNDS) this.diffBound(key, b[key], a[key], 'raised', request, say);
    for (const key of UPPER_BOUNDS) this.diffBound(key, b[key], a[key], 'lowered', request, say);
    for (const key of RESTRICTIONS) {
      if (a[key] === undefined || JSON.stringify(a[key]) === JSON.stringify(b[key])) {
        if (a[key] === undefined && b[key] !== undefined) say('changed', false, `${key} ${code(JSON.stringify(b[key]))} lifted.`);
        continue;
      }
      // A keyword that only judges values of a type the old schema refused outright (a `pattern`
      // added with `string` beside `number`) restricts only what the widening newly admits.
      const onlyNew = b[key] === undefined && bt !== null && APPLIES_TO[key] !== undefined && !APPLIES_TO[key].some((t) => bt.has(t));
      say('changed', request && !onlyNew, b[key] === undefined ? `${key} ${code(JSON.stringify(a[key]))} added.` : `${key} changed from ${code(JSON.stringify(b[key]))} to ${code(JSON.stringify(a[key]))}.`);
    }
    // additionalProperties and (3.1) unevaluatedProperties both close an object.
    const closed = (x: Json) => x.additionalProperties === false || x.unevaluatedProperties === false;
    if (closed(a) && !closed(b)) say('changed', request, 'no longer accepts fields it does not list.');

    // Component schemas merged in through allOf. A schema replaced by one that includes it (or
    // the other way round) is no loss: `before` itself is the schema named.
    const refName = (n: unknown) => (isObject(n) && typeof n.$ref === 'string' ? n.$ref.slice(n.$ref.lastIndexOf('/') + 1) : '');
    const bName = refName(oldNode);
    const aName = refName(newNode);
    if (bName && aName && bName !== aName) say('changed', false, `now ${code(aName)} (was ${code(bName)}).`);
    const bInc = [...((b['x-includes'] as string[] | undefined) ?? []), ...(bName ? [bName] : [])];
    const aInc = [...((a['x-includes'] as string[] | undefined) ?? []), ...(aName ? [aName] : [])];
    // Informational: what the fields themselves gained or lost is judged field by field below.
    for (const name of bInc) if (!aInc.includes(name) && name !== bName) say('changed', false, `no longer includes ${code(name)}.`);
    for (const name of aInc) if (!bInc.includes(name) && name !== aName) say('changed', false, `now includes ${code(name)}.`);

    // Properties. One that comes from the same included component on both sides is compared there.
    const bp = (b.properties ?? {}) as Json;
    const ap = (a.properties ?? {}) as Json;
    const bo = (b['x-origins'] ?? {}) as Record<string, string>;
    const ao = (a['x-origins'] ?? {}) as Record<string, string>;
    const breq = new Set((b.required as string[] | undefined) ?? []);
    const areq = new Set((a.required as string[] | undefined) ?? []);
    const elsewhere = (origin: string | undefined, other: string[]) => !!origin && other.includes(origin);
    for (const prop of Object.keys(bp)) {
      // Gone with a component that is still included: that component reports it.
      if (!(prop in ap) && !elsewhere(bo[prop], aInc)) say('removed', true, `field ${code(prop)} removed.`);
    }
    for (const prop of Object.keys(ap)) {
      if (!(prop in bp)) {
        if (elsewhere(ao[prop], bInc)) continue;
        if (areq.has(prop) && request) say('changed', true, `new required field ${code(prop)}.`);
        else say('added', false, `${areq.has(prop) ? '' : 'optional '}field ${code(prop)} added.`);
        continue;
      }
      if (ao[prop] && ao[prop] === bo[prop]) continue;
      if (areq.has(prop) && !breq.has(prop)) say('changed', request, `field ${code(prop)} is now required.`);
      if (!areq.has(prop) && breq.has(prop)) say('changed', response, `field ${code(prop)} is no longer required${response ? ' (responses may leave it out)' : ''}.`);
      this.diffSchema(bp[prop], ap[prop], { ...at, top: false, field: at.field ? `${at.field}.${prop}` : prop }, seen);
    }

    if (a.items !== undefined || b.items !== undefined) this.diffSchema(b.items, a.items, { ...at, top: false, field: `${at.field}[]` }, seen);
    if (isObject(a.additionalProperties) && isObject(b.additionalProperties)) {
      this.diffSchema(b.additionalProperties, a.additionalProperties, { ...at, top: false, field: `${at.field}{}` }, seen);
    }
    for (const key of ['oneOf', 'anyOf'] as const) this.diffVariants(key, b[key], a[key], at, say, seen);
  }

  private diffBound(key: string, was: unknown, now: unknown, narrowing: 'raised' | 'lowered', request: boolean, say: (g: ChangeGroup, breaking: boolean, m: string) => void) {
    if (typeof now !== 'number') {
      if (typeof was === 'number') say('changed', false, `${key} ${was} lifted.`);
      return;
    }
    if (was === now) return;
    const narrows = typeof was !== 'number' || (narrowing === 'raised' ? now > was : now < was);
    say('changed', narrows && request, typeof was === 'number' ? `${key} ${narrowing === 'raised' ? (now > was ? 'raised' : 'lowered') : now < was ? 'lowered' : 'raised'} from ${was} to ${now}.` : `${key} ${now} added.`);
  }

  /** `oneOf`/`anyOf` members, matched by the schema they name (else by position). */
  private diffVariants(
    key: 'oneOf' | 'anyOf',
    was: unknown,
    now: unknown,
    at: Place,
    say: (g: ChangeGroup, breaking: boolean, m: string) => void,
    seen: Set<string>,
  ) {
    if (!Array.isArray(was) && !Array.isArray(now)) return;
    const keyed = (list: unknown) => new Map((Array.isArray(list) ? list : []).map((m, i) => [isObject(m) && typeof m.$ref === 'string' ? m.$ref.slice(m.$ref.lastIndexOf('/') + 1) : `#${i + 1}`, m] as const));
    const b = keyed(was);
    const a = keyed(now);
    for (const name of b.keys()) if (!a.has(name)) say('removed', at.dir.request, `${key} variant ${code(name)} removed.`);
    for (const [name, m] of a) {
      if (!b.has(name)) say('added', false, `${key} variant ${code(name)} added.`);
      else this.diffSchema(b.get(name), m, { ...at, top: false, field: `${at.field}(${name})` }, seen);
    }
  }
}

/** Every change from `before` to `after` (two bundled contracts), in contract order. */
export function diffContracts(before: Spec, after: Spec): ContractChange[] {
  return new Differ(before, after).run();
}

/** The breaking changes among them. */
export function breakingChanges(changes: readonly ContractChange[]): ContractChange[] {
  return changes.filter((c) => c.breaking);
}
