/**
 * Tokens: the tokens the provider issues, and the balances of an address.
 * One layer of {@link EmoneyClient}: each method calls its operation directly.
 * @module
 */
import type { Currency } from '../enums.js';
import { call } from '../transport/transport.js';
import type { Balances, Chain, Token } from '../types.js';
import { AddressesResource } from './addresses.js';

/** @internal */
export abstract class TokensResource extends AddressesResource {
  /**
   * The token balances of an address on a chain, for one or several currencies (default `eur`).
   *
   * @param address The blockchain address (0x…).
   * @param chain The chain to read the balances on.
   * @param currency One currency or several (every currency when left out).
   * @example
   * ```ts
   * const { balances } = await client.getBalances(address, 'sepolia', ['eur', 'usd']);
   * ```
   * @group Addresses
   */
  async getBalances(address: string, chain: Chain, currency?: Currency | Currency[]): Promise<Balances> {
    const query = currency === undefined ? {} : { currency: ([] as Currency[]).concat(currency) };
    return call(this.raw.GET('/balances/{chain}/{address}', { params: { path: { chain, address }, query } }));
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
  listTokens(): Promise<Token[]> {
    return call(this.raw.GET('/tokens'));
  }
}
