/**
 * The rule the authorization endpoint applies to a redirect URI, shared with the dashboard, which
 * registers them: `https`, or `http` on a loopback host only.
 */
export function isAllowedRedirectUri(uri: string): boolean {
  try {
    const url = new URL(uri);
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

/**
 * What is wrong with a list of redirect URIs registered from the dashboard, or undefined: each an
 * exact URI (no wildcard, no white space) under {@link isAllowedRedirectUri}, without a fragment, listed once.
 */
export function redirectUriProblems(uris: readonly string[]): string | undefined {
  const bad = uris.find((uri) => uri.includes('#') || /[*\s]/.test(uri) || !isAllowedRedirectUri(uri));
  if (bad !== undefined) return `"${bad.slice(0, 200)}" is not an exact https URL (http only on localhost, 127.0.0.1 or [::1]) without a fragment`;
  if (new Set(uris).size !== uris.length) return 'lists a URI twice';
  return undefined;
}
