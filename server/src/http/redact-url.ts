/** Query parameters whose values never reach the logs: credentials, signatures and the messages they sign. */
const SECRET_PARAMS = new Set(['code', 'refresh_token', 'access_token', 'id_token', 'token', 'subject_token', 'actor_token', 'signature', 'message', 'client_secret', 'password']);

/**
 * A request URL as logged: the values of credentials and signatures (and the messages they sign)
 * replaced by `…`, whatever the parameter name's case or percent-encoding (`access_token` of a
 * WebSocket URL included).
 */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const pairs = url.slice(query + 1).split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const rawName = eq < 0 ? pair : pair.slice(0, eq);
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      // A malformed escape: judge the name as written.
    }
    return SECRET_PARAMS.has(name.trim().toLowerCase()) ? `${rawName}=…` : pair;
  });
  return `${url.slice(0, query)}?${pairs.join('&')}`;
}
