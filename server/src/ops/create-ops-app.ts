import express, { type Express } from 'express';
import type { AppContext } from '../app-context.js';
import { NotFound } from '../domain/errors.js';
import { errorAnswer } from '../http/http-error.js';
import { sendError } from '../http/send.js';
import { installOpsRoutes } from './install-ops.js';
import { assignRequestId } from './request-id.js';

/** A worker's HTTP app: `/health`, `/ready` and `/metrics`, and 404 with the error body for anything else. */
export function createOpsApp(ctx: AppContext): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(assignRequestId);
  installOpsRoutes(app, ctx);
  app.use((req, res) => sendError(res, errorAnswer(new NotFound(`No such path: ${req.method} ${req.path} (a worker serves /health, /ready and /metrics only)`), ctx.logger)));
  return app;
}
