import type { RequestHandler } from 'express';
import type { AppContext } from '../app-context.js';
import { countRequests } from '../ops/install-ops.js';
import { assignRequestId } from '../ops/request-id.js';
import { cors } from './cors.js';
import { redactUrl } from './redact-url.js';
import { requestLog } from './request-log.js';
import { securityHeaders } from './security-headers.js';

/** A step of a request's way, with the name it is listed by. */
export type NamedStep = readonly [name: string, step: RequestHandler];

/**
 * What every request takes first, on either side of the front door (the API's pipeline and the
 * site's Express application both start with this list), in this order: its id (X-Request-Id, the
 * log lines' reqId, the error body's), before anything can fail; the security headers; the request
 * metrics; one log line at its end (headers and their credentials stay out, query credentials are
 * redacted); CORS for browser apps on their own origins (a preflight is answered here; never the
 * screens). `unobserved` runs between the headers and the metrics: what it answers (the site's
 * /health, /ready, /metrics) is neither counted nor logged.
 */
export function edgeSteps(ctx: AppContext, unobserved?: NamedStep): NamedStep[] {
  return [
    ['request id', assignRequestId],
    ['security headers', securityHeaders(ctx)],
    ...(unobserved ? [unobserved] : []),
    ['metrics', countRequests(ctx)],
    ['request log', requestLog(ctx.logger, redactUrl)],
    ['CORS', cors(ctx)],
  ];
}
