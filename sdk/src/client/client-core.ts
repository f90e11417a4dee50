/**
 * What every method of the client stands on: the transport (typed client, `fetch`, errors), the
 * session (tokens, refresh, storage) wired in as middleware, and order notifications. The
 * methods are declared by the resource modules (resources/), stacked on this class.
 * @module
 */
import type { Client } from 'openapi-fetch';
import type { EnvironmentUrls } from '../constants.js';
import { OrderNotifications } from '../notifications/order-notifications.js';
import { bearerMiddleware } from '../session/bearer-middleware.js';
import { Session } from '../session/session.js';
import { createTransport, type Transport } from '../transport/transport.js';
import type { paths } from '../types.js';
import type { ClientOptions } from './client-options.js';

/**
 * The state behind {@link EmoneyClient}; the resource layers above it declare the methods.
 * @internal
 */
export abstract class ClientCore {
  /**
   * The typed raw client (openapi-fetch's `Client` interface, with the client's auth): every operation of the contract,
   * including the sandbox simulator.
   *
   * @example
   * ```ts
   * const { data } = await client.raw.POST('/sandbox/payments', { body: { iban, amount: '100.00' } });
   * ```
   */
  readonly raw: Client<paths>;
  /** The API, web (hosted screens, `/siwe`) and WebSocket URLs of the environment. */
  readonly urls: EnvironmentUrls;
  /** @internal */
  protected readonly _session: Session;
  /** @internal */
  protected readonly _notifications: OrderNotifications;

  /**
   * @param options The environment (or base URLs), the app's credentials and how to keep the tokens.
   * @example
   * ```ts
   * const client = new EmoneyClient({ baseUrl: 'http://localhost:4000', clientId, clientSecret });
   * ```
   */
  constructor(options: ClientOptions = {}) {
    const transport = createTransport(options);
    this.urls = transport.urls;
    this.raw = transport.raw;
    this._session = this._createSession(options, transport);
    this.raw.use(bearerMiddleware(this._session));
    this._notifications = new OrderNotifications(this._session, options.WebSocket);
  }

  /** @internal The session of this client (the server client's shares renewals across clients). */
  protected _createSession(options: ClientOptions, transport: Transport): Session {
    return new Session(options, transport);
  }
}
