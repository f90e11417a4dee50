/**
 * Pure helpers: timestamps, the order message, shortened addresses and IBANs, SIWE messages.
 * @module
 */
import { getChainId, parseChain, type ChainId } from './chains.js';
import { randomString } from './crypto.js';
import type { Currency } from './enums.js';
import type { Amount, Chain } from './types.js';

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * An RFC 3339 date-time to the second, in the runtime's local time zone (`+01:00`, or `Z` in UTC),
 * or at `offset` minutes east of UTC when given (`0` for UTC, `-300` for UTC-05:00).
 * Throws a `RangeError` for an invalid date.
 *
 * @example
 * ```ts
 * rfc3339(new Date('2026-11-22T09:30:15Z'), 0); // '2026-11-22T09:30:15Z'
 * rfc3339(new Date('2026-11-22T09:30:15Z'), 330); // '2026-11-22T15:00:15+05:30'
 * ```
 * @group Utilities
 * @category Functions
 */
export function rfc3339(date: Date, offset: number = -date.getTimezoneOffset()): string {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid Date');
  const local = new Date(time + offset * 60_000).toISOString().slice(0, 19);
  const abs = Math.abs(offset);
  return local + (offset ? `${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}` : 'Z');
}

/**
 * What {@link placeOrderMessage} needs: the amount and currency, and either the IBAN of a bank
 * account or an address and chain (cross-chain). `date` defaults to now and `offset` to the
 * local time zone (see {@link rfc3339}); `shorten` writes the IBAN as `DE89...3000`.
 * @group Orders
 * @category Interfaces
 */
export type OrderMessageInput = { amount: Amount; currency: Currency; date?: Date; offset?: number } & (
  | { iban: string; shorten?: boolean }
  | { address: string; chain: Chain | ChainId }
);

/**
 * The exact message a wallet signs to authorise a redeem order, timestamped to the minute:
 * `Send {CURRENCY} {amount} to {IBAN} at {timestamp}` for a bank account, or
 * `Send {CURRENCY} {amount} to {address} on {chain} at {timestamp}` cross-chain. The IBAN is
 * written upper case without spaces (or shortened). Sign it within 5 minutes.
 *
 * @example
 * ```ts
 * placeOrderMessage({ amount: '100.00', currency: 'eur', iban: 'DE89 3704 0044 0532 0130 00', date, offset: 0 });
 * // 'Send EUR 100.00 to DE89370400440532013000 at 2026-11-22T09:30:00Z'
 * placeOrderMessage({ amount: '5', currency: 'eur', address: '0xf39F…2266', chain: 'chiado' });
 * // 'Send EUR 5 to 0xf39F…2266 on chiado at 2026-11-22T10:30:00+01:00'
 * ```
 * @group Orders
 * @category Functions
 */
export function placeOrderMessage(input: OrderMessageInput): string {
  const time = (input.date ?? new Date()).getTime();
  const at = rfc3339(new Date(time - (((time % 60_000) + 60_000) % 60_000)), input.offset);
  const to =
    'iban' in input
      ? input.shorten
        ? shortenIban(input.iban)
        : input.iban.replace(/\s+/g, '').toUpperCase()
      : `${input.address} on ${parseChain(input.chain)}`;
  return `Send ${input.currency.toUpperCase()} ${input.amount} to ${to} at ${at}`;
}

/**
 * An address shortened for display: `0x` and its first 4 hex digits, `...`, its last 4.
 *
 * @example
 * ```ts
 * shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'); // '0xf39F...2266'
 * ```
 * @group Utilities
 * @category Functions
 */
export function shortenAddress(address: string): string {
  return address.length > 13 ? `${address.slice(0, 6)}...${address.slice(-4)}` : address;
}

/**
 * An IBAN shortened as the order rules allow: upper case without spaces, its first four and last
 * four characters with three dots between, 11 characters.
 *
 * @example
 * ```ts
 * shortenIban('DE89 3704 0044 0532 0130 00'); // 'DE89...3000'
 * ```
 * @group Utilities
 * @category Functions
 */
export function shortenIban(iban: string): string {
  const value = iban.replace(/\s+/g, '').toUpperCase();
  return value.length > 11 ? `${value.slice(0, 4)}...${value.slice(-4)}` : value;
}

/**
 * The fields of a Sign-In with Ethereum message ({@link siweMessage}). `chain` must be an EVM
 * chain. `nonce` defaults to 16 random letters and digits, `issuedAt` to now, `expirationTime`
 * to 5 minutes after `issuedAt`. The resources emoney requires are named: `signInUrl` is
 * emoney's sign-in page (`{web}/siwe`, see `client.urls.web`), then the app's privacy policy and
 * terms of service.
 * @group Auth
 * @category Interfaces
 */
export interface SiweMessageFields {
  /** The app's host (the authority of its redirect URI), e.g. `app.partner.test`. */
  domain: string;
  /** The signing address (EIP-55 checksum case recommended). */
  address: string;
  /** The app's URI, e.g. its redirect URI. */
  uri: string;
  /** The chain whose EIP-155 id the message names, as a chain name or id. */
  chain: Chain | ChainId;
  /** A sentence shown to the signer above the fields. */
  statement?: string;
  /** A random value against replay; 16 random characters when left out. */
  nonce?: string;
  /** When the message was made; now when left out. */
  issuedAt?: Date;
  /** When the signature stops being accepted; 5 minutes after `issuedAt` when left out. */
  expirationTime?: Date;
  /** When the signature starts being accepted (left out of the message when absent). */
  notBefore?: Date;
  /** An id of the request, echoed in the message when given. */
  requestId?: string;
  /** The sign-in page's URL, listed under Resources. */
  signInUrl: string;
  /** The privacy policy's URL, listed under Resources. */
  privacyPolicyUrl: string;
  /** The terms of service's URL, listed under Resources. */
  termsOfServiceUrl: string;
}

/**
 * An EIP-4361 (Sign-In with Ethereum) message as emoney accepts it: version 1, an expiration
 * time, the chain's EIP-155 id, and the three required resources; lines joined by `\n`, no
 * trailing newline. Sign it with `personal_sign` and pass both to `client.siwe()`.
 *
 * @example
 * ```ts
 * const message = siweMessage({
 *   domain: 'app.partner.test',
 *   address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
 *   uri: 'https://app.partner.test/callback',
 *   chain: 'sepolia',
 *   statement: 'Allow Partner App to access my data on emoney.',
 *   signInUrl: `${client.urls.web}/siwe`,
 *   privacyPolicyUrl: 'https://app.partner.test/privacy',
 *   termsOfServiceUrl: 'https://app.partner.test/terms',
 * });
 * ```
 * @group Auth
 * @category Functions
 */
export function siweMessage(fields: SiweMessageFields): string {
  const chainId = getChainId(parseChain(fields.chain));
  if (typeof chainId !== 'number') throw new RangeError(`No EIP-155 chain id: ${String(fields.chain)}`);
  const issuedAt = fields.issuedAt ?? new Date();
  const expires = fields.expirationTime ?? new Date(issuedAt.getTime() + 5 * 60_000);
  const lines = [
    `${fields.domain} wants you to sign in with your Ethereum account:`,
    fields.address,
    '',
    ...(fields.statement ? [fields.statement, ''] : ['']),
    `URI: ${fields.uri}`,
    'Version: 1',
    `Chain ID: ${chainId}`,
    `Nonce: ${fields.nonce ?? randomString(16)}`,
    `Issued At: ${issuedAt.toISOString()}`,
    `Expiration Time: ${expires.toISOString()}`,
  ];
  if (fields.notBefore) lines.push(`Not Before: ${fields.notBefore.toISOString()}`);
  if (fields.requestId !== undefined) lines.push(`Request ID: ${fields.requestId}`);
  lines.push('Resources:', `- ${fields.signInUrl}`, `- ${fields.privacyPolicyUrl}`, `- ${fields.termsOfServiceUrl}`);
  return lines.join('\n');
}
