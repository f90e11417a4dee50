import type { Request, Response, Router } from 'express';
import type { AppContext } from '../app-context.js';
import { createHash, timingSafeEqual } from 'node:crypto';
import { NotFound, Unauthorized, Unavailable } from '../domain/errors.js';
import { errorAnswer } from '../http/http-error.js';
import { sendError } from '../http/send.js';
import type { AtRequestEnd } from '../http/request-end.js';
import { metricsFor } from './metrics.js';
import { notReadyBecause } from './readiness.js';

/** Seconds a client is told to wait (Retry-After) when /ready answers 503. */
const READY_RETRY_AFTER_SECONDS = 5;

/** The operational endpoints' paths: the app routes only these to them. */
export const OPS_PATHS: ReadonlySet<string> = new Set(['/health', '/ready', '/metrics']);

/**
 * Where the operational endpoints are served: `operations`, a port of their own
 * (`EMONEY_OPS_PORT`, kept off the public network), where all of them answer in full; `public`,
 * the API's own port, where anyone may ask: `/health` and `/ready` say only whether the process is
 * alive and ready (what a load balancer needs), and `/metrics` and the detailed `/ready` answer
 * only a caller presenting `EMONEY_OPS_TOKEN` as a bearer token.
 */
export type OpsExposure = 'operations' | 'public';

/**
 * The operational endpoints, outside the partner contract (and so outside the SDK): `GET /health`
 * (the process is alive), `GET /ready` (it can serve: database reachable, migrations current, not
 * shutting down), `GET /metrics` (Prometheus text). They are mounted before request logging, so
 * probes and scrapes do not flood the logs, and are not counted in the request metrics.
 */
export function installOpsRoutes(app: Pick<Router, 'get'>, ctx: AppContext, exposure: OpsExposure): void {
  const metrics = metricsFor(ctx);
  const { role, opsToken } = ctx.config.ops;
  const detailed = exposure === 'operations' ? () => true : (req: Request) => presentsOpsToken(req, opsToken);
  app.get('/health', (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.type('application/json').send(JSON.stringify(detailed(req) ? { status: 'ok', role } : { status: 'ok' }));
  });
  app.get('/ready', (req, res, next) => {
    const full = detailed(req);
    notReadyBecause(ctx).then((problem) => {
      res.setHeader('Cache-Control', 'no-store');
      if (problem !== undefined) {
        sendError(res, errorAnswer(new Unavailable(full ? problem : 'The server is not ready', READY_RETRY_AFTER_SECONDS), ctx.logger));
        return;
      }
      res.type('application/json').send(JSON.stringify(full ? { status: 'ready', role } : { status: 'ready' }));
    }, next);
  });
  app.get('/metrics', (req, res, next) => {
    if (!detailed(req)) {
      refuseMetrics(req, res, ctx);
      return;
    }
    metrics.registry.metrics().then((text) => {
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Type', metrics.registry.contentType);
      res.send(text);
    }, next);
  });
}

/** Whether the request carries `Authorization: Bearer <EMONEY_OPS_TOKEN>` (compared in constant time). */
function presentsOpsToken(req: Request, opsToken: string | undefined): boolean {
  const header = req.headers.authorization;
  if (!opsToken || !header || !header.startsWith('Bearer ')) return false;
  const sent = createHash('sha256').update(header.slice('Bearer '.length).trim()).digest();
  return timingSafeEqual(sent, createHash('sha256').update(opsToken).digest());
}

function refuseMetrics(req: Request, res: Response, ctx: AppContext): void {
  if (ctx.config.ops.opsToken) {
    res.setHeader('WWW-Authenticate', 'Bearer realm="operations"');
    sendError(res, errorAnswer(new Unauthorized('GET /metrics on this port takes the operations bearer token (EMONEY_OPS_TOKEN)'), ctx.logger));
    return;
  }
  sendError(res, errorAnswer(new NotFound(`No such path: ${req.method} /metrics (served on the operations port, EMONEY_OPS_PORT)`), ctx.logger));
}

/**
 * Counts every other request once its answer is finished, under the operationId the contract's
 * router resolved ({@link labelOperation}) or, for what no operation matched, a fixed route class
 * (never the raw path: one label value per distinct URL would grow without end). Run by the one
 * listener at the request's end (http/request-end.ts, the edge steps): counted only when the
 * answer was written in full.
 */
export function countRequestAtEnd(ctx: AppContext): AtRequestEnd {
  const metrics = metricsFor(ctx);
  return (req, res, { started }) => {
    if (!res.writableFinished) return;
    const seconds = (performance.now() - started) / 1e3;
    const labels = { operation: operationOf(req, res), method: methodLabel(req.method), status: String(res.statusCode) };
    metrics.requests.inc(labels);
    metrics.requestSeconds.observe(labels, seconds);
  };
}

/** Wraps a router's `beforeOperation` hook so the request remembers its operationId for the metrics. */
export function labelOperation(
  hook?: (operationId: string, req: Request, res: Response) => Promise<boolean>,
): (operationId: string, req: Request, res: Response) => Promise<boolean> {
  return (operationId, req, res) => {
    (res.locals as { operationId?: string }).operationId = operationId;
    return hook ? hook(operationId, req, res) : Promise.resolve(true);
  };
}

function operationOf(req: Request, res: Response): string {
  const operationId = (res.locals as { operationId?: string }).operationId;
  if (operationId) return operationId;
  const path = req.originalUrl.split('?')[0] ?? '';
  if (path.startsWith('/onboarding/api')) return 'hosted_unmatched';
  if (path === '/onboarding' || path.startsWith('/onboarding/')) return 'onboarding_screens';
  if (path === '/js-monorepo' || path.startsWith('/js-monorepo/')) return 'docs_site';
  if (path === '/siwe') return 'siwe_page';
  return 'unmatched';
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

function methodLabel(method: string): string {
  return METHODS.has(method) ? method : 'OTHER';
}
