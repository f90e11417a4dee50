import { existsSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { resolve } from 'node:path';
import express, { type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { createApiPipeline } from './api-pipeline.js';
import { isScreenPath, routeKey } from './http/route-key.js';
import { requireCsrfToken } from './http/csrf.js';
import { sameOriginJsonOnly } from './http/security-headers.js';
import type { AppContext } from './app-context.js';
import { sendSiwePage } from './features/oauth/siwe-page.js';
import { SESSION_COOKIE, sessionUser } from './features/onboarding/sessions.js';
import { inPartnerTime } from './features/access/partner-time.js';
import { sendErrorPage, wantsErrorPage } from './features/onboarding/error-page.js';
import { dashboardHandlers, hostedHandlers } from './handlers.js';
import { DASHBOARD_SESSION_COOKIE, sessionMember } from './features/dashboard/member-sessions.js';
import { enterPartnerTime } from './features/access/partner-time.js';
import { requireAcceptableMediaType } from './http/accept.js';
import { asConnectionOwner } from './http/as-connection-owner.js';
import { jsonOrFormBody } from './http/body-parsers.js';
import { edgeSteps } from './http/edge-steps.js';
import type { RawHandler } from './http/handler-types.js';
import { errorAnswer } from './http/http-error.js';
import { enforceInputRules } from './http/input-rules.js';
import { noSuchPath } from './http/no-such-path.js';
import { createOpenApiRoute } from './http/openapi-adapter.js';
import { installRateLimits } from './features/rate-limits/rate-limits.middleware.js';
import { sendError } from './http/send.js';
import { loadSpec } from './http/spec.js';
import { installOpsRoutes, labelOperation, OPS_PATHS } from './ops/install-ops.js';
import { inSequence, onlyFor } from './http/in-sequence.js';
import { frontDoor } from './http/front-door.js';
import { reenterRequestContext, requestIdOf } from './ops/request-id.js';

export { MAX_UPLOAD_BYTES } from './api-pipeline.js';
export { redactUrl } from './http/redact-url.js';

/** A built screens folder from configuration, as a prefix to join file names to; none when not configured. */
const folder = (dir: string | undefined) => (dir ? `${resolve(dir)}/` : undefined);

export interface AppOptions {
  validateResponses?: boolean;
  /**
   * Middleware of one's own for every API request (a deployment's, a test's probe), run once its
   * input is read, before the media type check (api-pipeline.ts). The site, the hosted screens and
   * /health never run it; a step for every API request of this server is a line in api-pipeline.ts.
   */
  extraApiSteps?: readonly RequestHandler[];
}

/** Paths of the site (screens, sign-in page, docs) rather than of the API, as Express would match them. */
function isSitePath(path: string): boolean {
  const key = routeKey(path);
  return isScreenPath(key) || key === '/siwe' || key === '/favicon.ico' || key.startsWith('/js-monorepo');
}

/**
 * Builds the server's request listener and its one door (front-door.ts): the site (the docs,
 * /siwe, the icon), the hosted screens with their APIs and /health, /ready, /metrics go to the
 * Express application built here; every other request, to the API's pipeline (api-pipeline.ts).
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
  // What every site request takes first, in one router layer: the API's first steps (edge-steps.ts),
  // with /health, /ready and /metrics (src/ops/, not logged or counted) after the security headers.
  // On this port the operational endpoints tell anyone only alive and ready; the rest is for the
  // operations port or the operations bearer token (install-ops.ts).
  const ops = express.Router();
  installOpsRoutes(ops, ctx, 'public');
  const edge = edgeSteps(ctx, ['operations routes', onlyFor((path) => OPS_PATHS.has(routeKey(path)), ops)]);
  app.use(inSequence(...edge.map(([, step]) => step)));

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

  // The screens' input: their JSON bodies (the cross-site guard above ran first), then the same
  // edge checks as the API's.
  const screenInput = inSequence(
    jsonOrFormBody(),
    reenterRequestContext,
    enforceInputRules({ cookies: [SESSION_COOKIE, DASHBOARD_SESSION_COOKIE] }),
  );
  // Counted by the operation each contract's router resolves (x-rate-limit), not by path text.
  // `trust proxy` is set on this application: API requests read it through `req.app` too.
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

  // Each request runs on its partner's sandbox clock once it names the partner (partner-time.ts),
  // as one connection owner, as the API's operations do.
  app.use(screenInput);
  app.use('/onboarding/api', requireAcceptableMediaType, asConnectionOwner(inPartnerTime(ctx, hostedRoute)));
  app.get('/onboarding/*splat', (_req, res) => sendOnboardingIndex(res));
  app.use('/dashboard/api', requireAcceptableMediaType, asConnectionOwner(inPartnerTime(ctx, dashboardRoute)));
  app.get('/dashboard/*splat', (_req, res) => sendDashboardIndex(res));
  // Any other site path (a POST to a page, a file not built): the API's 404, in the error body.
  app.use((req, _res, next) => next(noSuchPath(req.method, req.originalUrl.split('?')[0]!)));

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
  const api = await createApiPipeline(ctx, { validateResponses, rateLimits: rateLimits.api, extraSteps: options.extraApiSteps });
  // The site's paths (the hosted screens and their API among them) and /health, /ready, /metrics.
  const toSite = (path: string) => isSitePath(path) || OPS_PATHS.has(routeKey(path));
  return frontDoor(app, toSite, api, onError, ctx.logger);
}

function sendBuiltIndex(res: express.Response, dir: string | undefined, notBuilt: string): void {
  const index = `${dir}index.html`;
  if (dir && existsSync(index)) {
    res.sendFile(index);
    return;
  }
  res.status(503).type('text/plain').send(`${notBuilt}: run \`make build\` (or \`make start\`).`);
}
