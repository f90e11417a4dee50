import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Several middlewares as one: each runs when the one before calls `next()`; an error (a handler
 * that throws, or whose promise rejects) goes straight to the error net. Express's router pays a
 * path match and a dispatch per layer; the steps every request takes run here in one layer instead.
 */
export function inSequence(...handlers: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, done: NextFunction) => {
    let at = 0;
    const next = (err?: unknown) => {
      if (err !== undefined && err !== null) {
        done(err);
        return;
      }
      const handler = handlers[at++];
      if (!handler) {
        done();
        return;
      }
      try {
        // As Express 5 does: a handler's rejected promise is an error too.
        const returned: unknown = handler(req, res, next);
        if (returned instanceof Promise) returned.catch(done);
      } catch (thrown) {
        done(thrown);
      }
    };
    next();
  };
}

/** A middleware that runs only for requests whose path `applies` says so (others pass by untouched). */
export function onlyFor(applies: (path: string) => boolean, handler: RequestHandler): RequestHandler {
  return (req, res, next) => (applies(req.path) ? handler(req, res, next) : next());
}
