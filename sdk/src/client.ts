/**
 * The client class: every call of the API as a method, auth that refreshes itself, and order
 * notifications over WebSocket.
 * @module
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { PUBLIC_OPERATIONS } from '@emoney/api-types/contract';
import { ENVIRONMENTS, LINK_MESSAGE, MEDIA_TYPE, REFRESH_MARGIN_SECONDS, type EnvironmentUrls } from './constants.js';
import { createCodeVerifier, pkceChallenge, randomString } from './crypto.js';
import type { Currency } from './enums.js';
import { ApiError, AuthError, EmoneyError, NetworkError } from './errors.js';
import { MemoryStorage, type StorageLike } from './storage.js';
import type {
  Address,
  AuthContext,
  BearerProfile,
  Balances,
  Chain,
  AcceptedStatus,
  components,
  FileObject,
  IBAN,
  IbanFilter,
  LinkAddress,
  LinkedAddress,
  MoveIbanPayload,
  NewOrder,
  NewWebhookSubscription,
  Order,
  OrderFilter,
  OrderNotification,
  PendingSignatureFilter,
  PendingSignatureList,
  paths,
  Profile,
  ProfileFilter,
  ProfileForm,
  ProfileVerifications,
  RequestIban,
  SignupResponse,
  SubmitProfileDetailsPayload,
  Token,
  WebhookDelivery,
  WebhookDeliveryFilter,
  WebhookSubscription,
  WebhookSubscriptionUpdate,
} from './types.js';

/**
 * The part of the WebSocket API the client uses: the browser's `WebSocket`, or the `ws`
 * package's in Node (which has no global `WebSocket` before version 22).
 * @group Client
 * @category Configuration
 */
export interface WebSocketLike {
  // Handlers take `never`: any implementation's event type fits; the client reads `data` and `code`.
  /** Called when the connection opens. */
  onopen: ((event: never) => void) | null;
  /** Called with each message; the client reads its `data` (a JSON text frame). */
  onmessage: ((event: never) => void) | null;
  /** Called when the connection closes; the client reads its `code` (4401: token expired or revoked). */
  onclose: ((event: never) => void) | null;
  /** Called on a connection error; a close follows. */
  onerror: ((event: never) => void) | null;
  /** Closes the connection. */
  close(code?: number, reason?: string): void;
}

/**
 * A WebSocket constructor: `WebSocket` in browsers, `import { WebSocket } from 'ws'` in Node 20.
 * @group Client
 * @category Configuration
 */
export type WebSocketConstructor = new (url: string) => WebSocketLike;

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
  /** Prefix of the storage keys; default `emoney`. Give each client in one storage its own. */
  storageKey?: string;
  /** The WebSocket constructor for order notifications; default the global `WebSocket`. */
  WebSocket?: WebSocketConstructor;
  /** Log requests, answers and token refreshes (never tokens): `true` for `console.debug`, or a function. */
  debug?: boolean | ((...args: unknown[]) => void);
  /** The client's clock in milliseconds (token expiry); default `Date.now`. */
  now?: () => number;
}

/**
 * The access the client holds. `expiresAt` is in milliseconds since the epoch.
 * @group Auth
 * @category Interfaces
 */
export interface Access {
  accessToken: string;
  refreshToken?: string;
  expiresAt: number;
}

/**
 * The options of {@link EmoneyClient.authorize}.
 * @group Auth
 * @category Interfaces
 */
export interface AuthorizeOptions {
  /** A wallet address to link to the user's profile during the flow; needs `signature` and `chain`. */
  address?: string;
  /** The address's signature of {@link LINK_MESSAGE}. */
  signature?: string;
  /** The chain to link `address` on, or the chain the hosted screens preselect. */
  chain?: Chain;
  /** Prefills the email field of the hosted screens. */
  email?: string;
  /** Skip the hosted KYC screens: the app submits the customer's details itself. */
  skipKyc?: boolean;
  /** Skip the account creation screen, for users who already have an account. */
  skipCreateAccount?: boolean;
  /** The OAuth `state`; default a random one. It is checked when the user comes back. */
  state?: string;
  /** In a browser, set `false` to get the URL without leaving the page. */
  redirect?: boolean;
}

/**
 * The options of {@link EmoneyClient.siwe}.
 * @group Auth
 * @category Interfaces
 */
export interface SiweOptions {
  /** The EIP-4361 message, for example from {@link siweMessage}. */
  message: string;
  /** The wallet's `personal_sign` signature of `message`. */
  signature: string;
  /** The OAuth `state`; default a random one. */
  state?: string;
  /** In a browser, set `false` to sign in with `fetch` instead of leaving the page. */
  redirect?: boolean;
}

/**
 * An HTTP outcome without a body, for calls whose answer is only a status.
 * @group Client
 * @category Interfaces
 */
export interface ResponseStatus {
  status: number;
  statusText: string;
}

/**
 * A live subscription to order notifications.
 * @group Orders
 * @category Interfaces
 */
export interface OrderSubscription {
  /** Resolves once the socket is open: orders created from then on are notified. */
  readonly ready: Promise<void>;
  /** Closes the socket and stops reconnecting. */
  unsubscribe(): void;
}

/**
 * The options of {@link EmoneyClient.subscribeOrderNotifications}.
 * @group Orders
 * @category Interfaces
 */
export interface SubscribeOptions {
  /** Only this profile's orders; default every profile the token may read. */
  profile?: string;
  /** Called when a connection cannot get a token (the socket keeps retrying). */
  onError?: (error: EmoneyError) => void;
}

type Result<T> = { data?: T; error?: unknown; response: Response };
type TokenRequest = components['schemas']['TokenRequest'];

/** Calls that take no bearer token: the contract's operations with `security: []`. */
const PUBLIC = new Set<string>(PUBLIC_OPERATIONS);
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const form = (body: unknown): string =>
  new URLSearchParams(Object.entries(body as Record<string, unknown>).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();
const isBrowser = (): boolean => typeof window !== 'undefined' && typeof location !== 'undefined';

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
export class EmoneyClient {
  /**
   * The typed openapi-fetch client (with the client's auth): every operation of the contract,
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
  private readonly _options: ClientOptions;
  private readonly _storage: StorageLike;
  private _access: Access | null | undefined;
  private _renewing: Promise<Access> | undefined;
  private readonly _subscriptions = new Set<OrderSubscription>();

  /**
   * @example
   * ```ts
   * const client = new EmoneyClient({ baseUrl: 'http://localhost:4000', clientId, clientSecret });
   * ```
   */
  constructor(options: ClientOptions = {}) {
    const base = options.baseUrl?.replace(/\/+$/, '');
    this._options = options;
    this.urls = base ? { api: base, web: base, ws: base.replace(/^http/, 'ws') } : ENVIRONMENTS[options.environment ?? 'sandbox'];
    this._storage = options.storage ?? (typeof localStorage !== 'undefined' ? localStorage : new MemoryStorage());
    this.raw = createClient<paths>({ baseUrl: this.urls.api, headers: { Accept: MEDIA_TYPE }, fetch: (r) => this._fetch(r) });
    this.raw.use(this._middleware());
  }

  // ---------------------------------------------------------------- auth

  /**
   * Starts the authorization code flow with PKCE: makes a verifier with the CSPRNG, keeps it in
   * storage, and sends the browser to `/auth` (the hosted screens). Outside a browser, or with
   * `redirect: false`, it only answers the URL to open. The user comes back to `redirectUri`,
   * where {@link getAccess} finishes the flow.
   *
   * @example
   * ```ts
   * await client.authorize({ email: 'jane.doe@partner.test', chain: 'sepolia' });
   * ```
   * @group Auth
   */
  async authorize(options: AuthorizeOptions = {}): Promise<string> {
    const url = await this._authUrl(options.state, {
      address: options.address,
      signature: options.signature,
      chain: options.chain,
      email: options.email,
      skip_kyc: options.skipKyc,
      skip_create_account: options.skipCreateAccount,
    });
    if (options.redirect !== false && isBrowser()) location.assign(url);
    return url;
  }

  /**
   * Signs in an existing customer with Sign-In with Ethereum: the wallet signed `message`
   * (EIP-4361, see {@link siweMessage}) with an address linked to the customer's profile. Outside
   * a browser (or with `redirect: false`) the code comes back at once and is exchanged: it
   * resolves to the new access. In a browser the page goes to `/auth` and comes back to
   * `redirectUri`, where {@link getAccess} finishes; it then resolves to `null`.
   *
   * @example
   * ```ts
   * const message = siweMessage({ domain, address, uri: redirectUri, chain: 'sepolia', signInUrl, privacyPolicyUrl, termsOfServiceUrl });
   * await client.siwe({ message, signature: await wallet.signMessage(message), redirect: false });
   * ```
   * @group Auth
   */
  async siwe(options: SiweOptions): Promise<Access | null> {
    const url = await this._authUrl(options.state, { authentication_method: 'siwe', message: options.message, signature: options.signature });
    if (options.redirect !== false && isBrowser()) {
      location.assign(url);
      return null;
    }
    const response = await this._fetch(new Request(url, { redirect: 'manual', headers: { Accept: MEDIA_TYPE } })).catch((e: unknown) => {
      throw new NetworkError(e);
    });
    const to = response.headers.get('Location');
    if (!to) throw new AuthError('invalid_request', (await response.json().catch(() => undefined))?.message ?? `HTTP ${response.status}`, response.status);
    return this._finish(new URL(to));
  }

  /**
   * The access to use, getting it if needed: finishes the authorization code flow when the
   * current URL (or `url`) carries the `code` (or `error`) of a pending {@link authorize} and
   * removes them from the address bar; otherwise answers the stored access, refreshed if it
   * expires soon; otherwise uses client credentials when the client has a secret. Resolves to
   * `null` when there is no access (then call {@link authorize}); throws an {@link AuthError}
   * when the user declined or the grant was refused.
   *
   * @example
   * ```ts
   * // On the redirect URI's page:
   * const access = await client.getAccess();
   * if (!access) await client.authorize();
   * ```
   * @group Auth
   */
  async getAccess(options: { url?: string } = {}): Promise<Access | null> {
    const browser = isBrowser();
    const href = options.url ?? (browser ? location.href : undefined);
    const url = href ? new URL(href) : undefined;
    if (url && (url.searchParams.has('code') || url.searchParams.has('error')) && (await this._storage.getItem(this._key('pkce')))) {
      try {
        return await this._finish(url);
      } finally {
        if (!options.url && browser && typeof history !== 'undefined') {
          for (const name of ['code', 'state', 'error', 'error_description']) url.searchParams.delete(name);
          history.replaceState(history.state, '', url.toString());
        }
      }
    }
    try {
      return await this._token();
    } catch (e) {
      if (e instanceof AuthError && e.code === 'login_required') return null;
      throw e;
    }
  }

  /**
   * Forgets the tokens and any pending authorization, and closes order notifications. The
   * tokens stay valid on the server until they expire: see {@link revokeAccess}.
   *
   * @example
   * ```ts
   * await client.disconnect();
   * ```
   * @group Auth
   */
  async disconnect(): Promise<void> {
    this.unsubscribeOrderNotifications();
    this._access = null;
    await this._storage.removeItem(this._key('tokens'));
    await this._storage.removeItem(this._key('pkce'));
  }

  /**
   * Revokes the tokens on the server (RFC 7009: the whole grant stops working at once), then
   * {@link disconnect}s.
   *
   * @example
   * ```ts
   * await client.revokeAccess(); // "log out" of the app
   * ```
   * @group Auth
   */
  async revokeAccess(): Promise<void> {
    const access = await this._load();
    const token = access?.refreshToken ?? access?.accessToken;
    if (token && this._options.clientId) {
      await this._send(this.raw.POST('/auth/revoke', { body: { client_id: this._options.clientId, token }, bodySerializer: form, headers: FORM }), true);
    }
    await this.disconnect();
  }

  /**
   * Who the access token speaks for: user, authentication method, profiles and permissions.
   *
   * @example
   * ```ts
   * const { defaultProfile, profiles } = await client.getAuthContext();
   * ```
   * @group Auth
   */
  async getAuthContext(): Promise<AuthContext> {
    return this._call(this.raw.GET('/auth/context'));
  }

  /**
   * Creates a customer (user and profile) authorized for the app; needs the sign-up privilege.
   * Resolves to `null` when a user with this email exists (`304`): send them through
   * {@link authorize} instead.
   *
   * @example
   * ```ts
   * const created = await client.signUp('jane.doe@partner.test');
   * if (created) await client.submitProfileDetails(created.profile, details);
   * ```
   * @group Auth
   */
  async signUp(email: string): Promise<SignupResponse | null> {
    const { data, response } = await this._send(this.raw.POST('/auth/signup', { body: { email } }));
    return response.status === 304 ? null : data;
  }

  // ---------------------------------------------------------------- profiles

  /**
   * One profile.
   *
   * @example
   * ```ts
   * const profile = await client.getProfile(profileId);
   * ```
   * @group Profiles
   */
  async getProfile(profile: string): Promise<Profile> {
    return this._call(this.raw.GET('/profiles/{profile}', { params: { path: { profile } } }));
  }

  /**
   * The profiles the caller may reach, with the permissions on each.
   *
   * @example
   * ```ts
   * const approved = await client.listProfiles({ state: 'approved' });
   * ```
   * @group Profiles
   */
  async listProfiles(filter: ProfileFilter = {}): Promise<BearerProfile[]> {
    return this._all(filter, async (query) => {
      const page = await this._call(this.raw.GET('/profiles', { params: { query } }));
      return [page.profiles, page.nextCursor];
    });
  }

  /**
   * Submits a profile's details (sharing or reliance KYC model): `{ personal }` with the
   * identity document, or `{ corporate }`. Resolves to the profile as it stands.
   *
   * @example
   * ```ts
   * await client.submitProfileDetails(profileId, { personal: { firstName: 'Jane', lastName: 'Doe', …, idDocument: { number: 'A1234567', kind: 'passport' } } });
   * ```
   * @group Profiles
   */
  async submitProfileDetails(profile: string, details: SubmitProfileDetailsPayload): Promise<Profile> {
    return this._call(this.raw.PUT('/profiles/{profile}/details', { params: { path: { profile } }, body: details }));
  }

  /**
   * Submits a profile's KYC questionnaire: `{ personal }` or `{ corporate }`.
   *
   * @example
   * ```ts
   * await client.submitProfileForm(profileId, { personal: { occupation: 'OCCUPATION_EMPLOYED', … } });
   * ```
   * @group Profiles
   */
  async submitProfileForm(profile: string, body: ProfileForm): Promise<Profile> {
    return this._call(this.raw.PUT('/profiles/{profile}/form', { params: { path: { profile } }, body }));
  }

  /**
   * Submits a profile's verifications, each with documents uploaded by {@link uploadFile}.
   *
   * @example
   * ```ts
   * await client.submitProfileVerifications(profileId, { personal: [{ kind: 'idDocument', documents: [{ name: 'Passport', fileId }] }] });
   * ```
   * @group Profiles
   */
  async submitProfileVerifications(profile: string, body: ProfileVerifications): Promise<Profile> {
    return this._call(this.raw.PUT('/profiles/{profile}/verifications', { params: { path: { profile } }, body }));
  }

  // ---------------------------------------------------------------- addresses

  /**
   * Links an address to a profile on a chain, proven by the wallet's signature of
   * {@link LINK_MESSAGE} (`message` may be left out). `state` is `linked`, or `pending` while a
   * Safe's onchain signature (`0x`) is awaited.
   *
   * @example
   * ```ts
   * const signature = await wallet.signMessage(LINK_MESSAGE);
   * await client.linkAddress({ profile, address: wallet.address, chain: 'sepolia', signature });
   * ```
   * @group Addresses
   */
  async linkAddress(body: Omit<LinkAddress, 'message'> & { message?: LinkAddress['message'] }): Promise<LinkedAddress> {
    return this._call(this.raw.POST('/addresses', { body: { message: LINK_MESSAGE, ...body } }));
  }

  /**
   * One linked address, with the chains it is linked on.
   *
   * @example
   * ```ts
   * const { profile, chains } = await client.getAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
   * ```
   * @group Addresses
   */
  async getAddress(address: string): Promise<Address> {
    return this._call(this.raw.GET('/addresses/{address}', { params: { path: { address } } }));
  }

  /**
   * The linked addresses, optionally of one profile or chain.
   *
   * @example
   * ```ts
   * const addresses = await client.listAddresses({ profile: profileId });
   * ```
   * @group Addresses
   */
  async listAddresses(filter: { profile?: string; chain?: Chain; limit?: number; cursor?: string } = {}): Promise<Address[]> {
    return this._all(filter, async (query) => {
      const page = await this._call(this.raw.GET('/addresses', { params: { query } }));
      return [page.addresses, page.nextCursor];
    });
  }

  /**
   * The caller's signatures that still wait for an onchain (multi-signature wallet) confirmation:
   * address links and orders answered `202`, oldest first, with their `total`. Of the caller's
   * default profile unless `profile` is given.
   *
   * @example
   * ```ts
   * const { pending, total } = await client.listPendingSignatures({ kind: 'order' });
   * ```
   * @group Addresses
   */
  async listPendingSignatures(filter: PendingSignatureFilter = {}): Promise<PendingSignatureList> {
    return this._call(this.raw.GET('/signatures', { params: { query: filter } }));
  }

  /**
   * The token balances of an address on a chain, for one or several currencies (default `eur`).
   *
   * @example
   * ```ts
   * const { balances } = await client.getBalances(address, 'sepolia', ['eur', 'usd']);
   * ```
   * @group Addresses
   */
  async getBalances(address: string, chain: Chain, currency?: Currency | Currency[]): Promise<Balances> {
    const query = currency === undefined ? {} : { currency: ([] as Currency[]).concat(currency) };
    return this._call(this.raw.GET('/balances/{chain}/{address}', { params: { path: { chain, address }, query } }));
  }

  // ---------------------------------------------------------------- IBANs

  /**
   * Requests a personal IBAN that mints on a linked address: `202` when accepted (provisioned
   * within seconds, see {@link listIbans}), `304` when the profile already has one (then
   * {@link moveIban}).
   *
   * @example
   * ```ts
   * const { status } = await client.requestIban({ address, chain: 'sepolia' });
   * ```
   * @group IBANs
   */
  async requestIban(body: RequestIban): Promise<ResponseStatus> {
    const { response } = await this._send(this.raw.POST('/ibans', { body }));
    return { status: response.status, statusText: response.statusText };
  }

  /**
   * Moves an IBAN to another linked address or chain of the same profile.
   *
   * @example
   * ```ts
   * await client.moveIban('IS14 0159 2600 7654 5510 7303 39', { address, chain: 'chiado' });
   * ```
   * @group IBANs
   */
  async moveIban(iban: string, body: MoveIbanPayload): Promise<IBAN> {
    return this._call(this.raw.PATCH('/ibans/{iban}', { params: { path: { iban: iban.replace(/\s+/g, '') } }, body }));
  }

  /**
   * One IBAN (spaces and case are ignored).
   *
   * @example
   * ```ts
   * const { address, chain, state } = await client.getIban('IS140159260076545510730339');
   * ```
   * @group IBANs
   */
  async getIban(iban: string): Promise<IBAN> {
    return this._call(this.raw.GET('/ibans/{iban}', { params: { path: { iban: iban.replace(/\s+/g, '') } } }));
  }

  /**
   * The IBANs, optionally of one profile or chain.
   *
   * @example
   * ```ts
   * const [iban] = await client.listIbans({ profile: profileId });
   * ```
   * @group IBANs
   */
  async listIbans(filter: IbanFilter = {}): Promise<IBAN[]> {
    return this._all(filter, async (query) => {
      const page = await this._call(this.raw.GET('/ibans', { params: { query } }));
      return [page.ibans, page.nextCursor];
    });
  }

  // ---------------------------------------------------------------- orders

  /**
   * Places a redeem order (`kind` may be left out), authorised by the wallet's signature of
   * {@link placeOrderMessage}. Resolves to the order, `placed`; or, when a multi-signature wallet
   * signs onchain (`signature: '0x'`), to `{code: 202, status: 'Accepted'}` while the order awaits
   * the signature's confirmation (tell the two apart with `'code' in answer`; see
   * {@link EmoneyClient.listPendingSignatures}).
   *
   * @example
   * ```ts
   * const message = placeOrderMessage({ amount: '100.00', currency: 'eur', iban: 'DE89370400440532013000' });
   * const order = await client.placeOrder({
   *   address, chain: 'sepolia', currency: 'eur', amount: '100.00', message, signature: await wallet.signMessage(message),
   *   counterpart: { identifier: { standard: 'iban', iban: 'DE89370400440532013000' }, details: { firstName: 'Hanna', lastName: 'Schmidt', country: 'DE' } },
   * });
   * ```
   * @group Orders
   */
  async placeOrder(order: Omit<NewOrder, 'kind'> & { kind?: 'redeem' }): Promise<Order | AcceptedStatus> {
    return this._call(this.raw.POST('/orders', { body: { kind: 'redeem', ...order } }));
  }

  /**
   * One order.
   *
   * @example
   * ```ts
   * const { state, meta } = await client.getOrder(orderId);
   * ```
   * @group Orders
   */
  async getOrder(orderId: string): Promise<Order> {
    return this._call(this.raw.GET('/orders/{orderId}', { params: { path: { orderId } } }));
  }

  /**
   * The orders, most recent first, filtered by address, txHash, profile, memo or state. The API
   * pages its lists (`limit`, default 50, at most 200; `nextCursor`); this follows every page. For
   * one page at a time, call `client.raw.GET('/orders', { params: { query: { limit, cursor } } })`.
   *
   * @example
   * ```ts
   * const processed = await client.listOrders({ address, state: 'processed' });
   * ```
   * @group Orders
   */
  async listOrders(filter: OrderFilter = {}): Promise<Order[]> {
    return this._all(filter, async (query) => {
      const page = await this._call(this.raw.GET('/orders', { params: { query } }));
      return [page.orders, page.nextCursor];
    });
  }

  /**
   * Streams `order.created` and `order.updated` notifications of the profiles the token may read,
   * over a WebSocket that reconnects by itself (with a fresh token when it expired). Orders
   * created while disconnected are not replayed: read them with {@link listOrders}.
   *
   * @example
   * ```ts
   * const subscription = client.subscribeOrderNotifications((event) => console.log(event.type, event.data.state));
   * await subscription.ready;
   * // …
   * subscription.unsubscribe();
   * ```
   * @group Orders
   */
  subscribeOrderNotifications(onNotification: (notification: OrderNotification) => void, options: SubscribeOptions = {}): OrderSubscription {
    const WS = this._options.WebSocket ?? (globalThis.WebSocket as unknown as WebSocketConstructor);
    let socket: WebSocketLike | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let failures = 0;
    let stale: string | undefined;
    let opened: () => void;
    const retry = () => {
      if (!stopped) timer = setTimeout(connect, Math.min(30_000, 250 * 2 ** failures++));
    };
    const connect = async () => {
      let token: string;
      try {
        token = (await this._token(stale)).accessToken;
      } catch (e) {
        options.onError?.(e as EmoneyError);
        return retry();
      }
      if (stopped) return;
      const profile = options.profile ? `&profile=${encodeURIComponent(options.profile)}` : '';
      // The server sends bare Orders by default (the provider's published client reads those); this
      // client asks for the envelope, whose `type` tells a creation from an update.
      const ws = (socket = new WS(`${this.urls.ws}/orders?access_token=${encodeURIComponent(token)}${profile}&format=envelope`));
      let open = false;
      ws.onopen = () => {
        open = true;
        failures = 0;
        stale = undefined;
        opened();
      };
      ws.onmessage = (event: { data: unknown }) => {
        let notification: OrderNotification;
        try {
          notification = JSON.parse(String(event.data)) as OrderNotification;
        } catch {
          return;
        }
        onNotification(notification);
      };
      // The close event follows; without a listener, some implementations throw.
      ws.onerror = () => undefined;
      ws.onclose = (event: { code: number }) => {
        this._log('ws closed', event.code);
        // 4401: the token expired or was revoked; two failed handshakes in a row: maybe refused (401).
        if (event.code === 4401 || (!open && failures > 0)) stale = token;
        retry();
      };
    };
    const subscription: OrderSubscription = {
      ready: new Promise<void>((resolve) => (opened = resolve)),
      unsubscribe: () => {
        stopped = true;
        clearTimeout(timer);
        socket?.close(1000);
        this._subscriptions.delete(subscription);
      },
    };
    this._subscriptions.add(subscription);
    void connect();
    return subscription;
  }

  /**
   * Closes every order notification subscription of this client.
   *
   * @example
   * ```ts
   * client.unsubscribeOrderNotifications();
   * ```
   * @group Orders
   */
  unsubscribeOrderNotifications(): void {
    for (const subscription of [...this._subscriptions]) subscription.unsubscribe();
  }

  // ---------------------------------------------------------------- files, tokens

  /**
   * Uploads a PDF or JPEG (at most 5 MB) for a profile (default the caller's): a supporting
   * document of a large order or a KYC document.
   *
   * @example
   * ```ts
   * const file = await client.uploadFile(input.files[0]); // a File, or a Blob with { name }
   * await client.placeOrder({ …, supportingDocumentId: file.id });
   * ```
   * @group Files
   */
  async uploadFile(file: Blob, options: { name?: string; profile?: string } = {}): Promise<FileObject> {
    const body = new FormData();
    body.append('file', file, options.name ?? (file as File).name ?? 'file');
    const query = options.profile ? { profile: options.profile } : {};
    return this._call(this.raw.POST('/files', { params: { query }, body: body as never, bodySerializer: (b: unknown) => b }));
  }

  /**
   * Every token the provider issues on every chain this deployment serves.
   *
   * @example
   * ```ts
   * const eure = (await client.listTokens()).find((t) => t.symbol === 'EURe' && t.chain === 'sepolia');
   * ```
   * @group Tokens
   */
  async listTokens(): Promise<Token[]> {
    return this._call(this.raw.GET('/tokens'));
  }

  // ---------------------------------------------------------------- webhooks

  /**
   * Subscribes a URL to webhook notifications. emoney first posts a signed
   * `subscription.created` test notification that the URL must answer `200 OK`.
   *
   * @example
   * ```ts
   * await client.createWebhook({ url: 'https://app.partner.test/webhooks/emoney', secret, types: ['order.created', 'order.updated'] });
   * ```
   * @group Webhooks
   */
  async createWebhook(subscription: NewWebhookSubscription): Promise<WebhookSubscription> {
    return this._call(this.raw.POST('/webhooks', { body: subscription as components['schemas']['NewWebhookSubscription'] }));
  }

  /**
   * The app's webhook subscriptions, oldest first.
   *
   * @example
   * ```ts
   * const subscriptions = await client.listWebhooks();
   * ```
   * @group Webhooks
   */
  async listWebhooks(): Promise<WebhookSubscription[]> {
    return (await this._call(this.raw.GET('/webhooks'))).subscriptions;
  }

  /**
   * Changes a subscription's state, types or URL.
   *
   * @example
   * ```ts
   * await client.updateWebhook(subscriptionId, { state: 'inactive' });
   * ```
   * @group Webhooks
   */
  async updateWebhook(subscription: string, update: WebhookSubscriptionUpdate): Promise<WebhookSubscription> {
    return this._call(this.raw.PATCH('/webhooks/{subscription}', { params: { path: { subscription } }, body: update }));
  }

  /**
   * A subscription's deliveries, newest first, with their attempts.
   *
   * @example
   * ```ts
   * const failed = await client.listWebhookDeliveries(subscriptionId, { state: 'failed' });
   * ```
   * @group Webhooks
   */
  async listWebhookDeliveries(subscription: string, filter: WebhookDeliveryFilter = {}): Promise<WebhookDelivery[]> {
    return this._all(filter, async (query) => {
      const page = await this._call(this.raw.GET('/webhooks/{subscription}/deliveries', { params: { path: { subscription }, query } }));
      return [page.deliveries, page.nextCursor];
    });
  }

  /**
   * Sends a delivery again now (same payload and `webhook-id`).
   *
   * @example
   * ```ts
   * await client.resendWebhookDelivery(subscriptionId, deliveryId);
   * ```
   * @group Webhooks
   */
  async resendWebhookDelivery(subscription: string, delivery: string): Promise<WebhookDelivery> {
    return this._call(this.raw.POST('/webhooks/{subscription}/deliveries/{delivery}/resend', { params: { path: { subscription, delivery } } }));
  }

  // ---------------------------------------------------------------- internals

  private _fetch(request: Request): Promise<Response> {
    return (this._options.fetch ?? fetch)(request);
  }

  private _log(...args: unknown[]): void {
    const { debug } = this._options;
    if (debug) (typeof debug === 'function' ? debug : console.debug)('[emoney]', ...args);
  }

  private _now(): number {
    return (this._options.now ?? Date.now)();
  }

  private _key(name: string): string {
    return `${this._options.storageKey ?? 'emoney'}.${name}`;
  }

  private async _load(): Promise<Access | null> {
    if (this._access === undefined) this._access = JSON.parse((await this._storage.getItem(this._key('tokens'))) ?? 'null') as Access | null;
    return this._access;
  }

  /** `/auth?…` with a fresh PKCE pair kept in storage. */
  private async _authUrl(state: string | undefined, params: Record<string, unknown>): Promise<string> {
    const { clientId, redirectUri } = this._options;
    if (!clientId || !redirectUri) throw new AuthError('invalid_request', 'clientId and redirectUri are required');
    const verifier = createCodeVerifier();
    state ??= randomString(32);
    await this._storage.setItem(this._key('pkce'), JSON.stringify({ verifier, state }));
    const challenge = await pkceChallenge(verifier);
    // An optional value left empty (`email: ''` from a blank form field) is not sent: `email=` is no email.
    const given = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== ''));
    const query = { client_id: clientId, response_type: 'code', code_challenge: challenge, code_challenge_method: 'S256', redirect_uri: redirectUri, state, ...given };
    return `${this.urls.api}/auth?${form(query)}`;
  }

  /** Finishes a flow from the redirect URI's query: `code` (exchanged) or `error`. */
  private async _finish(url: URL): Promise<Access> {
    const query = url.searchParams;
    const pending = JSON.parse((await this._storage.getItem(this._key('pkce'))) ?? 'null') as { verifier: string; state: string } | null;
    await this._storage.removeItem(this._key('pkce'));
    const error = query.get('error');
    if (error) throw new AuthError(error, query.get('error_description') ?? error);
    if (!pending || pending.state !== query.get('state')) throw new AuthError('state_mismatch', 'The state does not match');
    return this._grant({
      grant_type: 'authorization_code',
      client_id: this._options.clientId!,
      code: query.get('code') ?? '',
      code_verifier: pending.verifier,
      redirect_uri: this._options.redirectUri,
    });
  }

  /** A usable access: the stored one unless it expires soon or is `stale` (refused with a 401); else one renewal for every caller. */
  private async _token(stale?: string): Promise<Access> {
    const access = await this._load();
    if (access && access.accessToken !== stale && access.expiresAt - REFRESH_MARGIN_SECONDS * 1000 > this._now()) return access;
    return (this._renewing ??= this._renew(access).finally(() => (this._renewing = undefined)));
  }

  private async _renew(access: Access | null): Promise<Access> {
    const { clientId, clientSecret } = this._options;
    if (access?.refreshToken && clientId) {
      this._log('refresh');
      try {
        return await this._grant({ grant_type: 'refresh_token', client_id: clientId, refresh_token: access.refreshToken });
      } catch (e) {
        if (!(e instanceof AuthError)) throw e;
        this._access = null;
        await this._storage.removeItem(this._key('tokens'));
        if (!clientSecret) throw e;
      }
    }
    if (clientId && clientSecret) return this._grant({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret });
    throw new AuthError('login_required', 'No access: authorize() first');
  }

  private async _grant(body: TokenRequest): Promise<Access> {
    const { data } = await this._send(this.raw.POST('/auth/token', { body, bodySerializer: form, headers: FORM }), true);
    const access: Access = { accessToken: data.access_token, refreshToken: data.refresh_token, expiresAt: this._now() + data.expires_in * 1000 };
    this._access = access;
    await this._storage.setItem(this._key('tokens'), JSON.stringify(access));
    return access;
  }

  /**
   * Every item of a paginated listing: pages of `filter.limit` (the server's default otherwise),
   * from `filter.cursor` (the start otherwise), following `nextCursor` to the end.
   */
  private async _all<F extends { cursor?: string }, T>(filter: F, fetchPage: (query: F) => Promise<[T[], string | undefined]>): Promise<T[]> {
    const all: T[] = [];
    let query = filter;
    for (;;) {
      const [items, next] = await fetchPage(query);
      all.push(...items);
      if (!next) return all;
      query = { ...query, cursor: next };
    }
  }

  private async _call<T>(call: Promise<Result<T>>): Promise<T> {
    return (await this._send(call)).data;
  }

  /** Data of a 2xx (or 304) answer; an {@link EmoneyError} otherwise. */
  private async _send<T>(call: Promise<Result<T>>, auth = false): Promise<{ data: T; response: Response }> {
    let result: Result<T>;
    try {
      result = await call;
    } catch (e) {
      throw e instanceof EmoneyError ? e : new NetworkError(e);
    }
    const { response } = result;
    if (response.ok || response.status === 304) return result as { data: T; response: Response };
    const body = (typeof result.error === 'object' && result.error) || {};
    const { message = `HTTP ${response.status}`, errors } = body as { message?: string; errors?: Record<string, string> };
    if (auth || response.status === 401) throw new AuthError(auth ? 'invalid_grant' : 'unauthorized', message, response.status, errors);
    throw new ApiError(response.status, result.error as never);
  }

  /** Bearer tokens on every call but the public ones, and one retry with a renewed token on a 401. */
  private _middleware(): Middleware {
    const retries = new Map<string, Request>();
    return {
      onRequest: async ({ request, schemaPath, id }) => {
        this._log(request.method, request.url);
        if (PUBLIC.has(`${request.method} ${schemaPath}`) || request.headers.has('Authorization')) return;
        request.headers.set('Authorization', `Bearer ${(await this._token()).accessToken}`);
        retries.set(id, request.clone());
        return request;
      },
      onResponse: async ({ response, id, options }) => {
        const retry = retries.get(id);
        retries.delete(id);
        this._log(response.status, response.url);
        if (response.status !== 401 || !retry) return;
        const used = retry.headers.get('Authorization')!.slice(7);
        retry.headers.set('Authorization', `Bearer ${(await this._token(used)).accessToken}`);
        return options.fetch(retry);
      },
      onError: ({ id }) => {
        retries.delete(id);
      },
    };
  }
}
