import express, { type Express } from 'express';
import type { AppContext } from '../app-context.js';
import { NotFound } from '../domain/errors.js';
import { errorAnswer } from '../http/http-error.js';
import { displayedPath } from '../http/route-table.js';
import { securityHeaders } from '../http/security-headers.js';
import { sendError } from '../http/send.js';
import { installOpsRoutes } from './install-ops.js';
import { assignRequestId } from './request-id.js';

/** The operations port's app (`EMONEY_OPS_PORT`, any role): `/health`, `/ready` and `/metrics`, and 404 with the error body for anything else. */
export function createOpsApp(ctx: AppContext): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(assignRequestId, securityHeaders(ctx));
  installOpsRoutes(app, ctx, 'operations');
  app.use((req, res) => sendError(res, errorAnswer(new NotFound(`No such path: ${req.method} ${displayedPath(req.path)} (the operations port serves /health, /ready and /metrics only)`), ctx.logger)));
  return app;
}
