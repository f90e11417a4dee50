import type { RequestHandler } from 'express';
import type { AppContext } from '../app-context.js';
import { countRequestAtEnd } from '../ops/install-ops.js';
import { assignRequestId } from '../ops/request-id.js';
import { cors } from './cors.js';
import { redactUrl } from './redact-url.js';
import { atRequestEnd, type AtRequestEnd } from './request-end.js';
import { requestLogAtEnd } from './request-log.js';
import { securityHeaders } from './security-headers.js';

/** A step of a request's way, with the name it is listed by. */
export type NamedStep = readonly [name: string, step: RequestHandler];

/**
 * What every request takes first, on either side of the front door (the API's pipeline and the
 * site's Express application both start with this list), in this order: its id (X-Request-Id, the
 * log lines' reqId, the error body's), before anything can fail; the security headers; at the
 * request's end, one listener for the metrics, one log line (headers and their credentials stay
 * out, query credentials are redacted) and `moreEnds` (the API's request recording); CORS for
 * browser apps on their own origins (a preflight is answered here; never the screens).
 * `unobserved` runs between the headers and the metrics: what it answers (the site's /health,
 * /ready, /metrics) is neither counted nor logged.
 */
export function edgeSteps(ctx: AppContext, unobserved?: NamedStep, moreEnds: readonly AtRequestEnd[] = []): NamedStep[] {
  return [
    ['request id', assignRequestId],
    ['security headers', securityHeaders(ctx)],
    ...(unobserved ? [unobserved] : []),
    ['metrics and request log', atRequestEnd(ctx.clock, [countRequestAtEnd(ctx), requestLogAtEnd(ctx.logger, redactUrl), ...moreEnds])],
    ['CORS', cors(ctx)],
  ];
}
