import type { WebSocketConstructor } from '../notifications/order-notifications.js';
import type { StorageLike } from '../storage.js';

/**
 * The options of {@link EmoneyClient}.
 * @group Client
 * @category Configuration
 */
export interface ClientOptions {
  /** `sandbox` (the default: fake money) or `production`. Ignored when `baseUrl` is given. */
  environment?: 'sandbox' | 'production';
  /**
   * The URL of a self-hosted deployment, such as a sandbox from `make start`
   * (`http://localhost:4000`): the API, the hosted screens and the WebSocket are served there.
   */
  baseUrl?: string;
  /** The app's client id: the authorization code one (PKCE) or the client credentials one. */
  clientId?: string;
  /** The client credentials secret. On a server only: never ship it to a browser. */
  clientSecret?: string;
  /** Where the hosted screens send the user back; registered for the app. Required for PKCE and SIWE. */
  redirectUri?: string;
  /** The `fetch` to use; default the global one. */
  fetch?: (request: Request) => Promise<Response>;
  /** Where tokens and the PKCE verifier are kept: default `localStorage` in browsers, memory elsewhere. */
  storage?: StorageLike;
  /**
   * Borrow the access token instead of holding a session: the client calls this when it has no
   * token and once more after a 401 (concurrent calls share one call), and keeps what it answers
   * in memory only; `undefined` means signed out. It never holds a refresh token, so a browser
   * app can keep the session on its server and hand out access tokens through a route of its own.
   * `storage`, `clientSecret` and the authorization flows are then unused.
   *
   * @example
   * ```ts
   * const client = new EmoneyClient({
   *   getAccessToken: async () => (await (await fetch('/api/emoney-token')).json()).accessToken,
   * });
   * ```
   */
  getAccessToken?: () => Promise<string | undefined> | string | undefined;
  /** Prefix of the storage keys; default `emoney`. Give each client in one storage its own. */
  storageKey?: string;
  /** The WebSocket constructor for order notifications; default the global `WebSocket`. */
  WebSocket?: WebSocketConstructor;
  /** Log requests, answers and token refreshes (never tokens): `true` for `console.debug`, or a function. */
  debug?: boolean | ((...args: unknown[]) => void);
  /** The client's clock in milliseconds (token expiry); default `Date.now`. */
  now?: () => number;
}
