/**
 * `MoneriumClient`: the provider's client class over {@link EmoneyClient} (compat entry).
 * @module
 */
import { EmoneyClient } from '../client.js';
import type { ClientOptions } from '../client/client-options.js';
import type { WebSocketConstructor, WebSocketLike } from '../notifications/order-notifications.js';
import type { Access } from '../session/session.js';
import type { LINK_MESSAGE } from '../constants.js';
import type * as T from '../types.js';
import { defaultStorage } from '../storage.js';
import type { ChainId } from '../chains.js';
import type { Currency } from './enums.js';
import { chainOf } from './helpers.js';
import type {
  Address,
  AddressesQueryParams,
  AddressesResponse,
  AuthContext,
  AuthFlowOptions,
  AuthFlowSIWEOptions,
  AuthorizationCodeCredentials,
  Balances,
  BearerProfile,
  Chain,
  ClassOptions,
  ClientCredentials,
  ENV,
  Environment,
  IBAN,
  IbansQueryParams,
  IBANsResponse,
  LinkAddress,
  LinkedAddress,
  MoveIbanPayload,
  NewOrder,
  Order,
  OrderFilter,
  OrderNotificationQueryParams,
  OrdersResponse,
  Profile,
  ProfilesQueryParams,
  ProfilesResponse,
  RequestIbanPayload,
  ResponseStatus,
  SignaturesQueryParams,
  SignaturesResponse,
  SubmitProfileDetailsPayload,
  SupportingDoc,
  Token,
} from './types.js';

const accepted = (answer: T.Order | T.AcceptedStatus): Order | ResponseStatus =>
  'code' in answer ? { status: answer.code, statusText: answer.status } : answer;

/**
 * The provider's client class over {@link EmoneyClient}: its constructor options, properties and
 * method names, lists wrapped in objects (`{ orders }`), `ResponseStatus` answers. Errors are
 * emoney's (`ApiError`, `AuthError`, `NetworkError`). `emoney` is the client underneath.
 */
export class MoneriumClient {
  /** The token endpoint's last answer. */
  bearerProfile?: BearerProfile;
  /** Whether the client holds an access. */
  isAuthorized = false;
  /** The OAuth `state` of the last authorization started. */
  state: string | undefined;
  /** The emoney client underneath, for everything this class does not name. */
  emoney: EmoneyClient;
  readonly #options: ClientOptions;
  readonly #env: ENV;
  readonly #onRefresh: ((token: string) => void) | undefined;
  readonly #WS: WebSocketConstructor | undefined;
  readonly #sockets = new Map<string, WebSocketLike>();

  constructor(envOrOptions?: ENV | ClassOptions) {
    const o: Partial<ClassOptions & ClientCredentials & AuthorizationCodeCredentials> = typeof envOrOptions === 'string' ? { environment: envOrOptions } : (envOrOptions ?? {});
    this.#env = o.environment ?? 'sandbox';
    this.#onRefresh = o.onRefreshTokenUpdate;
    this.#WS = o.WebSocket;
    const inner = o.fetch;
    this.#options = {
      environment: this.#env,
      baseUrl: o.baseUrl,
      clientId: o.clientId,
      clientSecret: o.clientSecret,
      redirectUri: o.redirectUri,
      storage: o.storage ?? defaultStorage(),
      storageKey: o.storageKey,
      WebSocket: o.WebSocket,
      debug: o.debug,
      fetch: async (request) => {
        const token = request.method === 'POST' && new URL(request.url).pathname.endsWith('/auth/token');
        const response = await (inner ?? fetch)(request);
        if (token && response.ok) this.#took((await response.clone().json()) as Partial<BearerProfile>);
        return response;
      },
    };
    this.emoney = new EmoneyClient(this.#options);
  }

  #took(body: Partial<BearerProfile>): void {
    this.bearerProfile = {
      access_token: body.access_token ?? '',
      token_type: body.token_type ?? 'Bearer',
      expires_in: body.expires_in ?? 3600,
      refresh_token: body.refresh_token ?? '',
      profile: body.profile ?? '',
      userId: body.userId ?? '',
    };
    this.isAuthorized = true;
    if (body.refresh_token) this.#onRefresh?.(body.refresh_token);
  }

  #held(access: Access | null): boolean {
    this.isAuthorized = Boolean(access);
    if (access && this.bearerProfile?.access_token !== access.accessToken) {
      this.bearerProfile = {
        ...(this.bearerProfile ?? { token_type: 'Bearer', profile: '', userId: '' }),
        access_token: access.accessToken,
        refresh_token: access.refreshToken ?? '',
        expires_in: Math.max(0, Math.round((access.expiresAt - Date.now()) / 1000)),
      };
    }
    return this.isAuthorized;
  }

  /** Sends the browser to the hosted screens (authorization code flow with PKCE). */
  async authorize(params: AuthFlowOptions = {}): Promise<void> {
    this.state = params.state;
    await this.emoney.authorize({
      state: params.state,
      email: params.email,
      skipCreateAccount: params.skipCreateAccount,
      skipKyc: params.skipKyc,
      address: params.address,
      signature: params.signature,
      chain: params.chain === undefined ? undefined : chainOf(params.chain),
    });
  }

  /** Sign in with Ethereum: in a browser the page leaves for the hosted screens and comes back with a code. */
  async siwe(params: AuthFlowSIWEOptions): Promise<void> {
    this.state = params.state;
    this.#held(await this.emoney.siwe(params));
  }

  /**
   * Gets an access: with `refreshToken`, by refreshing it; otherwise from the `code` in the URL,
   * the stored session, or client credentials. Resolves to whether the client is authorized.
   */
  async getAccess(refreshToken?: string): Promise<boolean> {
    if (refreshToken) {
      const key = `${this.#options.storageKey ?? 'emoney'}.tokens`;
      await this.#options.storage!.setItem(key, JSON.stringify({ accessToken: '', refreshToken, expiresAt: 0 } satisfies Access));
      this.emoney = new EmoneyClient(this.#options);
    }
    return this.#held(await this.emoney.getAccess());
  }

  async getAuthContext(): Promise<AuthContext> {
    return this.emoney.getAuthContext();
  }

  async getProfile(profile: string): Promise<Profile> {
    return this.emoney.getProfile(profile);
  }

  async getProfiles(params?: ProfilesQueryParams): Promise<ProfilesResponse> {
    return { profiles: await this.emoney.listProfiles(params) };
  }

  async getAddress(address: string): Promise<Address> {
    return this.emoney.getAddress(address);
  }

  async getAddresses(params: AddressesQueryParams = {}): Promise<AddressesResponse> {
    return { addresses: await this.emoney.listAddresses({ profile: params.profile, chain: params.chain === undefined ? undefined : chainOf(params.chain) }) };
  }

  async getBalances(address: string, chain: Chain | ChainId, currencies?: Currency | Currency[]): Promise<Balances> {
    return this.emoney.getBalances(address, chainOf(chain), currencies);
  }

  async getIban(iban: string): Promise<IBAN> {
    return this.emoney.getIban(iban);
  }

  async getIbans(queryParameters: IbansQueryParams = {}): Promise<IBANsResponse> {
    const { profile, chain } = queryParameters;
    return { ibans: await this.emoney.listIbans({ profile, chain: chain === undefined ? undefined : chainOf(chain) }) };
  }

  async getOrders(filter: OrderFilter = {}): Promise<OrdersResponse> {
    const { address, txHash, profile, memo, state } = filter;
    const orders = await this.emoney.listOrders({ address, txHash, profile, memo, state });
    return { orders };
  }

  async getOrder(orderId: string): Promise<Order> {
    return this.emoney.getOrder(orderId);
  }

  async getTokens(): Promise<Token[]> {
    return this.emoney.listTokens();
  }

  async getSignatures(params: SignaturesQueryParams = {}): Promise<SignaturesResponse> {
    const { chain, ...rest } = params;
    return this.emoney.listPendingSignatures({ ...rest, chain: chain === undefined ? undefined : chainOf(chain) });
  }

  /** Links an address; `profile` defaults to the caller's default profile, `message` to the link message. */
  async linkAddress(payload: LinkAddress): Promise<LinkedAddress> {
    const profile = payload.profile ?? (await this.emoney.getAuthContext()).defaultProfile;
    const { message, ...rest } = payload;
    return this.emoney.linkAddress({ ...rest, profile, chain: chainOf(payload.chain), ...(message === undefined ? {} : { message: message as typeof LINK_MESSAGE }) });
  }

  /** Places an order: the order, or `{ status: 202, statusText: 'Accepted' }` for an onchain (multi-signature) signature. */
  async placeOrder(order: NewOrder): Promise<Order | ResponseStatus> {
    if (!('address' in order)) throw new RangeError('emoney places orders by address and chain, not by accountId');
    return accepted(await this.emoney.placeOrder({ ...order, amount: order.amount as T.Amount, chain: chainOf(order.chain) }));
  }

  async moveIban(iban: string, { address, chain }: MoveIbanPayload): Promise<ResponseStatus> {
    await this.emoney.moveIban(iban, { address, chain: chainOf(chain) });
    return { status: 200, statusText: 'OK' };
  }

  async requestIban({ address, chain, emailNotifications }: RequestIbanPayload): Promise<ResponseStatus> {
    return this.emoney.requestIban({ address, chain: chainOf(chain), emailNotifications });
  }

  async submitProfileDetails(profile: string, body: SubmitProfileDetailsPayload): Promise<ResponseStatus> {
    await this.emoney.submitProfileDetails(profile, body);
    return { status: 202, statusText: 'Accepted' };
  }

  async uploadSupportingDocument(document: File): Promise<SupportingDoc> {
    return this.emoney.uploadFile(document);
  }

  /**
   * Opens a WebSocket of order notifications (each message an Order) and answers it; `undefined`
   * when not authorized. A second subscription with the same filter replaces the first.
   */
  subscribeOrderNotifications({
    filter = {},
    onMessage,
    onError,
  }: { filter?: OrderNotificationQueryParams; onMessage?: (data: Order) => void; onError?: (err: Event) => void } = {}): WebSocketLike | undefined {
    const token = this.bearerProfile?.access_token;
    const WS = this.#WS ?? (globalThis.WebSocket as unknown as WebSocketConstructor | undefined);
    if (!token || !WS) return undefined;
    const key = `${filter.profile ?? ''}:${filter.state ?? ''}`;
    this.#sockets.get(key)?.close(1000);
    const query = new URLSearchParams({ access_token: token });
    if (filter.profile) query.set('profile', filter.profile);
    if (filter.state) query.set('state', filter.state);
    const socket = new WS(`${this.emoney.urls.ws}/orders?${query.toString()}`);
    socket.onmessage = (event: { data: unknown }) => {
      let order: Order;
      try {
        order = JSON.parse(String(event.data)) as Order;
      } catch {
        return;
      }
      onMessage?.(order);
    };
    socket.onerror = (event: Event) => onError?.(event);
    socket.onclose = () => {
      if (this.#sockets.get(key) === socket) this.#sockets.delete(key);
    };
    this.#sockets.set(key, socket);
    return socket;
  }

  /** Closes the order notification socket of `params`, or all of them. */
  unsubscribeOrderNotifications(params?: OrderNotificationQueryParams): void {
    const only = params ? `${params.profile ?? ''}:${params.state ?? ''}` : undefined;
    for (const [key, socket] of [...this.#sockets]) {
      if (only !== undefined && key !== only) continue;
      this.#sockets.delete(key);
      socket.close(1000);
    }
  }

  /** Forgets the session here (tokens stay valid on the server until they expire) and closes the sockets. */
  async disconnect(): Promise<void> {
    this.unsubscribeOrderNotifications();
    await this.emoney.disconnect();
    this.isAuthorized = false;
    this.bearerProfile = undefined;
  }

  /** Revokes the session on the server, then {@link disconnect}s. */
  async revokeAccess(): Promise<void> {
    this.unsubscribeOrderNotifications();
    await this.emoney.revokeAccess();
    this.isAuthorized = false;
    this.bearerProfile = undefined;
  }

  /** The environment's name and URLs. */
  getEnvironment = (): Environment => ({ name: this.#env, api: this.emoney.urls.api, web: this.emoney.urls.web, wss: this.emoney.urls.ws });
}
