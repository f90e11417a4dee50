import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppContext } from '../app-context.js';
import { HttpError } from './http-error.js';
import { isScreenPath, routeKey } from './route-key.js';

/** Methods the contract uses; a preflight for any other is refused by the browser. */
const METHODS = 'GET, POST, PUT, PATCH, DELETE';
/** Request headers a browser app may send (the published client sends these). */
const HEADERS = 'Authorization, Content-Type, Accept, X-Request-Id, X-Quote-Token';
/** Response headers a browser app may read besides the CORS-safelisted ones (a swap quote's token is one). */
const EXPOSED = 'Location, Retry-After, X-Request-Id, X-Total-Count, X-Quote-Token';
/** How long a browser may reuse a preflight's answer (seconds). */
const PREFLIGHT_MAX_AGE = '600';
/** How often the allowed origins are reread from the registered redirect URIs. */
const RELOAD_MS = 30_000;
/** An origin not in the list makes us look again, at most this often (a just-registered app). */
const MISS_RELOAD_MS = 5_000;

/**
 * CORS for browser apps that call the API directly, as the provider's published client does.
 *
 * Allowed: the origin of every redirect URI a partner's app registered, plus
 * `EMONEY_CORS_ORIGINS`. Bearer tokens only: no `Access-Control-Allow-Credentials`, so a browser
 * never sends cookies cross-origin. The hosted screens and their API (`/onboarding`) stay
 * same-origin and get no CORS headers at all.
 */
export function cors(ctx: AppContext): RequestHandler {
  const origins = new AllowedOrigins(ctx);
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.get('origin');
    // The screens' paths as the router matches them (any case, a trailing slash ignored).
    if (!origin || isScreenPath(routeKey(req.path))) {
      next();
      return;
    }
    res.vary('Origin');
    const preflight = req.method === 'OPTIONS' && req.get('access-control-request-method') !== undefined;
    origins.allows(origin).then((allowed) => {
      if (!allowed) {
        // No CORS headers: the browser refuses the answer. A preflight says why, for the developer's network tab.
        if (preflight) {
          next(new HttpError(403, `The origin ${origin.slice(0, 200)} may not call this API from a browser: register a redirect URI on it for your app, or add it to EMONEY_CORS_ORIGINS`, { code: 'forbidden' }));
        } else next();
        return;
      }
      res.setHeader('Access-Control-Allow-Origin', origin);
      if (!preflight) {
        res.setHeader('Access-Control-Expose-Headers', EXPOSED);
        next();
        return;
      }
      res.setHeader('Access-Control-Allow-Methods', METHODS);
      res.setHeader('Access-Control-Allow-Headers', HEADERS);
      res.setHeader('Access-Control-Max-Age', PREFLIGHT_MAX_AGE);
      res.status(204).end();
    }, next);
  };
}

/** Bumped when an app's redirect URIs change in this process: the next origin check rereads them. */
let registeredVersion = 0;

/**
 * Says that registered redirect URIs changed (the dashboard's app edits): this process allows a new
 * origin on its next request. Other processes see it within {@link MISS_RELOAD_MS}.
 */
export function redirectUrisChanged(): void {
  registeredVersion += 1;
}

/** The allowed origins, kept in memory and reread in the background: requests never wait on the database for them but the first. */
class AllowedOrigins {
  private registered = new Set<string>();
  private readonly configured: Set<string>;
  private loadedAt = -Infinity;
  private loading: Promise<void> | undefined;
  private version = registeredVersion;

  constructor(private readonly ctx: AppContext) {
    this.configured = new Set(ctx.config.corsOrigins);
  }

  async allows(origin: string): Promise<boolean> {
    if (this.configured.has(origin)) return true;
    if (this.version !== registeredVersion) {
      this.version = registeredVersion;
      this.loadedAt = -Infinity;
    }
    const age = performance.now() - this.loadedAt;
    if (age > RELOAD_MS || (!this.registered.has(origin) && age > MISS_RELOAD_MS)) await this.reload();
    return this.registered.has(origin);
  }

  private reload(): Promise<void> {
    this.loading ??= (async () => {
      try {
        const apps = await this.ctx.db.selectFrom('apps').select('redirect_uris').where('disabled_at', 'is', null).execute();
        const next = new Set<string>();
        for (const app of apps) {
          for (const uri of app.redirect_uris) {
            try {
              next.add(new URL(uri).origin);
            } catch {
              // A malformed stored URI allows nothing.
            }
          }
        }
        this.registered = next;
        this.loadedAt = performance.now();
      } finally {
        this.loading = undefined;
      }
    })();
    return this.loading;
  }
}
