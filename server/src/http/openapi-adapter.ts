/**
 * The one place that builds what openapi-backend sees: a bundled contract, the Ajv that checks
 * requests (and, in tests, answers) against it, the security schemes, and one openapi-backend
 * handler per operationId taken from a typed registry. Everything else sees typed inputs.
 */
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { OpenAPIBackend, type Context, type Document } from 'openapi-backend';
import type { AppContext } from '../app-context.js';
import { databaseUnavailable } from '../db/unavailable.js';
import { createAjv } from './ajv.js';
import type { InputOf, RawHandler } from './handler-types.js';
import { HttpError } from './http-error.js';
import { inlineRefs } from './inline-refs.js';
import { sendError, sendResult } from './send.js';
import { validationFailure, validationMessages } from './validation-messages.js';

type RawInput = InputOf<unknown, unknown> & { principal?: unknown };
type Result = { status: number; body?: unknown; headers?: Record<string, string> };

export interface AdapterOptions {
  definition: Document;
  /** Where the document's paths are mounted (`/` for the public API). */
  apiRoot: string;
  handlers: Record<string, RawHandler>;
  app: AppContext;
  /** Check every answer against the contract; an answer that breaks it becomes a 500 (tests turn this on). */
  validateResponses: boolean;
  /** One function per security scheme: what it returns is the caller (`input.auth`); falsy means 401. */
  security: Record<string, (req: ExpressRequest) => unknown>;
  /** Operations that answer their own validation failures (the OAuth endpoints redirect them). */
  onInvalid?: Record<string, (input: RawInput, errors: Record<string, string>, app: AppContext) => Promise<Result>>;
  /**
   * Runs first for every request the router resolves to an operation (the rate limits), with that
   * operation's id: so a trailing slash or any other spelling the router accepts counts the same.
   * False: it answered the request itself.
   */
  beforeOperation?: (operationId: string, req: ExpressRequest, res: ExpressResponse) => Promise<boolean>;
}

type Route = (req: ExpressRequest, res: ExpressResponse) => Promise<void>;

/** What a security check threw, per request: openapi-backend only tells the unauthorized handler that it failed. */
const securityFailures = new WeakMap<ExpressRequest, unknown>();

export async function createOpenApiRoute(options: AdapterOptions): Promise<Route> {
  const { app, validateResponses } = options;
  const api = new OpenAPIBackend({
    definition: inlineRefs(options.definition),
    apiRoot: options.apiRoot,
    strict: true,
    validate: true,
    coerceTypes: true,
    // openapi-backend asks for coercion (query and path strings to numbers/booleans) through the options it passes.
    customizeAjv: (_ajv, ajvOptions) => createAjv(ajvOptions),
    securityHandlers: Object.fromEntries(
      Object.entries(options.security).map(([scheme, check]) => [
        scheme,
        async (_c: Context, req: ExpressRequest) => {
          try {
            return await check(req);
          } catch (err) {
            securityFailures.set(req, err);
            throw err;
          }
        },
      ]),
    ),
  });
  // openapi-backend checks documents against the OpenAPI 3.0 meta-schema, which rejects 3.1; when
  // that check fails outside strict mode it silently registers no routes. `make lint-spec`
  // (Redocly) is the definition check instead.
  api.validateDefinition = () => options.definition;

  const inputOf = (c: Context, req: ExpressRequest): RawInput => {
    const auth = Object.entries(c.security ?? {}).find(([name, value]) => name !== 'authorized' && value)?.[1];
    return {
      params: (c.request.params ?? {}) as never,
      query: (c.request.query ?? {}) as never,
      body: c.request.requestBody as never,
      headers: req.headers,
      auth,
      principal: auth,
      req,
    };
  };

  const answer = (c: Context, res: ExpressResponse, result: Result) => {
    const operationId = c.operation.operationId ?? '';
    if (validateResponses) {
      if (!(String(result.status) in (c.operation.responses ?? {}))) {
        throw new HttpError(500, `${operationId} answered ${result.status}, which the contract does not document`);
      }
      // openapi-backend checks a 204's missing body as JSON null.
      const check = api.validateResponse(result.status === 204 ? (result.body ?? null) : result.body, c.operation, result.status);
      if (check.errors && check.errors.length > 0) {
        app.logger.error({ operationId, status: result.status, errors: check.errors }, 'answer breaks the contract');
        throw new HttpError(500, `The answer of ${operationId} (${result.status}) breaks the contract: ${JSON.stringify(check.errors)}`);
      }
    }
    sendResult(res, result.status, result.body, result.headers);
  };

  const byOperation: Record<string, (c: Context, req: ExpressRequest, res: ExpressResponse) => Promise<void>> = {};
  for (const [operationId, handler] of Object.entries(options.handlers)) {
    byOperation[operationId] = async (c, req, res) => {
      answer(c, res, (await handler(inputOf(c, req) as never, app)) as Result);
    };
  }

  api.register({
    ...byOperation,
    validationFail: async (c: Context, req: ExpressRequest, res: ExpressResponse) => {
      const own = options.onInvalid?.[c.operation.operationId ?? ''];
      if (own) {
        answer(c, res, await own(inputOf(c, req), validationMessages(c.validation.errors ?? []), app));
        return;
      }
      sendError(res, validationFailure(c.validation.errors ?? []));
    },
    unauthorizedHandler: async (_c: Context, req: ExpressRequest, res: ExpressResponse) => {
      // A credential that could not be checked because the database is down is no bad credential: 503, not 401.
      const unavailable = databaseUnavailable(securityFailures.get(req));
      if (unavailable) throw unavailable;
      sendError(res, new HttpError(401, 'Not authenticated'));
    },
    notFound: async (c: Context, _req: ExpressRequest, res: ExpressResponse) => {
      sendError(res, new HttpError(404, `No such path: ${c.request.method.toUpperCase()} ${c.request.path}`));
    },
    methodNotAllowed: async (c: Context, _req: ExpressRequest, res: ExpressResponse) => {
      sendError(res, new HttpError(405, `${c.request.method.toUpperCase()} is not allowed on ${c.request.path}`));
    },
  });
  await api.init();
  if (api.getOperations().length === 0) throw new Error('openapi-backend registered no operations: is the bundled document valid?');
  routeOnce(api);

  // Form fields arrive as strings; coerce those the form's schema types as booleans or numbers
  // (JSON bodies are never coerced: "10" is not a number there).
  const formFieldTypes = new Map<string, Record<string, string>>();
  // The media types each operation's request body is declared in; any other answers 415.
  const mediaTypes = new Map<string, string[]>();
  for (const operation of api.getOperations()) {
    const content = (operation.requestBody as { content?: Record<string, unknown> } | undefined)?.content;
    // A JSON body may also be sent as the vendor media type or any other `+json` type.
    const types = Object.keys(content ?? {}).flatMap((t) => (t === 'application/json' ? [t, 'application/*+json'] : [t]));
    if (content && operation.operationId) mediaTypes.set(operation.operationId, types);
    const schema = (operation.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)?.content?.['application/x-www-form-urlencoded']?.schema;
    if (schema && operation.operationId) formFieldTypes.set(operation.operationId, scalarFieldTypes(schema));
  }

  return async (req, res) => {
    const operation = api.router.matchOperation({ method: req.method, path: req.path, headers: {} });
    if (operation?.operationId && options.beforeOperation && !(await options.beforeOperation(operation.operationId, req, res))) return;
    const declared = operation?.operationId ? mediaTypes.get(operation.operationId) : undefined;
    if (declared && hasBody(req) && !req.is(declared)) {
      const sent = req.headers['content-type'] ? `Content-Type ${req.headers['content-type'].slice(0, 100)}` : 'a body without Content-Type';
      const named = declared.filter((t) => !t.includes('*')).join(' or ');
      throw new HttpError(415, `${req.method} ${operation!.path} takes ${named}; the request sent ${sent}`);
    }
    if (req.is('application/x-www-form-urlencoded') && req.body && typeof req.body === 'object') {
      const types = operation?.operationId ? formFieldTypes.get(operation.operationId) : undefined;
      if (types) req.body = coerceForm(req.body as Record<string, unknown>, types);
    }
    await api.handleRequest(
      {
        method: req.method,
        path: req.path,
        query: req.query as Record<string, string | string[]>,
        body: req.body as unknown,
        headers: req.headers as Record<string, string | string[]>,
      },
      req,
      res,
    );
  };
}

/**
 * openapi-backend rebuilds its operation list (lodash over every path) twice per request and tries
 * every path template as a fresh RegExp. The contract does not change after start-up: build the
 * list once, and remember which operation each method and path resolved to (a bounded table:
 * paths carrying ids vary, so it starts over when full).
 */
function routeOnce(api: OpenAPIBackend): void {
  const router = api.router;
  const operations = router.getOperations();
  router.getOperations = () => operations;
  const match = router.matchOperation.bind(router);
  const resolved = new Map<string, { operation?: ReturnType<typeof match>; error?: unknown }>();
  router.matchOperation = ((req: Parameters<typeof match>[0], strict?: boolean) => {
    const key = `${strict ? 's' : 'l'} ${req.method} ${req.path}`;
    let known = resolved.get(key);
    if (!known) {
      try {
        known = { operation: strict ? match(req, true) : match(req) };
      } catch (error) {
        known = { error };
      }
      if (resolved.size >= 10_000) resolved.clear();
      resolved.set(key, known);
    }
    if (known.error !== undefined) throw known.error;
    return known.operation;
  }) as typeof router.matchOperation;
}

/** Whether the request carries a body at all (a `Content-Length: 0` one does not). */
function hasBody(req: ExpressRequest): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
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

function coerceForm(body: Record<string, unknown>, types: Record<string, string>): Record<string, unknown> {
  const out = { ...body };
  for (const [name, type] of Object.entries(types)) {
    const value = out[name];
    if (typeof value !== 'string') continue;
    if (type === 'boolean' && (value === 'true' || value === 'false')) out[name] = value === 'true';
    if ((type === 'integer' || type === 'number') && value.trim() !== '' && Number.isFinite(Number(value))) out[name] = Number(value);
  }
  return out;
}
