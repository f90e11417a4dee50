import type { Request, RequestHandler, Response } from 'express';
import { runAsConnectionOwner } from '../db/connection-guard.js';

/**
 * A route as a middleware whose request is one connection owner, named by its method and path:
 * a request that waits on its own transaction throws instead of hanging (connection-guard.ts).
 * The API's operation and the screens' APIs run this way; a failure goes to the error net.
 */
export function asConnectionOwner(route: (req: Request, res: Response) => Promise<void>): RequestHandler {
  return (req, res, next) => {
    runAsConnectionOwner(`${req.method} ${req.path}`, () => route(req, res)).catch(next);
  };
}
