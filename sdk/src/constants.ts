/**
 * Constants of the emoney API v2 that clients need. Values that the contract also states are
 * checked against generated/ by `sdk/test/constants.test.ts`.
 * @module
 */
import { API_VERSION as CONTRACT_API_VERSION, LINK_MESSAGE as CONTRACT_LINK_MESSAGE } from '@emoney/api-types/contract';

/**
 * The API version this SDK speaks: the contract's `info.version`, emitted by `make generate`.
 * @group Utilities
 * @category Constants
 */
export const API_VERSION: string = CONTRACT_API_VERSION;

/**
 * The media type to send as `Accept`; the API answers with it.
 * @group Utilities
 * @category Constants
 */
export const MEDIA_TYPE = 'application/vnd.emoney.api-v2+json';

/**
 * The fixed message a wallet signs to prove it owns an address when linking it.
 * @group Utilities
 * @category Constants
 */
export const LINK_MESSAGE: 'I hereby declare that I am the address owner.' = CONTRACT_LINK_MESSAGE;

/**
 * The deployment host name of the public emoney environments (the `host` variable of the
 * contract's `servers`).
 * @group Utilities
 * @category Constants
 */
export const HOST = 'emoney.test';

/**
 * The URLs of an environment: `api` serves the HTTP API (and `/auth`), `web` is the public URL
 * of the deployment (hosted screens, and the Sign-In with Ethereum page `{web}/siwe`), `ws`
 * serves order notifications over WebSocket.
 * @group Client
 * @category Configuration
 */
export interface EnvironmentUrls {
  /** The HTTP API (and its `/auth` endpoints). */
  readonly api: string;
  /** The deployment's public URL: the hosted screens and the Sign-In with Ethereum page. */
  readonly web: string;
  /** The WebSocket endpoint of order notifications. */
  readonly ws: string;
}

/**
 * The URLs of the two public environments. `production` moves real money; `sandbox` behaves the
 * same with fake money. A self-hosted sandbox (`make start`) is reached with the client's
 * `baseUrl` option instead, which serves all three from one origin.
 *
 * @example
 * ```ts
 * ENVIRONMENTS.sandbox.api; // 'https://api.sandbox.emoney.test'
 * ```
 * @group Utilities
 * @category Constants
 */
export const ENVIRONMENTS: { readonly production: EnvironmentUrls; readonly sandbox: EnvironmentUrls } = {
  production: { api: `https://api.${HOST}`, web: `https://${HOST}`, ws: `wss://api.${HOST}` },
  sandbox: { api: `https://api.sandbox.${HOST}`, web: `https://sandbox.${HOST}`, ws: `wss://api.sandbox.${HOST}` },
};

/**
 * How long before its expiry an access token is refreshed, in seconds. Access tokens live 3600
 * seconds.
 * @group Utilities
 * @category Constants
 */
export const REFRESH_MARGIN_SECONDS = 60;

/**
 * How far the timestamp of a webhook may be from the receiver's clock, in seconds (5 minutes),
 * before {@link verifyWebhook} refuses it as a possible replay.
 * @group Utilities
 * @category Constants
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
