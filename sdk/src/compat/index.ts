/**
 * `@emoney/sdk/compat`: the provider's published client API (`MoneriumClient`, `constants`, its
 * helpers and enumerations, with their names and signatures) on top of {@link EmoneyClient}, so
 * that code written against the provider's SDK 3.x runs on emoney with one changed import.
 * New code should use `@emoney/sdk` itself; the migration guide lists what differs.
 *
 * @example
 * ```ts
 * import { MoneriumClient } from '@emoney/sdk/compat'; // was: from '@monerium/sdk'
 * const monerium = new MoneriumClient({ environment: 'sandbox', clientId, redirectUri });
 * if (!(await monerium.getAccess())) await monerium.authorize();
 * const { orders } = await monerium.getOrders();
 * ```
 * @packageDocumentation
 */
import { EmoneyClient } from '../client.js';
import type { ClientOptions } from '../client/client-options.js';
import type { WebSocketConstructor, WebSocketLike } from '../notifications/order-notifications.js';
import type { Access } from '../session/session.js';
import { getChain as ourGetChain, parseChain as ourParseChain, type ChainId } from '../chains.js';
import { ENVIRONMENTS, LINK_MESSAGE } from '../constants.js';
import { placeOrderMessage as ourPlaceOrderMessage, rfc3339, shortenAddress as ourShortenAddress, shortenIban as ourShortenIban, siweMessage as ourSiweMessage } from '../helpers.js';
import { Currency as OurCurrency, OrderState as OurOrderState, type Currency as CurrencyValue } from '../enums.js';
import type * as T from '../types.js';
import { MemoryStorage, type StorageLike } from '../storage.js';

export { ApiError, AuthError, EmoneyError, NetworkError } from '../errors.js';
export { rfc3339 };
export type { ChainId };
export type { WebSocketConstructor, WebSocketLike } from '../notifications/order-notifications.js';

// ------------------------------------------------------------------ enumerations

/**
 * The provider's enumerations, as objects with its member names. Values are emoney's wire values;
 * members the emoney API does not know (marked) are kept so code naming them compiles.
 */
export const Currency = OurCurrency;
/** A currency: `eur`, `usd`, `gbp`, `isk`. */
export type Currency = CurrencyValue;
/** A currency code (lower case). */
export type CurrencyCode = CurrencyValue;
/** The state of an order: `placed`, `pending`, `processed`, `rejected`. */
export const OrderState = OurOrderState;
/** The state of an order. */
export type OrderState = T.Order['state'];
/** The kind of an order. */
export const OrderKind = { redeem: 'redeem', issue: 'issue' } as const;
/** The kind of an order. */
export type OrderKind = (typeof OrderKind)[keyof typeof OrderKind];
/** The state of an IBAN account. `requested` is never answered by emoney (`pending` instead). */
export const AccountState = { requested: 'requested', approved: 'approved', pending: 'pending', rejected: 'rejected', closed: 'closed' } as const;
/** The state of an IBAN account. */
export type AccountState = (typeof AccountState)[keyof typeof AccountState];
/** The state of a profile. */
export const ProfileState = { created: 'created', pending: 'pending', approved: 'approved', rejected: 'rejected', blocked: 'blocked' } as const;
/** The state of a profile. */
export type ProfileState = (typeof ProfileState)[keyof typeof ProfileState];
/** The kind of a profile. */
export const ProfileType = { corporate: 'corporate', personal: 'personal' } as const;
/** The kind of a profile. */
export type ProfileType = (typeof ProfileType)[keyof typeof ProfileType];
/** A permission on a profile. */
export const Permission = { read: 'read', write: 'write' } as const;
/** A permission on a profile. */
export type Permission = (typeof Permission)[keyof typeof Permission];
/** An authentication method. emoney's wire value of `apiKey` is `apikey`. */
export const Method = { password: 'password', resource: 'resource', jwt: 'jwt', apiKey: 'apikey', bearer: 'bearer' } as const;
/** An authentication method. */
export type Method = (typeof Method)[keyof typeof Method];
/** A KYC state (derived by emoney from the profile state; `submitted`/`confirmed` are never answered). */
export const KYCState = { absent: 'absent', submitted: 'submitted', pending: 'pending', confirmed: 'confirmed' } as const;
/** A KYC state. */
export type KYCState = (typeof KYCState)[keyof typeof KYCState];
/** A KYC outcome. */
export const KYCOutcome = { approved: 'approved', rejected: 'rejected', unknown: 'unknown' } as const;
/** A KYC outcome. */
export type KYCOutcome = (typeof KYCOutcome)[keyof typeof KYCOutcome];
/** A payment standard of a counterpart. emoney refuses `scan` (UK sort code) counterparts. */
export const PaymentStandard = { iban: 'iban', scan: 'scan', chain: 'chain', account: 'account' } as const;
/** A payment standard. */
export type PaymentStandard = (typeof PaymentStandard)[keyof typeof PaymentStandard];
/** An identity document kind. emoney refuses `drivingLicense`. */
export const IdDocumentKind = { passport: 'passport', nationalIdentityCard: 'nationalIdentityCard', drivingLicense: 'drivingLicense' } as const;
/** An identity document kind. */
export type IdDocumentKind = (typeof IdDocumentKind)[keyof typeof IdDocumentKind];

// ------------------------------------------------------------------ types (the provider's names)

/** `sandbox` or `production`. */
export type ENV = 'sandbox' | 'production';
/** The URLs of an environment, under the provider's names. */
export interface Environment {
  name: ENV;
  api: string;
  web: string;
  wss: string;
}
/** A chain name (any string is accepted by the types; the API refuses unknown chains). */
export type Chain = T.Chain | (string & {});
/** An EVM chain id. */
export type EvmChainId = number;
/** Client credentials (server side only). */
export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}
/** Authorization code (PKCE) credentials. */
export interface AuthorizationCodeCredentials {
  clientId: string;
  redirectUri: string;
}
/** Either kind of credentials. */
export type BearerTokenCredentials = ClientCredentials | AuthorizationCodeCredentials;
/**
 * emoney's additions to the provider's options: a self-hosted server (`baseUrl`), the `fetch`,
 * `storage`, `WebSocket` to use, and a callback with each new refresh token.
 */
export interface CompatOptions {
  baseUrl?: string;
  fetch?: (request: Request) => Promise<Response>;
  storage?: StorageLike;
  storageKey?: string;
  WebSocket?: WebSocketConstructor;
  onRefreshTokenUpdate?: (refreshToken: string) => void;
}
/** The constructor options of {@link MoneriumClient}. */
export type ClassOptions = { environment?: ENV; debug?: boolean } & BearerTokenCredentials & CompatOptions;
/** The token endpoint's answer, as the provider's client keeps it. */
export interface BearerProfile {
  access_token: string;
  token_type: string;
  expires_in: number;
  refresh_token: string;
  profile: string;
  userId: string;
}
/** Options of {@link MoneriumClient.authorize}. */
export interface AuthFlowOptions {
  state?: string;
  email?: string;
  skipCreateAccount?: boolean;
  skipKyc?: boolean;
  address?: string;
  signature?: string;
  chain?: Chain | ChainId;
}
/** Options of {@link MoneriumClient.siwe}. */
export interface AuthFlowSIWEOptions {
  state?: string;
  signature: string;
  message: string;
}
/** An HTTP outcome without a body. */
export interface ResponseStatus {
  status: number;
  statusText: string;
}
export type AuthContext = T.AuthContext;
/** A profile as lists answer it: id, name, kind, state. */
export type Profile = T.Profile;
export interface ProfilesQueryParams {
  state?: ProfileState;
  kind?: ProfileType;
}
export interface ProfilesResponse {
  profiles: Profile[];
}
export type Address = T.Address;
export interface AddressesQueryParams {
  profile?: string;
  chain?: Chain | ChainId;
}
export interface AddressesResponse {
  addresses: Address[];
}
export type Balances = T.Balances;
export type IBAN = T.IBAN;
export interface IbansQueryParams {
  profile?: string;
  chain?: Chain | ChainId;
}
export interface IBANsResponse {
  ibans: IBAN[];
}
export type Order = T.Order;
export type Counterpart = T.NewOrder['counterpart'];
export interface OrderFilter {
  address?: string;
  txHash?: string;
  profile?: string;
  memo?: string;
  accountId?: string;
  state?: OrderState;
}
export interface OrdersResponse {
  orders: Order[];
}
/** A new order. emoney needs `address` and `chain` (the `accountId` form is refused). */
export interface NewOrderCommon {
  id?: string;
  amount: string;
  signature: string;
  currency: Currency;
  counterpart: Counterpart;
  message: string;
  memo?: string;
  referenceNumber?: string;
  supportingDocumentId?: string;
}
export interface NewOrderByAddress extends NewOrderCommon {
  address: string;
  chain: Chain | ChainId;
}
export interface NewOrderByAccountId extends NewOrderCommon {
  accountId: string;
}
export type NewOrder = NewOrderByAddress | NewOrderByAccountId;
export type Token = T.Token;
export type TokenSymbol = Token['symbol'];
export type Ticker = Token['ticker'];
export type SupportingDoc = T.FileObject;
export interface LinkAddress {
  profile?: string;
  address: string;
  message?: string;
  signature: string;
  chain: Chain | ChainId;
}
export type LinkedAddress = T.LinkedAddress;
export interface RequestIbanPayload {
  address: string;
  chain: Chain | ChainId;
  emailNotifications: boolean;
}
export interface MoveIbanPayload {
  address: string;
  chain: Chain | ChainId;
}
export type SubmitProfileDetailsPayload = T.SubmitProfileDetailsPayload;
export interface OrderNotificationQueryParams {
  state?: OrderState;
  profile?: string;
}
export type PendingSignature = T.PendingSignatureList['pending'][number];
export type PendingSignatureKind = PendingSignature['kind'];
export interface SignaturesQueryParams {
  address?: string;
  chain?: Chain | ChainId;
  kind?: PendingSignatureKind;
  profile?: string;
}
export type SignaturesResponse = T.PendingSignatureList;

// ------------------------------------------------------------------ constants and helpers

/**
 * The provider's `constants`. The storage keys are emoney's (the client keeps the PKCE verifier
 * and the tokens, with their expiry, under two keys).
 */
export const constants = {
  LINK_MESSAGE: LINK_MESSAGE as string,
  STORAGE_CODE_VERIFIER: 'emoney.pkce',
  STORAGE_ACCESS_TOKEN: 'emoney.tokens',
  STORAGE_ACCESS_EXPIRY: 'emoney.tokens',
};

const chainOf = (chain: Chain | ChainId): T.Chain => ourParseChain(chain as T.Chain);

/** The chain of a chain name or id (see `parseChain` of `@emoney/sdk`). */
export const parseChain = (chain: Chain | ChainId): Chain => chainOf(chain);
/** The chain of an EIP-155 chain id. */
export const getChain = (chainId: number): Chain => ourGetChain(chainId);
/** `0x1234...abcd`; `undefined` for no address. */
export const shortenAddress = (address?: string): string | undefined => (address === undefined ? undefined : ourShortenAddress(address));
/** `DE89...3000`; `undefined` for no IBAN. */
export const shortenIban = (iban?: string): string | undefined => (iban === undefined ? undefined : ourShortenIban(iban));

/**
 * The message a wallet signs to place an order, with the provider's positional signature: to an
 * IBAN, or with `chain` to an address on that chain. emoney's version writes the time to the
 * minute (the provider's to the second) and the IBAN without spaces, upper case.
 */
export const placeOrderMessage = (amount: string | number, currency: Currency, receiver: string, chain?: ChainId | Chain): string =>
  ourPlaceOrderMessage({
    amount: String(amount) as T.Amount,
    currency,
    ...(chain === undefined ? { iban: receiver } : { address: receiver, chain: chainOf(chain) }),
  });

/**
 * A Sign-In with Ethereum message with the provider's fields. `signInUrl` (an emoney addition) is
 * the first resource: emoney's sign-in page, `{web}/siwe` of the server (`client.getEnvironment().web`);
 * default the production one. `issuedAt` and `expiryAt` are ISO 8601 strings.
 */
export const siweMessage = (fields: {
  domain: string;
  address: string;
  appName: string;
  redirectUri: string;
  chainId: EvmChainId;
  issuedAt?: string;
  expiryAt?: string;
  privacyPolicyUrl: string;
  termsOfServiceUrl: string;
  signInUrl?: string;
}): string =>
  ourSiweMessage({
    domain: fields.domain,
    address: fields.address,
    uri: fields.redirectUri,
    chain: fields.chainId,
    statement: `Allow ${fields.appName} to access my data on emoney.`,
    issuedAt: fields.issuedAt ? new Date(fields.issuedAt) : undefined,
    expirationTime: fields.expiryAt ? new Date(fields.expiryAt) : undefined,
    signInUrl: fields.signInUrl ?? `${ENVIRONMENTS.production.web}/siwe`,
    privacyPolicyUrl: fields.privacyPolicyUrl,
    termsOfServiceUrl: fields.termsOfServiceUrl,
  });

// ------------------------------------------------------------------ the client

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
      storage: o.storage ?? (typeof localStorage !== 'undefined' ? localStorage : new MemoryStorage()),
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
    // emoney's list filter has no `placed` (orders are placed only for an instant): filter here.
    const orders = await this.emoney.listOrders({ address, txHash, profile, memo, state: state === 'placed' ? undefined : state });
    return { orders: state === 'placed' ? orders.filter((o) => o.state === 'placed') : orders };
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

export default MoneriumClient;
