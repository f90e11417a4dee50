import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { ErrorRequestHandler, Express, Request, RequestHandler, Response } from 'express';
import type { Logger } from '../logger.js';
import { ExpressRequest, ExpressResponse } from './express-shaped.js';
import { HttpError } from './http-error.js';
import { sendError } from './send.js';

/**
 * The server's request listener, its one door: a request `toSite` names (the site, the hosted
 * screens, /health, /ready, /metrics) goes to the Express application; every other one to the API's
 * pipeline (`api`, api-pipeline.ts), which the application never sees. An API request needs neither
 * Express's router nor its prototype change (express-shaped.ts), only the request and response
 * methods, which a request of `SERVER_OPTIONS` is born with; they read the application's settings
 * (the query parser, `trust proxy`) through `req.app`. A request of any other server (a test's
 * `supertest`) gets them as Express gives them.
 */
export function frontDoor(
  app: Express,
  toSite: (path: string) => boolean,
  api: RequestHandler,
  onError: ErrorRequestHandler,
  logger: Logger,
): RequestListener {
  return (incoming: IncomingMessage, outgoing: ServerResponse) => {
    let req: Request;
    let res: Response;
    if (incoming instanceof ExpressRequest && outgoing instanceof ExpressResponse) {
      incoming.app = app;
      outgoing.app = app;
      req = incoming as unknown as Request;
      res = outgoing as unknown as Response;
    } else {
      req = Object.setPrototypeOf(incoming, app.request) as Request;
      res = Object.setPrototypeOf(outgoing, app.response) as Response;
    }
    if (toSite(req.path)) {
      app(req, res);
      return;
    }
    // What Express's application and router set on every request.
    req.res = res;
    res.req = req;
    res.locals = Object.create(null) as Record<string, unknown>;
    req.originalUrl = req.url;
    req.baseUrl = '';
    req.params = {};
    const done = (err?: unknown) => {
      // The operation or its route table (404, 405) answers every API request: what reaches here is an error.
      try {
        onError(err ?? new Error(`no answer for ${req.method} ${req.path}`), req, res, done);
      } catch (failed) {
        // The error net itself failed (Express's final handler would have answered): still the error body.
        logger.error({ err: failed }, 'the error net failed');
        if (res.headersSent) res.destroy();
        else sendError(res, new HttpError(500, 'Internal Server Error'));
      }
    };
    api(req, res, done);
  };
}
