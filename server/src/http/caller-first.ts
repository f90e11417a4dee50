import type { Request } from 'express';
import { RouteTable } from './route-table.js';

/** Bodies up to this size are read before the caller is known (a form or a small JSON document). */
export const ANONYMOUS_BODY_BYTES = 8 * 1024;

/**
 * Whether a request's body must wait for its caller to be authenticated: a body larger than
 * ANONYMOUS_BODY_BYTES (or of unstated length) for an operation that is not public, or for no
 * operation at all. Public operations (sign-in, tokens) are read as they come: their callers have
 * no token yet.
 */
export function callerNeededBeforeReading(operations: readonly { method: string; path: string; public: boolean }[]): (req: Request) => boolean {
  const table = new RouteTable(operations);
  return (req) => {
    const length = req.headers['content-length'];
    const large = length === undefined ? req.headers['transfer-encoding'] !== undefined : Number(length) > ANONYMOUS_BODY_BYTES;
    if (!large) return false;
    const found = table.match(req.method, req.path);
    return !('operation' in found) || !found.operation.public;
  };
}
