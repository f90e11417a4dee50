/**
 * The one place that turns a contract into a route: a bundled document, the Ajv that checks
 * requests (and, in tests, answers) against it, the security schemes, and one handler per
 * operationId taken from a typed registry. Everything else sees typed inputs. openapi-backend's
 * validator compiles an operation's checks on its first request; resolving and checking a request is ours (route-table.ts,
 * request-plan.ts): the same steps it took, decided once per operation instead of per request.
 */
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { OpenAPIBackend, OpenAPIValidator, type Document } from 'openapi-backend';
import type { AppContext } from '../app-context.js';
import { createAjv } from './ajv.js';
import type { InputOf, RawHandler } from './handler-types.js';
import { HttpError } from './http-error.js';
import { inlineRefs } from './inline-refs.js';
import { authenticate, authenticateFromMemory, planOf, requestBodyOf, UNAUTHORIZED, validate, type Operation } from './request-plan.js';
import { displayedPath, RouteTable, type RouteMatch } from './route-table.js';
import { sendError, sendResult } from './send.js';
import { JsonText } from './json-text.js';
import { noSuchPath } from './no-such-path.js';
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
  /** Optionally per scheme: the same caller from memory, without a promise, or undefined (request-plan.ts). */
  cachedSecurity?: Record<string, (req: ExpressRequest) => unknown>;
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

interface CompiledContract {
  api: OpenAPIBackend;
  operations: Operation[];
}

const compiledContracts = new Map<string, Promise<CompiledContract>>();

/**
 * openapi-backend dereferences and routes the document in `init()` (the validators compile later,
 * per operation, on first use). A document does not change while a process runs, and nothing of an application is
 * kept in what it compiles, so each document (by its text and root) is compiled once per process,
 * however many applications the process builds: one in production, one per test server in a test
 * worker.
 */
function compiledContract(definition: Document, apiRoot: string): Promise<CompiledContract> {
  const key = `${apiRoot}\n${JSON.stringify(definition)}`;
  let compiled = compiledContracts.get(key);
  if (!compiled) {
    compiled = (async () => {
      // openapi-backend asks for coercion (query and path strings to numbers/booleans) through the options it passes.
      const customizeAjv: ConstructorParameters<typeof OpenAPIValidator>[0]['customizeAjv'] = (_ajv, ajvOptions) => createAjv(ajvOptions);
      // Its own validator (validate: true) compiles every operation's request and response validators
      // in init(): most of a start's CPU (Ajv's code generation). Ours below compiles an operation's
      // when it is first asked for (its first request; a response validator only where responses are checked).
      const api = new OpenAPIBackend({ definition: inlineRefs(definition), apiRoot, strict: true, validate: false, coerceTypes: true, customizeAjv });
      // openapi-backend checks documents against the OpenAPI 3.0 meta-schema, which rejects 3.1; when
      // that check fails outside strict mode it silently registers no routes. `make lint-spec`
      // (Redocly) is the definition check instead.
      api.validateDefinition = () => definition;
      await api.init();
      api.validator = new OpenAPIValidator({ definition: api.definition, ajvOpts: api.ajvOpts, customizeAjv, router: api.router, coerceTypes: true, lazyCompileValidators: true });
      if (api.getOperations().length === 0) throw new Error('openapi-backend registered no operations: is the bundled document valid?');
      // openapi-backend rebuilds its operation list (lodash over every path) on each call; the contract
      // does not change after start-up (its response validation, in tests, asks for it).
      const operations = api.router.getOperations();
      api.router.getOperations = () => operations;
      return { api, operations };
    })();
    // A document that failed to compile fails again for the next application, not from memory.
    compiled.catch(() => compiledContracts.delete(key));
    compiledContracts.set(key, compiled);
  }
  return compiled;
}

export async function createOpenApiRoute(options: AdapterOptions): Promise<Route> {
  const { app, validateResponses } = options;
  const { api, operations } = await compiledContract(options.definition, options.apiRoot);

  const answer = (operation: Operation, res: ExpressResponse, result: Result) => {
    const operationId = operation.operationId ?? '';
    if (validateResponses) {
      if (!(String(result.status) in (operation.responses ?? {}))) {
        throw new HttpError(500, `${operationId} answered ${result.status}, which the contract does not document`);
      }
      // openapi-backend checks a 204's missing body as JSON null.
      const body: unknown = result.body instanceof JsonText ? JSON.parse(result.body.text) : result.body;
      const check = api.validateResponse(result.status === 204 ? (body ?? null) : body, operation, result.status);
      if (check.errors && check.errors.length > 0) {
        app.logger.error({ operationId, status: result.status, errors: check.errors }, 'answer breaks the contract');
        throw new HttpError(500, `The answer of ${operationId} (${result.status}) breaks the contract: ${JSON.stringify(check.errors)}`);
      }
    }
    sendResult(res, result.status, result.body, result.headers);
  };

  const table = new RouteTable(operations);
  const plans = new Map(operations.map((operation) => [operation, planOf(operation, api, options)]));

  const route = async (req: ExpressRequest, res: ExpressResponse, found: RouteMatch<Operation>) => {
    if ('missing' in found) {
      sendError(res, found.missing === 404 ? noSuchPath(req.method, req.path) : new HttpError(405, `${req.method.trim().toUpperCase()} is not allowed on ${displayedPath(req.path)}`));
      return;
    }
    const { operation } = found;
    const plan = plans.get(operation)!;
    // Path parameters as the handler sees them (strings); validation coerces its own copy.
    const params = table.params(operation, req.path);
    const auth = authenticateFromMemory(plan, req) ?? (await authenticate(plan, req));
    if (auth === UNAUTHORIZED) {
      sendError(res, new HttpError(401, 'Not authenticated'));
      return;
    }
    // Express parses the query afresh on each read: this copy is validation's to coerce.
    const query = req.query as Record<string, unknown>;
    const body = requestBodyOf(req.body);
    const errors = validate(plan, req, { ...params }, query, body);
    if (errors) {
      const own = options.onInvalid?.[operation.operationId ?? ''];
      if (own) {
        // The operation answers with what was sent (a fresh read of the query: validation coerced its copy in place).
        const input = { params, query: plan.decodeQuery(req.query as Record<string, unknown>), body, headers: req.headers, auth, principal: auth, req };
        answer(operation, res, await own(input as RawInput, validationMessages(errors), app));
        return;
      }
      sendError(res, validationFailure(errors));
      return;
    }
    if (!plan.handler) throw new Error(`501-notImplemented: ${operation.operationId} no handler registered`);
    const input = { params, query: plan.decodeQuery(query), body, headers: req.headers, auth, principal: auth, req };
    answer(operation, res, (await plan.handler(input as never, app)) as Result);
  };

  return async (req, res) => {
    const found = table.match(req.method, req.path);
    const operation = 'operation' in found ? found.operation : undefined;
    if (operation?.operationId && options.beforeOperation && !(await options.beforeOperation(operation.operationId, req, res))) return;
    const plan = operation ? plans.get(operation) : undefined;
    const declared = plan?.mediaTypes;
    if (declared && hasBody(req) && !req.is(declared)) {
      const sent = req.headers['content-type'] ? `Content-Type ${req.headers['content-type'].slice(0, 100)}` : 'a body without Content-Type';
      const named = declared.filter((t) => !t.includes('*')).join(' or ');
      throw new HttpError(415, `${req.method} ${operation!.path} takes ${named}; the request sent ${sent}`);
    }
    if (req.is('application/x-www-form-urlencoded') && req.body && typeof req.body === 'object') {
      // Form fields arrive as strings; those the form's schema types as booleans or numbers are
      // coerced (JSON bodies never are: "10" is not a number there).
      const types = plan?.formFieldTypes;
      if (types) req.body = coerceForm(req.body as Record<string, unknown>, types);
    }
    await route(req, res, found);
  };
}

/** Whether the request carries a body at all (a `Content-Length: 0` one does not). */
function hasBody(req: ExpressRequest): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
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
