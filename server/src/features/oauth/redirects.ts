/** Builds `redirect_uri` with extra query parameters, keeping any query it already has. */
export function withQuery(uri: string, params: Record<string, string | null | undefined>): string {
  const url = new URL(uri);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) url.searchParams.set(name, value);
  }
  return url.toString();
}

/** The contract's bound on `state` (OauthState `maxLength`); a longer one is refused, never echoed. */
const MAX_STATE = 1024;
/** `error_description` is cut here so a redirect's `Location` stays small whatever the request held. */
const MAX_DESCRIPTION = 500;

/** An OAuth error sent back to a trusted redirect URI (RFC 6749, section 4.1.2.1). */
export function errorRedirect(redirectUri: string, error: string, description: string, state: string | null | undefined): string {
  const shortDescription = description.length > MAX_DESCRIPTION ? `${description.slice(0, MAX_DESCRIPTION - 1)}…` : description;
  const echoedState = state && state.length <= MAX_STATE ? state : undefined;
  return withQuery(redirectUri, { error, error_description: shortDescription, state: echoedState });
}

