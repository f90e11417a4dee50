/**
 * The client class: every call of the API as a method, auth that refreshes itself, and order
 * notifications over WebSocket. A facade: the transport (transport/: openapi-fetch, `fetch`,
 * errors), the session (session/: tokens, refresh, storage) and the notifications
 * (notifications/) are wired in client/client-core.ts; each resource module (resources/) adds its
 * methods as one layer, stacked in the order below. A method calls its operation directly.
 * @module
 */
import { SwapResource } from './resources/swap.js';

// The layers, bottom up: ClientCore, auth, profiles, addresses, tokens, IBANs, orders, files,
// webhooks, countries and swap. Layers, not wrapper methods over resource functions: each method stays one hop from
// its operation, and the wrappers cost 430 bytes (min+gzip) of bundle where the layers cost 230.

/**
 * The emoney API client. One instance per app (and per user in a browser): it keeps the tokens,
 * refreshes them before they expire and once on a 401 (concurrent calls wait for one refresh),
 * and turns every call of the API into a method that returns data or throws an
 * {@link EmoneyError}. `raw` is the typed openapi-fetch client for anything else.
 *
 * @example Server side, the app acting for itself (client credentials):
 * ```ts
 * const client = new EmoneyClient({ environment: 'sandbox', clientId, clientSecret });
 * const context = await client.getAuthContext();
 * ```
 * @example In a browser, the app acting for a user (authorization code flow with PKCE):
 * ```ts
 * const client = new EmoneyClient({ clientId, redirectUri: 'https://app.partner.test/callback' });
 * if (!(await client.getAccess())) await client.authorize(); // leaves the page, comes back with a code
 * ```
 * @group Client
 * @category Classes
 */
export class EmoneyClient extends SwapResource {}
