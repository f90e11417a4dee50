/** Builds `redirect_uri` with extra query parameters, keeping any query it already has. */
export function withQuery(uri: string, params: Record<string, string | null | undefined>): string {
  const url = new URL(uri);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) url.searchParams.set(name, value);
  }
  return url.toString();
}

/** An OAuth error sent back to a trusted redirect URI (RFC 6749, section 4.1.2.1). */
export function errorRedirect(redirectUri: string, error: string, description: string, state: string | null | undefined): string {
  return withQuery(redirectUri, { error, error_description: description, state });
}

/** `https`, or `http` on a loopback host only. */
export function isAllowedRedirectUri(uri: string): boolean {
  try {
    const url = new URL(uri);
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}
