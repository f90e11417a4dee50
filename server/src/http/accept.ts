import type { NextFunction, Request, Response } from 'express';
import { HttpError } from './http-error.js';
import { VENDOR_MEDIA_TYPE } from './send.js';

/**
 * The provider's vendor media type: its guides' code sends it on every call, and a partner's code
 * written from them must work here unchanged. It names the same API v2 JSON.
 */
export const PROVIDER_MEDIA_TYPE = 'application/vnd.monerium.api-v2+json';
const SERVED = new Set([VENDOR_MEDIA_TYPE, PROVIDER_MEDIA_TYPE, 'application/json', 'application/*', '*/*']);

/**
 * Content negotiation: the API answers JSON as its vendor media type, which a client may also
 * ask for as the provider's vendor type, `application/json` or `*\/*`. An `Accept` naming none of
 * them gets 406.
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
  next(new HttpError(406, `The API answers ${VENDOR_MEDIA_TYPE} (or the provider's, or application/json); Accept: ${req.headers.accept} names neither`));
}
