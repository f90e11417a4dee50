import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppContext } from '../app-context.js';
import { HttpError } from './http-error.js';

/**
 * Headers every answer carries: no framing (clickjacking of the hosted screens), no MIME sniffing,
 * no referrer (authorization URLs carry request ids), and HSTS in production (sandboxes run on
 * http://localhost, where HSTS would stick to the developer's browser).
 */
export function securityHeaders(ctx: AppContext): RequestHandler {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Content-Security-Policy', "frame-ancestors 'none'");
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    if (ctx.config.mode === 'production') res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}

/**
 * The hosted screens' API answers its own page only: a body must be JSON (a cross-site HTML form
 * cannot send it without a CORS preflight), and a browser request from another site (by
 * `Sec-Fetch-Site` or `Origin`) is refused. Requests without those headers are not browsers.
 */
export function sameOriginJsonOnly(ctx: AppContext): RequestHandler {
  const own = new URL(ctx.config.publicUrl).origin;
  return (req: Request, _res: Response, next: NextFunction) => {
    const site = req.get('sec-fetch-site');
    const origin = req.get('origin');
    if ((site && site !== 'same-origin' && site !== 'none') || (origin && origin !== own)) {
      next(new HttpError(403, 'The hosted screens API answers only its own pages (cross-site request refused)'));
      return;
    }
    const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
    if (hasBody && !req.is('application/json')) {
      next(new HttpError(415, 'The hosted screens API accepts only application/json bodies'));
      return;
    }
    next();
  };
}
