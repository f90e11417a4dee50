// Redirect URIs as typed in the textarea (one per line), checked by the server's rules before the
// call, so a typo is named at the field: exact URIs, https, or http on loopback only.

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The non-empty lines, trimmed, each once. */
export function redirectUrisOf(text: string): string[] {
  return [...new Set(text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== ''))];
}

/** Why a redirect URI would be refused, or undefined when it is fine. */
export function redirectUriProblem(uri: string): string | undefined {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return `“${uri}” is not an absolute URL.`;
  }
  if (url.hash !== '' || uri.includes('#')) return `“${uri}” has a fragment (#…); redirect URIs cannot.`;
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return undefined;
  if (url.protocol === 'http:') return `“${uri}” uses http: only localhost, 127.0.0.1 and [::1] may; use https.`;
  return `“${uri}” must start with https:// (or http:// on localhost).`;
}

/** The first problem of the list, for the field's error. */
export function redirectUrisProblem(uris: string[]): string | undefined {
  for (const uri of uris) {
    const problem = redirectUriProblem(uri);
    if (problem !== undefined) return problem;
  }
  return undefined;
}
