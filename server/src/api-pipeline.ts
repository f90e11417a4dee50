/**
 * The API's one pipeline: every request for the public API (any path outside the site, the hosted
 * screens and /health, /ready, /metrics; unknown paths, answered 404 or 405 here, included) takes
 * these steps, in this order, and no other: the server's request listener hands it over before
 * Express sees it (front-door.ts). A step for API requests is a line in STEPS below (or, without
 * editing this file, `AppOptions.extraApiSteps`); a middleware added to the Express application
 * with `app.use` never runs for them.
 *
 * The hosted screens' APIs (`/onboarding/api`, `/dashboard/api`) count as screens: they stay with
 * their pages in the Express application (app.ts), behind the screens' cross-site guard.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { operations as apiOperations } from '@emoney/api-types/operations';
import type { AppContext } from './app-context.js';
import { Unauthorized } from './domain/errors.js';
import { authenticateBearer, cachedBearer } from './features/access/principal.js';
import { inPartnerTime } from './features/access/partner-time.js';
import { noteCaller, recordApiRequests } from './features/dashboard/api-request-recorder.js';
import { uploadAdmission } from './features/files/upload-admission.js';
import { authorizeInvalid } from './features/oauth/authorize.invalid.js';
import type { BeforeOperation } from './features/rate-limits/rate-limits.middleware.js';
import { SESSION_COOKIE } from './features/onboarding/sessions.js';
import { DASHBOARD_SESSION_COOKIE } from './features/dashboard/member-sessions.js';
import { handlers } from './handlers.js';
import { requireAcceptableMediaType } from './http/accept.js';
import { asConnectionOwner } from './http/as-connection-owner.js';
import { jsonOrFormBody } from './http/body-parsers.js';
import { callerNeededBeforeReading } from './http/caller-first.js';
import { edgeSteps, type NamedStep } from './http/edge-steps.js';
import type { RawHandler } from './http/handler-types.js';
import { HttpError } from './http/http-error.js';
import { inSequence } from './http/in-sequence.js';
import { enforceInputRules } from './http/input-rules.js';
import { multipartBody } from './http/multipart.js';
import { createOpenApiRoute } from './http/openapi-adapter.js';
import { routeKey } from './http/route-key.js';
import { loadSpec } from './http/spec.js';
import { labelOperation } from './ops/install-ops.js';
import { reenterRequestContext } from './ops/request-id.js';

/** Largest accepted upload (product specification: files of at most 5 MB). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** What a multipart body may carry besides its file (boundaries, part headers, text fields). */
const MULTIPART_ALLOWANCE_BYTES = 64 * 1024;

export interface ApiPipelineOptions {
  /** Check every answer against the contract (tests turn this on). */
  validateResponses: boolean;
  /** The API's rate limits, run once the operation is resolved (rate-limits.middleware.ts). */
  rateLimits: BeforeOperation;
  /** Steps of one's own, run after the input is read and before the media type check. */
  extraSteps?: readonly RequestHandler[];
}

/** The pipeline as one middleware, with the names of its steps in the order they run. */
export type ApiPipeline = RequestHandler & { steps: readonly string[] };

export async function createApiPipeline(ctx: AppContext, options: ApiPipelineOptions): Promise<ApiPipeline> {
  const recording = recordApiRequests(ctx);
  const STEPS: NamedStep[] = [
    // Request id, security headers, one listener at the request's end (metrics, log line, and
    // here the request recording's row, below), CORS: the site's first steps too.
    ...edgeSteps(ctx, undefined, [recording.atEnd]),
    ['body', readBody(ctx)],
    ['upload', readUpload(ctx)],
    // Body parsers call on from stream events, outside the request's context.
    ['request context', reenterRequestContext],
    ['input rules', enforceInputRules({ cookies: [SESSION_COOKIE, DASHBOARD_SESSION_COOKIE] })],
    ...(options.extraSteps ?? []).map((step, at): NamedStep => [`extra step ${at + 1}`, step]),
    ['media type', requireAcceptableMediaType],
    // Every API request of a partner's app that gets this far goes into the dashboard's request log once answered.
    ['request recording', recording.step],
    ['operation', await operation(ctx, options)],
  ];
  return Object.assign(inSequence(...STEPS.map(([, step]) => step)), { steps: STEPS.map(([name]) => name) });
}

/**
 * The contract's operation: resolved (404, 405), rate-limited, authenticated, checked and
 * handled (openapi-adapter.ts), on its partner's sandbox clock once it names the partner
 * (partner-time.ts), as one connection owner (connection-guard.ts).
 */
async function operation(ctx: AppContext, options: ApiPipelineOptions): Promise<RequestHandler> {
  const route = await createOpenApiRoute({
    definition: loadSpec('openapi.json'),
    apiRoot: '/',
    handlers: handlers as unknown as Record<string, RawHandler>,
    app: ctx,
    validateResponses: options.validateResponses,
    // The caller is noted for the dashboard's request log (api-request-recorder.ts).
    security: {
      bearerAuth: async (req: Request) => {
        const principal = await authenticateBearer(ctx, req.headers.authorization);
        noteCaller(req, principal);
        return principal;
      },
    },
    cachedSecurity: {
      bearerAuth: (req: Request) => {
        const principal = cachedBearer(ctx, req.headers.authorization);
        noteCaller(req, principal);
        return principal;
      },
    },
    beforeOperation: labelOperation(options.rateLimits),
    onInvalid: {
      authorize: (input, errors) => authorizeInvalid(ctx, input.query as Record<string, unknown>, errors),
      authorizeWithForm: (input, errors) => authorizeInvalid(ctx, (input.req.body ?? {}) as Record<string, unknown>, errors),
    },
  });
  return asConnectionOwner(inPartnerTime(ctx, route));
}

/** The unread body is not worth keeping the connection for. */
function refuseUnread(res: Response, next: NextFunction, error: unknown): void {
  res.setHeader('Connection', 'close');
  next(error);
}

/**
 * JSON and form bodies (none on GET or HEAD). A body of more than a few kB for an operation that
 * needs a caller is read only once the caller is known: an anonymous one is refused unread.
 */
function readBody(ctx: AppContext): RequestHandler {
  const needsCaller = callerNeededBeforeReading(apiOperations);
  return jsonOrFormBody((req, res, next) => {
    if (!needsCaller(req)) {
      next();
      return;
    }
    authenticateBearer(ctx, req.headers.authorization).then((principal) => (principal ? next() : refuseUnread(res, next, new Unauthorized('Not authenticated'))), next);
  });
}

/**
 * Multipart, only where the contract takes it (POST /files; paths without parameters), and only
 * for an authenticated caller admitted before a byte is read (upload-admission.ts): its place
 * among the uploads in flight, the profile's rate limit and quota. Elsewhere such a body answers 415.
 */
function readUpload(ctx: AppContext): RequestHandler {
  const uploads = multipartBody({ fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 });
  const multipartPaths = new Set(apiOperations.filter((op) => op.multipart && op.method === 'post').map((op) => routeKey(op.path)));
  const admitUpload = uploadAdmission(ctx);
  return (req, res, next) => {
    if (req.method !== 'POST' || !multipartPaths.has(routeKey(req.path)) || !req.is('multipart/form-data')) {
      next();
      return;
    }
    if (Number(req.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES + MULTIPART_ALLOWANCE_BYTES) {
      refuseUnread(res, next, new HttpError(413, `The file is larger than ${MAX_UPLOAD_BYTES} bytes`));
      return;
    }
    authenticateBearer(ctx, req.headers.authorization)
      .then(async (principal) => {
        if (!principal) throw new Unauthorized('Not authenticated');
        const profile = typeof req.query.profile === 'string' ? req.query.profile : undefined;
        const release = await admitUpload(principal, profile);
        res.once('close', release);
        uploads(req, res, next);
      })
      .catch((err: unknown) => refuseUnread(res, next, err));
  };
}
