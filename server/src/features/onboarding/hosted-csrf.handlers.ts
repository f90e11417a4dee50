import { ensureCsrfCookie } from '../../http/csrf.js';
import type { HostedHandler } from '../../http/handler-types.js';

/** GET /onboarding/api/session/csrf: the browser's anti-CSRF token (cookie set when missing). */
export const getHostedCsrfToken: HostedHandler<'getHostedCsrfToken'> = ({ req }, ctx) => {
  // The guard (requireCsrfToken) already chose the token of this GET and set its cookie if needed.
  const token = (req.res?.locals.csrfToken as string | undefined) ?? ensureCsrfCookie(ctx, req, req.res!);
  return { status: 200, body: { csrfToken: token } };
};
