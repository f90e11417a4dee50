/** A path as Express routes it: case-insensitive, a trailing slash ignored. */
export function routeKey(path: string): string {
  return (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();
}

/** The same-origin screens with their own API (hosted onboarding, developer dashboard), by route key. */
export function isScreenPath(key: string): boolean {
  return key.startsWith('/onboarding') || key.startsWith('/dashboard');
}
