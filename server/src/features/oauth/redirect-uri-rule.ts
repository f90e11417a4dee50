/**
 * RFC 6749 §4.1.3: the token request must carry `redirect_uri` if the authorization request did,
 * and then the identical value. When `/auth` named none (the app registered a single URI), the
 * exchange may omit it; one that is sent anyway must still be the URI the code was issued for.
 * Answers the problem, or null when the exchange may go on.
 */
export function redirectUriProblem(code: { redirect_uri: string; redirect_uri_sent: boolean }, given: string | undefined): string | null {
  if (given === undefined) return code.redirect_uri_sent ? 'redirect_uri is required: the authorization request named it' : null;
  return given === code.redirect_uri ? null : 'redirect_uri does not match the authorization request';
}
