import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/** The request a piece of work runs for: every log line written meanwhile carries its id (logger.ts). */
const current = new AsyncLocalStorage<{ requestId: string }>();

/**
 * A caller's `X-Request-Id` is kept when it is short and made of characters that are safe in logs
 * and headers (letters, digits, `.`, `_`, `:`, `-`); anything else gets a new id, so a log line can
 * never be forged or bloated through it.
 */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && ACCEPTED_ID.test(value) ? value : randomUUID();
}

/** The id of the request the caller runs for, if any. */
export function currentRequestId(): string | undefined {
  return current.getStore()?.requestId;
}

/** Runs `work` as part of the request `requestId` (what came after an event emitter lost it, say). */
export function runForRequest<T>(requestId: string, work: () => T): T {
  return current.run({ requestId }, work);
}

/** The id the request was given by {@link assignRequestId}. */
export function requestIdOf(res: Response): string | undefined {
  return (res.locals as { requestId?: string }).requestId;
}

/**
 * First middleware: gives the request its id (`req.id`, which the request log binds to its lines; the
 * `X-Request-Id` answer header; `res.locals.requestId`, which error bodies repeat) and runs the
 * rest of the request in its context.
 */
export function assignRequestId(req: Request, res: Response, next: NextFunction): void {
  const requestId = requestIdFrom(req.headers['x-request-id']);
  (req as Request & { id?: string }).id = requestId;
  (res.locals as { requestId?: string }).requestId = requestId;
  res.setHeader('X-Request-Id', requestId);
  current.run({ requestId }, next);
}

/**
 * Enters the request's context again: body parsers call `next` from stream events, which run in
 * the connection's context, not the request's.
 */
export function reenterRequestContext(_req: Request, res: Response, next: NextFunction): void {
  const requestId = requestIdOf(res);
  if (requestId === undefined || currentRequestId() === requestId) {
    next();
    return;
  }
  current.run({ requestId }, next);
}
