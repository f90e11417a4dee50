/**
 * The client for a partner's server that keeps each user's session (in a cookie, a database row):
 * {@link EmoneyClient} plus what only a server needs.
 * @module
 */
import { EmoneyClient } from '../client.js';
import type { ClientOptions } from '../client/client-options.js';
import type { BrowserAccess, Session } from '../session/session.js';
import type { Transport } from '../transport/transport.js';
import { SharedSession } from './shared-session.js';

/**
 * {@link EmoneyClient} on a partner's server, one instance per request over the user's session
 * (its `storage`): the refresh is shared by every client of one session (keyed by the refresh
 * token it spends, so two concurrent requests of one cookie session spend it once), and
 * {@link EmoneyServerClient.getBrowserAccess} answers the access a browser may hold. Everything
 * else is the {@link EmoneyClient}'s.
 *
 * @example
 * ```ts
 * import { EmoneyServerClient } from '@emoney/sdk/server';
 * const client = new EmoneyServerClient({ baseUrl, clientId, redirectUri, storage: cookieStorage });
 * const url = await client.authorize(); // the URL to redirect to; the verifier stays in the cookie
 * ```
 * @group Client
 * @category Classes
 */
export class EmoneyServerClient extends EmoneyClient {
  /** @internal */
  protected override _createSession(options: ClientOptions, transport: Transport): Session {
    return new SharedSession(options, transport);
  }

  /**
   * The session's access for a browser: the access token and its expiry, refreshed first if it
   * expires soon, never the refresh token; `null` when there is no session. For the route of a
   * partner's server that lends access tokens to its browser app, whose client borrows them
   * with the `getAccessToken` option.
   *
   * @example
   * ```ts
   * // GET /api/emoney/token, with `client` over the request's session (see the README's "On a server"):
   * const access = await client.getBrowserAccess();
   * return access ? Response.json(access) : new Response(null, { status: 401 });
   * ```
   * @group Auth
   */
  async getBrowserAccess(): Promise<BrowserAccess | null> {
    // No URL: a code on the current page is the callback route's business, not this one's.
    const access = await this.getAccess({ url: '' });
    return access && { accessToken: access.accessToken, expiresAt: access.expiresAt };
  }
}
