/**
 * The provider's types, under its names (compat entry): mostly aliases of emoney's entities.
 * @module
 */
import type { ChainId } from '../chains.js';
import type { WebSocketConstructor } from '../notifications/order-notifications.js';
import type { StorageLike } from '../storage.js';
import type * as T from '../types.js';
import type { Currency, OrderState, ProfileState, ProfileType } from './enums.js';

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
