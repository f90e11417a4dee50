/**
 * What the adapter does per operation, decided once at start-up: its security requirements, its
 * Ajv validators (openapi-backend's, compiled from the contract on its first request), how its query is
 * decoded, and its handler. Per request this runs the same steps, in the same order and with the
 * same objects, as openapi-backend's `handleRequest`, so every error message stays as it was,
 * without re-parsing the request four times (lodash, qs, a RegExp per template) on the way.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Request as ExpressRequest } from 'express';
import type { OpenAPIBackend, Operation } from 'openapi-backend';
import type { RawHandler } from './handler-types.js';
import { databaseUnavailable } from '../db/unavailable.js';

export type { Operation };

interface Parameter {
  name: string;
  in: string;
  explode?: boolean;
  style?: string;
  schema?: { type?: unknown };
  content?: Record<string, unknown>;
}

export interface Plan {
  operation: Operation;
  handler?: RawHandler;
  /** Security requirements (the operation's, else the document's): any one satisfied admits the request. */
  requirements: Record<string, unknown>[];
  /** The scheme checks those requirements name, in order. */
  schemes: [string, ((req: ExpressRequest) => unknown) | undefined][];
  /**
   * When the operation requires exactly one scheme: that scheme's answer from memory alone (a
   * truthy caller, or undefined when the full check must run); see {@link authenticateFromMemory}.
   */
  cachedScheme?: (req: ExpressRequest) => unknown;
  validators: ValidateFunction[];
  /** Query parameters declared as arrays: a single value becomes a one-element array before validation. */
  arrays: Set<string>;
  /** Query parameters sent as JSON (`content: application/json`): checked as JSON, then parsed. */
  jsonQuery: string[];
  /** Header parameters declared: validation may coerce them, so it gets a copy of the headers. */
  readsHeaders: boolean;
  /** The query as the handler reads it: JSON and delimited (explode: false) parameters decoded. */
  decodeQuery: (query: Record<string, unknown>) => Record<string, unknown>;
  /** A JSON-only body is checked to be JSON when it arrives unparsed. */
  jsonOnlyBody: boolean;
  /** The media types the request body is declared in (a body in any other answers 415); none without a body. */
  mediaTypes?: string[];
  /** Form fields the schema types as booleans or numbers: form values arrive as strings and are coerced. */
  formFieldTypes?: Record<string, string>;
}

export interface PlanOptions {
  handlers: Record<string, RawHandler>;
  security: Record<string, (req: ExpressRequest) => unknown>;
  /** Per scheme, optionally: its check from what the process holds, without a promise (undefined: run the full check). */
  cachedSecurity?: Record<string, (req: ExpressRequest) => unknown>;
}

export function planOf(operation: Operation, api: OpenAPIBackend, options: PlanOptions): Plan {
  const parameters = (operation.parameters ?? []) as Parameter[];
  if (parameters.some((p) => p.in === 'cookie')) {
    throw new Error(`${operation.operationId} declares a cookie parameter, which the route table does not read`);
  }
  const requirements = (operation.security ?? []) as Record<string, unknown>[];
  // Only an operation that requires exactly one scheme can take its caller from memory.
  const required = requirements.length === 1 ? Object.keys(requirements[0]!) : [];
  const cachedScheme = required.length === 1 ? options.cachedSecurity?.[required[0]!] : undefined;
  const queryParams = parameters.filter((p) => p.in === 'query');
  const styled = new Map(queryParams.filter((p) => p.content?.['application/json'] || p.explode === false).map((p) => [p.name, p]));
  // The first declaration of a name wins, as in openapi-backend's lookups.
  const firstOf = (name: string) => queryParams.find((p) => p.name === name);
  const content = (operation.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)?.content;
  const contentTypes = Object.keys(content ?? {});
  const formSchema = content?.['application/x-www-form-urlencoded']?.schema;
  return {
    operation,
    handler: operation.operationId ? options.handlers[operation.operationId] : undefined,
    requirements,
    schemes: requirements.flatMap((r) => Object.keys(r)).map((name) => [name, options.security[name]]),
    ...(cachedScheme ? { cachedScheme } : {}),
    // Compiled on the operation's first request, not at start-up (openapi-adapter.ts).
    get validators() {
      const compiled = (operation.operationId ? api.validator.getRequestValidatorsForOperation(operation.operationId) : null) ?? [];
      Object.defineProperty(this, 'validators', { value: compiled });
      return compiled;
    },
    arrays: new Set(queryParams.filter((p) => firstOf(p.name) === p && p.schema?.type === 'array').map((p) => p.name)),
    jsonQuery: queryParams.filter((p) => p.content?.['application/json']).map((p) => p.name),
    readsHeaders: parameters.some((p) => p.in === 'header'),
    decodeQuery: styled.size === 0 ? (query) => query : (query) => decodeStyled(query, styled, firstOf),
    jsonOnlyBody: contentTypes.length === 1 && contentTypes[0] === 'application/json',
    // A JSON body may also be sent as the vendor media type or any other `+json` type.
    ...(content && operation.operationId ? { mediaTypes: contentTypes.flatMap((t) => (t === 'application/json' ? [t, 'application/*+json'] : [t])) } : {}),
    ...(formSchema && operation.operationId ? { formFieldTypes: scalarFieldTypes(formSchema) } : {}),
  };
}

/** The scalar type of each top-level field of a (possibly oneOf/anyOf/allOf) form schema. */
function scalarFieldTypes(schema: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const s = node as { properties?: Record<string, { type?: unknown }>; oneOf?: unknown[]; anyOf?: unknown[]; allOf?: unknown[] };
    for (const [name, prop] of Object.entries(s.properties ?? {})) {
      if (typeof prop?.type === 'string' && ['boolean', 'integer', 'number'].includes(prop.type)) out[name] = prop.type;
    }
    for (const branch of [...(s.oneOf ?? []), ...(s.anyOf ?? []), ...(s.allOf ?? [])]) visit(branch);
  };
  visit(schema);
  return out;
}

/**
 * The caller from memory when the operation's one scheme can answer so (a valid token in the
 * steady state), else undefined: then {@link authenticate} runs. The same caller either way; this
 * one costs no promise. A check that throws here is left to the full one.
 */
export function authenticateFromMemory(plan: Plan, req: ExpressRequest): unknown {
  try {
    return plan.cachedScheme?.(req) || undefined;
  } catch {
    return undefined;
  }
}

/** A marker: no security requirement was satisfied. */
export const UNAUTHORIZED = Symbol('unauthorized');

/**
 * Runs the operation's security checks (a check that throws fails its scheme) and answers the
 * caller: the first scheme's truthy result, or UNAUTHORIZED when no requirement is satisfied.
 */
export async function authenticate(plan: Plan, req: ExpressRequest): Promise<unknown> {
  if (plan.schemes.length === 0) return undefined;
  const results: Record<string, unknown> = {};
  const run = async ([name, check]: [string, ((req: ExpressRequest) => unknown) | undefined]) => {
    results[name] = undefined;
    if (!check) return;
    try {
      results[name] = await check(req);
    } catch (error) {
      // A credential that could not be checked because the database is down is no bad credential: 503, not 401.
      const unavailable = databaseUnavailable(error);
      if (unavailable) throw unavailable;
      results[name] = { error: error || new Error('security handler rejected') };
    }
  };
  if (plan.schemes.length === 1) await run(plan.schemes[0]!);
  else await Promise.all(plan.schemes.map(run));
  const satisfied = (requirement: Record<string, unknown>) =>
    Object.keys(requirement).every((name) => {
      const result = results[name];
      return Boolean(result) && !(typeof result === 'object' && (result as { error?: unknown }).error);
    });
  if (plan.requirements.length > 0 && !plan.requirements.some(satisfied)) return UNAUTHORIZED;
  return Object.values(results).find((value) => value);
}

/** A body sent as text (no parser read it) is read as JSON when it is JSON, else kept as sent. */
export function requestBodyOf(body: unknown): unknown {
  if (!body || typeof body === 'object') return body;
  try {
    return JSON.parse(String(body));
  } catch {
    return body;
  }
}

/**
 * Checks path, query, headers and body against the operation's compiled validators; the Ajv
 * errors, or null. With coercion on, `params` and `query` are coerced in place (query strings to
 * numbers and booleans), which is how the handler receives them.
 */
export function validate(plan: Plan, req: ExpressRequest, params: Record<string, string>, query: Record<string, unknown>, body: unknown): ErrorObject[] | null {
  const errors: ErrorObject[] = [];
  for (const name of plan.jsonQuery) {
    const raw = query[name];
    if (typeof raw !== 'string') continue;
    try {
      JSON.parse(raw);
    } catch (error) {
      errors.push({ keyword: 'parse', instancePath: `/query/${name}`, schemaPath: `#/parameters/${name}`, params: [], message: (error as Error).message } as ErrorObject);
    }
  }
  plan.decodeQuery(query);
  for (const name of plan.arrays) if (typeof query[name] === 'string') query[name] = [query[name]];
  const input: Record<string, unknown> = { path: params, query, header: plan.readsHeaders ? { ...req.headers } : req.headers, cookie: {} };
  if (typeof req.body !== 'object' && req.body !== undefined && plan.jsonOnlyBody) {
    try {
      JSON.parse(String(req.body));
    } catch (error) {
      errors.push({ keyword: 'parse', instancePath: '', schemaPath: '#/requestBody', params: [], message: (error as Error).message } as ErrorObject);
    }
  }
  const contentType = String(req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (typeof body === 'object' || contentType === 'application/json') input.requestBody = body;
  for (const check of plan.validators) {
    check(input);
    if (check.errors) errors.push(...check.errors);
  }
  return errors.length > 0 ? errors : null;
}

/** JSON query parameters parsed, delimited ones (explode: false) split on their delimiter. */
function decodeStyled(query: Record<string, unknown>, styled: Map<string, Parameter>, firstOf: (name: string) => Parameter | undefined) {
  for (const name of Object.keys(query)) {
    if (!query[name] || !styled.has(name)) continue;
    const parameter = firstOf(name)!;
    const raw = query[name];
    if (parameter.content?.['application/json']) {
      if (typeof raw !== 'string') continue;
      try {
        query[name] = JSON.parse(raw);
      } catch {
        // Left as sent: validation reports it.
      }
    } else if (parameter.explode === false) {
      if (Array.isArray(raw) && raw.length > 1) continue;
      const value: unknown = Array.isArray(raw) ? raw[0] : raw;
      if (typeof value !== 'string') continue;
      let decoded = value.replace(/%2C/g, ',');
      if (parameter.style === 'spaceDelimited') decoded = decoded.replace(/ /g, ',').replace(/%20/g, ',');
      if (parameter.style === 'pipeDelimited') decoded = decoded.replace(/\|/g, ',').replace(/%7C/g, ',');
      query[name] = decoded.split(',');
    }
  }
  return query;
}
