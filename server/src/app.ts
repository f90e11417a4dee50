import express, { type ErrorRequestHandler, type Express } from 'express';
import { pinoHttp } from 'pino-http';
import type { AppContext } from './app-context.js';
import { handlers } from './handlers.js';
import { HttpError } from './http/http-error.js';
import { multipartBody } from './http/multipart.js';
import { createOpenApiRoute } from './http/openapi-adapter.js';
import { sendError, VENDOR_MEDIA_TYPE } from './http/send.js';
import { loadSpec } from './http/spec.js';

/** Largest accepted upload (product specification: files of at most 5 MB). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export interface AppOptions {
  validateResponses?: boolean;
}

/** Builds the Express application: body parsing, the contract-driven API router, and the error net. */
export async function createApp(ctx: AppContext, options: AppOptions = {}): Promise<Express> {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');
  app.use(
    pinoHttp({
      logger: ctx.logger,
      quietReqLogger: true,
      // One short line per request; headers (and their credentials) stay out of the logs.
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    }),
  );
  app.use(express.json({ type: ['application/json', VENDOR_MEDIA_TYPE, 'application/*+json'], limit: '1mb' }));
  app.use(express.urlencoded({ extended: false, limit: '100kb' }));
  app.use(multipartBody({ fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 }));

  const route = await createOpenApiRoute({
    definition: loadSpec(),
    handlers,
    app: ctx,
    validateResponses: options.validateResponses ?? false,
    // Placeholder until the auth feature lands: every operation behind bearerAuth still answers 501.
    authenticate: () => true,
  });
  app.use((req, res, next) => {
    route(req, res).catch(next);
  });

  // The error net: whatever went wrong, the client gets the error body and the process lives on.
  const onError: ErrorRequestHandler = (err: unknown, req, res, _next) => {
    if (res.headersSent) {
      req.log.error({ err }, 'error after the answer started');
      res.end();
      return;
    }
    sendError(res, toHttpError(err, ctx));
  };
  app.use(onError);
  return app;
}

function toHttpError(err: unknown, ctx: AppContext): HttpError {
  if (err instanceof HttpError) {
    if (err.status >= 500 && err.status !== 501) ctx.logger.error({ err }, err.message);
    return err;
  }
  // body-parser's errors carry a status and a type.
  const e = err as { status?: number; type?: string; message?: string };
  if (e.type === 'entity.parse.failed') return new HttpError(400, 'The request body is not valid JSON', { code: 'bad_request' });
  if (e.type === 'entity.too.large') return new HttpError(413, 'The request body is too large');
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') return new HttpError(415, e.message ?? 'Unsupported encoding');
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) return new HttpError(e.status, e.message ?? 'Bad request', { code: 'bad_request' });
  ctx.logger.error({ err }, 'unhandled error');
  return new HttpError(500, 'Internal Server Error');
}
