import type { NextFunction, Request, Response } from 'express';
import { HttpError } from './http-error.js';
import { VENDOR_MEDIA_TYPE } from './send.js';

const SERVED = new Set([VENDOR_MEDIA_TYPE, 'application/json', 'application/*', '*/*']);

/**
 * Content negotiation: the API answers JSON as its vendor media type, which a client may also
 * ask for as `application/json` or `*\/*`. An `Accept` naming none of them gets 406.
 */
export function acceptsJson(header: string | undefined): boolean {
  if (!header || header.trim() === '') return true;
  return header.split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return SERVED.has(type) && (!q || Number(q.slice(2)) > 0);
  });
}

export function requireAcceptableMediaType(req: Request, _res: Response, next: NextFunction): void {
  if (acceptsJson(req.headers.accept)) {
    next();
    return;
  }
  next(new HttpError(406, `The API answers ${VENDOR_MEDIA_TYPE} (or application/json); Accept: ${req.headers.accept} names neither`));
}
