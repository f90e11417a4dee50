import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppContext } from '../app-context.js';
import { HttpError } from './http-error.js';

/**
 * The Content-Security-Policy of every answer but the documentation site: the hosted screens load
 * only their own scripts, styles and fonts (no inline script, no eval), talk only to this server,
 * show partner logos (https or data URLs), post forms only here, and are never framed. JSON
 * answers carry it too (harmless there, and a browser opening one runs nothing).
 */
export const STRICT_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The prerendered documentation site (`/js-monorepo`, Redoc and TypeDoc pages with inline code): not framed. */
const DOCS_CSP = "frame-ancestors 'none'";

/**
 * Headers every answer carries: a strict CSP (the documentation site: no framing only), no framing
 * (clickjacking of the hosted screens), no MIME sniffing, no referrer (authorization URLs carry
 * request ids), and HSTS in production (sandboxes run on http://localhost, where HSTS would stick
 * to the developer's browser).
 */
export function securityHeaders(ctx: AppContext): RequestHandler {
  // The same few headers on every answer: decided once, not per request.
  const common: [string, string][] = [
    ['X-Frame-Options', 'DENY'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'no-referrer'],
    ...(ctx.config.mode === 'production' ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]] : []),
  ];
  return (req: Request, res: Response, next: NextFunction) => {
    const docs = req.path === '/js-monorepo' || req.path.startsWith('/js-monorepo/');
    res.setHeader('Content-Security-Policy', docs ? DOCS_CSP : STRICT_CSP);
    for (const [name, value] of common) res.setHeader(name, value);
    next();
  };
}

/**
 * The hosted screens' API (and the dashboard's) answers its own pages only: a body must be JSON (a cross-site HTML form
 * cannot send it without a CORS preflight), and a browser request from another site (by
 * `Sec-Fetch-Site` or `Origin`) is refused. Requests without those headers are not browsers.
 */
export function sameOriginJsonOnly(ctx: AppContext, api = 'The hosted screens API'): RequestHandler {
  const own = new URL(ctx.config.publicUrl).origin;
  return (req: Request, _res: Response, next: NextFunction) => {
    const site = req.get('sec-fetch-site');
    const origin = req.get('origin');
    if ((site && site !== 'same-origin' && site !== 'none') || (origin && origin !== own)) {
      next(new HttpError(403, `${api} answers only its own pages (cross-site request refused)`));
      return;
    }
    const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
    if (hasBody && !req.is('application/json')) {
      next(new HttpError(415, `${api} accepts only application/json bodies`));
      return;
    }
    next();
  };
}
