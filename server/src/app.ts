import { existsSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { resolve } from 'node:path';
import { operations as apiOperations } from '@emoney/api-types/operations';
import express, { type ErrorRequestHandler, type NextFunction, type Request, type RequestHandler } from 'express';
import { runAsConnectionOwner } from './db/connection-guard.js';
import { cors } from './http/cors.js';
import { isScreenPath, routeKey } from './http/route-key.js';
import { requireCsrfToken } from './http/csrf.js';
import { sameOriginJsonOnly, securityHeaders } from './http/security-headers.js';
import type { AppContext } from './app-context.js';
import { sendSiwePage } from './features/oauth/siwe-page.js';
import { authorizeInvalid } from './features/oauth/authorize.invalid.js';
import { authenticateBearer, cachedBearer } from './features/access/principal.js';
import { SESSION_COOKIE, sessionUser } from './features/onboarding/sessions.js';
import { inPartnerTime } from './features/access/partner-time.js';
import { sendErrorPage, wantsErrorPage } from './features/onboarding/error-page.js';
import { dashboardHandlers, handlers, hostedHandlers } from './handlers.js';
import { DASHBOARD_SESSION_COOKIE, sessionMember } from './features/dashboard/member-sessions.js';
import { enterPartnerTime } from './features/access/partner-time.js';
import { noteCaller, recordApiRequests } from './features/dashboard/api-request-recorder.js';
import { requireAcceptableMediaType } from './http/accept.js';
import type { RawHandler } from './http/handler-types.js';
import { errorAnswer, HttpError } from './http/http-error.js';
import { callerNeededBeforeReading } from './http/caller-first.js';
import { uploadAdmission } from './features/files/upload-admission.js';
import { Unauthorized } from './domain/errors.js';
import { enforceInputRules } from './http/input-rules.js';
import { requestLog } from './http/request-log.js';
import { multipartBody } from './http/multipart.js';
import { createOpenApiRoute } from './http/openapi-adapter.js';
import { installRateLimits } from './features/rate-limits/rate-limits.middleware.js';
import { sendError, VENDOR_MEDIA_TYPE } from './http/send.js';
import { loadSpec } from './http/spec.js';
import { countRequests, installOpsRoutes, labelOperation, OPS_PATHS } from './ops/install-ops.js';
import { inSequence, onlyFor } from './http/in-sequence.js';
import { directDispatch } from './http/direct-dispatch.js';
import { assignRequestId, reenterRequestContext, requestIdOf } from './ops/request-id.js';

/** Largest accepted upload (product specification: files of at most 5 MB). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** What a multipart body may carry besides its file (boundaries, part headers, text fields). */
const MULTIPART_ALLOWANCE_BYTES = 64 * 1024;

/** A built screens folder from configuration, as a prefix to join file names to; none when not configured. */
const folder = (dir: string | undefined) => (dir ? `${resolve(dir)}/` : undefined);

export interface AppOptions {
  validateResponses?: boolean;
}

/** Query parameters whose values never reach the logs: credentials, signatures and the messages they sign. */
const SECRET_PARAMS = new Set(['code', 'refresh_token', 'access_token', 'id_token', 'token', 'subject_token', 'actor_token', 'signature', 'message', 'client_secret', 'password']);

/**
 * A request URL as logged: the values of credentials and signatures (and the messages they sign)
 * replaced by `…`, whatever the parameter name's case or percent-encoding (`access_token` of a
 * WebSocket URL included).
 */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const pairs = url.slice(query + 1).split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const rawName = eq < 0 ? pair : pair.slice(0, eq);
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      // A malformed escape: judge the name as written.
    }
    return SECRET_PARAMS.has(name.trim().toLowerCase()) ? `${rawName}=…` : pair;
  });
  return `${url.slice(0, query)}?${pairs.join('&')}`;
}


/** Paths of the site (screens, sign-in page, docs) rather than of the API, as Express would match them. */
function isSitePath(path: string): boolean {
  const key = routeKey(path);
  return isScreenPath(key) || key === '/siwe' || key === '/favicon.ico' || key.startsWith('/js-monorepo');
}

/**
 * Builds the server's request listener: body parsing, the contract-driven routers, the hosted
 * screens, the error net. API requests take their steps without Express's router
 * (direct-dispatch.ts); the site, the hosted screens and /health, /ready, /metrics go through the
 * Express application.
 */
export async function createApp(ctx: AppContext, options: AppOptions = {}): Promise<RequestListener> {
  // The built hosted onboarding screens (`make build`) and the prerendered docs site (`make docs`).
  const ONBOARDING_DIST = folder(ctx.config.assets.onboardingDir);
  const DASHBOARD_DIST = folder(ctx.config.assets.dashboardDir);
  const DOCS_DIST = folder(ctx.config.assets.docsDir);
  const sendOnboardingIndex = (res: express.Response) => sendBuiltIndex(res, ONBOARDING_DIST, 'The hosted onboarding screens are not built');
  const sendDashboardIndex = (res: express.Response) => sendBuiltIndex(res, DASHBOARD_DIST, 'The developer dashboard is not built');
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');
  // The steps every request takes, in one router layer: its id; /health, /ready and /metrics
  // (src/ops/, not logged or counted); the request metrics; one log line at its end (headers and
  // their credentials stay out); the security headers; CORS for browser apps on their own origins
  // (bearer tokens; never /onboarding).
  // On this port the operational endpoints tell anyone only alive and ready; the rest is for the
  // operations port or the operations bearer token (install-ops.ts).
  const ops = express.Router();
  installOpsRoutes(ops, ctx, 'public');
  const headers = securityHeaders(ctx);
  const observed = inSequence(countRequests(ctx), requestLog(ctx.logger, redactUrl), cors(ctx));
  app.use(inSequence(assignRequestId, headers, onlyFor((path) => OPS_PATHS.has(routeKey(path)), ops), observed));

  // The site: hosted onboarding screens, the SIWE sign-in page, the documentation site. API
  // requests pass its routes by one prefix test.
  const site = express.Router();
  // The hosted onboarding screens: static files with a fallback to the SPA's index.html.
  if (ONBOARDING_DIST) site.use('/onboarding', express.static(ONBOARDING_DIST, { index: 'index.html', fallthrough: true }));
  site.get(['/onboarding', '/onboarding/'], (_req, res) => sendOnboardingIndex(res));
  // The path a browser asks for an icon on its own (a page without <link rel="icon">: the API's
  // answers, the error page): the hosted screens' icon, so no page logs a 404 for it.
  site.get('/favicon.ico', (_req, res, next) => {
    const icon = `${ONBOARDING_DIST}favicon.svg`;
    if (ONBOARDING_DIST && existsSync(icon)) res.type('image/svg+xml').set('Cache-Control', 'public, max-age=86400').sendFile(icon);
    else next();
  });
  // The sign-in page SIWE messages name (the default of EMONEY_SIWE_SIGNIN_URLS).
  site.get('/siwe', (_req, res) => sendSiwePage(res));
  // Before body parsing: a cross-site or form-encoded request to the hosted API is never read.
  site.use('/onboarding/api', sameOriginJsonOnly(ctx), requireCsrfToken(ctx));
  // The developer dashboard: its built SPA, and its API under the same cross-site protection.
  if (DASHBOARD_DIST) site.use('/dashboard', express.static(DASHBOARD_DIST, { index: 'index.html', fallthrough: true }));
  site.get(['/dashboard', '/dashboard/'], (_req, res) => sendDashboardIndex(res));
  site.use('/dashboard/api', sameOriginJsonOnly(ctx, 'The dashboard API'), requireCsrfToken(ctx, '/dashboard'));
  // The documentation site: one prerendered HTML file per route, its 404.html for any other path.
  if (DOCS_DIST) site.use('/js-monorepo', express.static(DOCS_DIST, { index: 'index.html', redirect: false }));
  site.get(['/js-monorepo', '/js-monorepo/*splat'], (req, res) => {
    // Routes are folders with an index.html; serve them without a redirect to the trailing slash.
    const route = req.path.slice('/js-monorepo'.length).replace(/^\/+|\/+$/g, '');
    const page = `${DOCS_DIST}${route ? `${route}/` : ''}index.html`;
    if (DOCS_DIST && !route.split('/').includes('..') && existsSync(page)) {
      res.sendFile(page);
      return;
    }
    const notFound = `${DOCS_DIST}404.html`;
    if (DOCS_DIST && existsSync(notFound)) res.status(404).sendFile(notFound);
    else res.status(503).type('text/plain').send('The documentation site is not built: run `make docs` (or `make start`).');
  });
  app.use(onlyFor(isSitePath, site));

  // No operation reads a body on GET or HEAD: those skip the parsers.
  const json = express.json({ type: ['application/json', VENDOR_MEDIA_TYPE, 'application/*+json'], limit: '1mb' });
  const form = express.urlencoded({ extended: false, limit: '100kb' });
  const parseBody = inSequence(json, form);
  // A body of more than a few kB for an API operation that needs a caller is read only once the
  // caller is known: an anonymous one is refused unread (the screens' APIs have their own guard).
  const needsCaller = callerNeededBeforeReading(apiOperations);
  const refuseUnread = (res: express.Response, next: NextFunction, error: unknown) => {
    // The unread body is not worth keeping the connection for.
    res.setHeader('Connection', 'close');
    next(error);
  };
  const readBody: RequestHandler = (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') {
      next();
      return;
    }
    if (!needsCaller(req) || isScreenPath(routeKey(req.path))) {
      parseBody(req, res, next);
      return;
    }
    authenticateBearer(ctx, req.headers.authorization).then((principal) => (principal ? parseBody(req, res, next) : refuseUnread(res, next, new Unauthorized('Not authenticated'))), next);
  };
  // Multipart is read only where the contract takes it (POST /files; paths without parameters), and
  // only for an authenticated caller admitted before a byte is read (upload-admission.ts): its
  // place among the uploads in flight, the profile's rate limit and quota. Elsewhere such a body answers 415.
  const uploads = multipartBody({ fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 });
  const multipartPaths = new Set(apiOperations.filter((op) => op.multipart && op.method === 'post').map((op) => routeKey(op.path)));
  const admitUpload = uploadAdmission(ctx);
  const readUpload: RequestHandler = (req, res, next) => {
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
  // What every request past the site's files goes through before its operation.
  const readInput = inSequence(readBody, readUpload, reenterRequestContext, enforceInputRules({ cookies: [SESSION_COOKIE, DASHBOARD_SESSION_COOKIE] }));
  // Counted by the operation each contract's router resolves (x-rate-limit), not by path text.
  const rateLimits = installRateLimits(app, ctx);

  const validateResponses = options.validateResponses ?? false;
  const hostedRoute = await createOpenApiRoute({
    definition: loadSpec('onboarding.json'),
    apiRoot: '/',
    handlers: hostedHandlers as unknown as Record<string, RawHandler>,
    app: ctx,
    validateResponses,
    security: { sessionCookie: (req: Request) => sessionUser(ctx, req) },
    beforeOperation: labelOperation(rateLimits.hosted),
  });
  const dashboardRoute = await createOpenApiRoute({
    definition: loadSpec('dashboard.json'),
    apiRoot: '/',
    handlers: dashboardHandlers as unknown as Record<string, RawHandler>,
    app: ctx,
    validateResponses,
    security: {
      // A member's calls run on its partner's sandbox clock, as the partner's own API calls do.
      dashboardSession: async (req: Request) => {
        const member = await sessionMember(ctx, req);
        if (member) await enterPartnerTime(ctx, member.partnerId);
        return member;
      },
    },
    beforeOperation: labelOperation(rateLimits.dashboard),
  });
  const apiRoute = await createOpenApiRoute({
    definition: loadSpec('openapi.json'),
    apiRoot: '/',
    handlers: handlers as unknown as Record<string, RawHandler>,
    app: ctx,
    validateResponses,
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
    beforeOperation: labelOperation(rateLimits.api),
    onInvalid: {
      authorize: (input, errors) => authorizeInvalid(ctx, input.query as Record<string, unknown>, errors),
      authorizeWithForm: (input, errors) => authorizeInvalid(ctx, (input.req.body ?? {}) as Record<string, unknown>, errors),
    },
  });

  // Each request runs on its partner's sandbox clock once it names the partner (partner-time.ts).
  // Each request is one connection owner: waiting on its own transaction throws (connection-guard.ts).
  const hostedInTime = owned(inPartnerTime(ctx, hostedRoute));
  const dashboardInTime = owned(inPartnerTime(ctx, dashboardRoute));
  const apiInTime = owned(inPartnerTime(ctx, apiRoute));
  // Every API request of a partner's app goes into the dashboard's request log once answered.
  const recordRequests = recordApiRequests(ctx);
  const api = inSequence(requireAcceptableMediaType, recordRequests, (req, res, next) => {
    apiInTime(req, res).catch(next);
  });
  // A request the site's routes passed reads its input and reaches the API in this one router
  // layer (Express pays a path match and a dispatch per layer); the hosted screens' paths go on to theirs.
  app.use(inSequence(readInput, (req, res, next) => (isScreenPath(routeKey(req.path)) ? next() : api(req, res, next))));
  app.use('/onboarding/api', requireAcceptableMediaType, (req, res, next) => {
    hostedInTime(req, res).catch(next);
  });
  app.get('/onboarding/*splat', (_req, res) => sendOnboardingIndex(res));
  app.use('/dashboard/api', requireAcceptableMediaType, (req, res, next) => {
    dashboardInTime(req, res).catch(next);
  });
  app.get('/dashboard/*splat', (_req, res) => sendDashboardIndex(res));
  // Any other /onboarding… or /dashboard… request: the API answers it (a 404 or 405 in the error body).
  app.use(api);

  // The error net: whatever went wrong, the client gets the error body and the process lives on.
  const onError: ErrorRequestHandler = (err: unknown, req, res, _next) => {
    if (res.headersSent) {
      ctx.logger.error({ err, reqId: requestIdOf(res) }, 'error after the answer started');
      res.end();
      return;
    }
    const error = errorAnswer(err, ctx.logger);
    if (error.status < 500 && wantsErrorPage(req)) sendErrorPage(req, res, error, ctx);
    else sendError(res, error);
  };
  app.use(onError);
  // The same steps as above for an API request, without the application (direct-dispatch.ts).
  const apiSteps = inSequence(assignRequestId, headers, observed, readInput, api);
  // The site's paths (the hosted screens and their API among them) and /health, /ready, /metrics.
  const viaExpress = (path: string) => isSitePath(path) || OPS_PATHS.has(routeKey(path));
  return directDispatch(app, viaExpress, apiSteps, onError, ctx.logger);
}

function owned(route: (req: Request, res: express.Response) => Promise<void>) {
  return (req: Request, res: express.Response) => runAsConnectionOwner(`${req.method} ${req.path}`, () => route(req, res));
}

function sendBuiltIndex(res: express.Response, dir: string | undefined, notBuilt: string): void {
  const index = `${dir}index.html`;
  if (dir && existsSync(index)) {
    res.sendFile(index);
    return;
  }
  res.status(503).type('text/plain').send(`${notBuilt}: run \`make build\` (or \`make start\`).`);
}
