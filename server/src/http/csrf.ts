import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppContext } from '../app-context.js';
import { HttpError } from './http-error.js';
import { rawCookies } from './input-rules.js';

/**
 * Anti-CSRF token of the hosted screens' API: a signed double-submit
 * cookie. The server hands out `<random>.<HMAC(random)>` as the `emoney_csrf` cookie (readable by
 * the page, SameSite=Strict); every state-changing call must echo it in `X-CSRF-Token`. A
 * cross-site page can neither read the cookie nor add the header (custom headers need a CORS
 * preflight this API never grants), and the HMAC stops a cookie planted by a sibling host.
 */
export const CSRF_COOKIE = 'emoney_csrf';
export const CSRF_HEADER = 'x-csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function mac(ctx: AppContext, random: string): string {
  // Keyed with a key derived from the data key (shared by every process) for this purpose alone.
  return createHmac('sha256', ctx.dataKeys.derive('csrf')).update(`emoney-csrf:${random}`).digest('base64url');
}

export function newCsrfToken(ctx: AppContext): string {
  const random = randomBytes(16).toString('base64url');
  return `${random}.${mac(ctx, random)}`;
}

export function isValidCsrfToken(ctx: AppContext, token: string | undefined): token is string {
  const [random, signature, extra] = (token ?? '').split('.');
  if (!random || !signature || extra !== undefined) return false;
  const expected = Buffer.from(mac(ctx, random));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The token in the request's cookie, when it is one of ours. */
export function csrfCookieToken(ctx: AppContext, req: Request): string | undefined {
  const raw = rawCookies(req.headers.cookie, [CSRF_COOKIE]).at(-1)?.[1];
  return isValidCsrfToken(ctx, raw) ? raw : undefined;
}

/** Where a token cookie applies: the hosted screens' or the dashboard's pages and API, never both. */
export type CsrfScope = '/onboarding' | '/dashboard';

export function csrfCookie(ctx: AppContext, token: string, scope: CsrfScope = '/onboarding'): string {
  const secure = ctx.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${CSRF_COOKIE}=${token}; Path=${scope}; SameSite=Strict${secure}`;
}

/** Sets a fresh token cookie when the request has no valid one; answers the token in use. */
export function ensureCsrfCookie(ctx: AppContext, req: Request, res: Response, scope: CsrfScope = '/onboarding'): string {
  const existing = csrfCookieToken(ctx, req);
  if (existing) return existing;
  const token = newCsrfToken(ctx);
  res.append('Set-Cookie', csrfCookie(ctx, token, scope));
  return token;
}

/**
 * Safe calls get a token cookie when missing; state-changing calls need the header equal to a
 * valid cookie, else 403 before anything runs (so nothing changes).
 */
export function requireCsrfToken(ctx: AppContext, scope: CsrfScope = '/onboarding'): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) {
      res.locals.csrfToken = ensureCsrfCookie(ctx, req, res, scope);
      next();
      return;
    }
    const cookie = csrfCookieToken(ctx, req);
    const header = req.get(CSRF_HEADER);
    if (!cookie || header === undefined || header.length !== cookie.length || !timingSafeEqual(Buffer.from(header), Buffer.from(cookie))) {
      // A fresh cookie comes with the refusal, so a page that lost its cookie can retry.
      ensureCsrfCookie(ctx, req, res, scope);
      next(new HttpError(403, `Missing or invalid anti-CSRF token: send the emoney_csrf cookie's value in the X-CSRF-Token header (GET ${scope}/api/session/csrf)`));
      return;
    }
    next();
  };
}
