/**
 * The provider's `constants` and helper functions, with its signatures (compat entry).
 * @module
 */
import { getChain as ourGetChain, parseChain as ourParseChain, type ChainId } from '../chains.js';
import { ENVIRONMENTS, LINK_MESSAGE } from '../constants.js';
import { placeOrderMessage as ourPlaceOrderMessage, shortenAddress as ourShortenAddress, shortenIban as ourShortenIban, siweMessage as ourSiweMessage } from '../helpers.js';
import type * as T from '../types.js';
import type { Currency } from './enums.js';
import type { Chain, EvmChainId } from './types.js';

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

/** A chain name or id as emoney's chain name. */
export const chainOf = (chain: Chain | ChainId): T.Chain => ourParseChain(chain as T.Chain);

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
