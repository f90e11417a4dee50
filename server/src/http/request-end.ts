import type { Request, RequestHandler, Response } from 'express';
import type { Clock } from '../clock.js';

/** When a request started: by the monotonic clock (for its duration) and by the deployment's clock (for its log). */
export interface RequestStart {
  started: number;
  at: Date;
}

/** What a step does once its request's answer is done (the response's `close`); `S`, what it needs of the start. */
export type AtRequestEnd<S extends Partial<RequestStart> = RequestStart> = (req: Request, res: Response, start: S) => void;

/**
 * One `close` listener per request that runs every step's end in order (the metrics, the log line,
 * the dashboard's request log), instead of a listener, a `once` wrapper and a start time per step:
 * what was left of the request log's cost on a cheap read (bench/README.md, "The request log's
 * cost"). Nothing here runs on the answer's path: `close` comes after the answer was written.
 */
export function atRequestEnd(clock: Clock, ends: readonly AtRequestEnd[]): RequestHandler {
  return (req, res, next) => {
    const start: RequestStart = { started: performance.now(), at: clock.now() };
    res.on('close', () => {
      for (const end of ends) end(req, res, start);
    });
    next();
  };
}
