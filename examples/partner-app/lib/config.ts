/**
 * The app's settings, read from the environment on the server at request time (so one build runs
 * against any sandbox). Nothing here is secret except `sessionSecret`, which never leaves the server.
 */
export interface AppConfig {
  /** The emoney deployment: `make start` serves a sandbox on http://localhost:4000. */
  emoneyUrl: string;
  /** The app's authorization code client id (public: the browser uses it too). */
  clientId: string;
  /** Where this app is served; its `/callback` is the redirect URI registered for the app. */
  appUrl: string;
  /** Seals the session cookie (AES-256-GCM). */
  sessionSecret: string;
  /** The app's privacy policy and terms: a Sign-In with Ethereum message lists exactly the registered ones. */
  privacyUrl: string;
  termsUrl: string;
}

export function appConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const appUrl = (env.APP_URL ?? 'http://localhost:5173').replace(/\/$/, '');
  const clientId = env.EMONEY_CLIENT_ID;
  if (!clientId) throw new Error('EMONEY_CLIENT_ID is not set: the authorization code client id `make start` prints');
  const sessionSecret = env.SESSION_SECRET ?? '';
  // A sandbox on loopback may run with the development secret; anything else needs its own.
  if (sessionSecret.length < 32 && !isLoopback(appUrl)) throw new Error('SESSION_SECRET must be at least 32 characters');
  return {
    emoneyUrl: (env.EMONEY_URL ?? 'http://localhost:4000').replace(/\/$/, ''),
    clientId,
    appUrl,
    sessionSecret: sessionSecret || 'a development secret for a loopback sandbox only',
    privacyUrl: env.APP_PRIVACY_URL ?? `${appUrl}/privacy`,
    termsUrl: env.APP_TERMS_URL ?? `${appUrl}/terms`,
  };
}

/** `http://localhost` or `http://127.x.x.x`: the one place a cookie may go without `Secure`. */
export function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && (hostname === 'localhost' || /^127\./.test(hostname) || hostname === '[::1]');
}
