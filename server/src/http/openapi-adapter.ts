/**
 * The one place that builds what openapi-backend sees: the bundled contract, the Ajv that checks
 * requests (and, in tests, responses) against it, and one openapi-backend handler per operationId
 * taken from the typed registry. Everything else in the server sees typed inputs and results.
 */
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { OpenAPIBackend, type Context, type Document } from 'openapi-backend';
import type { OperationId } from '@emoney/api-types/operations';
import type { AppContext } from '../app-context.js';
import { createAjv } from './ajv.js';
import type { HandlerInput, HandlerRegistry } from './handler-types.js';
import { HttpError } from './http-error.js';
import { inlineRefs } from './inline-refs.js';
import { sendError, sendResult } from './send.js';
import { validationMessages } from './validation-messages.js';

export interface AdapterOptions {
  definition: Document;
  handlers: HandlerRegistry;
  app: AppContext;
  /** Check every answer against the contract; an answer that breaks it becomes a 500 (tests turn this on). */
  validateResponses: boolean;
  /** Decides whether a request satisfies the `bearerAuth` scheme; a falsy answer means 401. */
  authenticate: (req: ExpressRequest) => unknown;
}

type Route = (req: ExpressRequest, res: ExpressResponse) => Promise<void>;

export async function createOpenApiRoute(options: AdapterOptions): Promise<Route> {
  const { app, handlers, validateResponses } = options;
  const api = new OpenAPIBackend({
    definition: inlineRefs(options.definition),
    apiRoot: '/',
    strict: true,
    validate: true,
    coerceTypes: true,
    customizeAjv: () => createAjv(),
    securityHandlers: {
      bearerAuth: (_c: Context, req: ExpressRequest) => options.authenticate(req),
    },
  });
  // openapi-backend checks documents against the OpenAPI 3.0 meta-schema, which rejects 3.1; when
  // that check fails outside strict mode it silently registers no routes. `make lint-spec`
  // (Redocly) is the definition check instead.
  api.validateDefinition = () => options.definition;

  const byOperation: Record<string, (c: Context, req: ExpressRequest, res: ExpressResponse) => Promise<void>> = {};
  for (const [operationId, handler] of Object.entries(handlers) as [OperationId, HandlerRegistry[OperationId]][]) {
    byOperation[operationId] = async (c, req, res) => {
      const input = {
        params: c.request.params ?? {},
        query: c.request.query ?? {},
        body: c.request.requestBody,
        headers: req.headers,
        req,
      } as unknown as HandlerInput<never>;
      const result = await (handler as (i: HandlerInput<never>, a: AppContext) => unknown)(input, app);
      const { status, body, headers } = result as { status: number; body?: unknown; headers?: Record<string, string> };
      if (validateResponses) {
        const check = api.validateResponse(body, c.operation, status);
        if (check.errors && check.errors.length > 0) {
          app.logger.error({ operationId, status, errors: check.errors }, 'answer breaks the contract');
          throw new HttpError(500, `The answer of ${operationId} (${status}) breaks the contract: ${JSON.stringify(check.errors)}`);
        }
        if (!(String(status) in (c.operation.responses ?? {}))) {
          throw new HttpError(500, `${operationId} answered ${status}, which the contract does not document`);
        }
      }
      sendResult(res, status, body, headers);
    };
  }

  api.register({
    ...byOperation,
    validationFail: async (c: Context, _req: ExpressRequest, res: ExpressResponse) => {
      const errors = validationMessages(c.validation.errors ?? []);
      sendError(res, new HttpError(400, 'Validation failed', { errors }));
    },
    unauthorizedHandler: async (_c: Context, _req: ExpressRequest, res: ExpressResponse) => {
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
  if (api.getOperations().length === 0) throw new Error('openapi-backend registered no operations: is generated/openapi.json valid?');

  return async (req, res) => {
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
