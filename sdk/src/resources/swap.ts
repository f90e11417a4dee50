/**
 * Countries (their onboarding risk tiers) and swap (preview, sandbox only): a quote for
 * exchanging USDC and EURe, and its acceptance, which answers the signed terms and the
 * settlement calldata for the wallet to send. One layer of {@link EmoneyClient} (one class for
 * both keeps the bundle small): each method calls its operation directly.
 * @module
 */
import { send, call } from '../transport/transport.js';
import type { CountryList, SwapAcceptedQuote, SwapQuoteRequest, SwapQuoteResult } from '../types.js';
import { WebhooksResource } from './webhooks.js';

/** @internal */
export abstract class SwapResource extends WebhooksResource {
  /**
   * Every country with its risk tier for nationality and for residency (`low` … `prohibited`),
   * ordered by code. Takes no token.
   *
   * @example
   * ```ts
   * const { countries } = await client.listCountries();
   * const allowed = countries.filter((c) => c.residency !== 'prohibited');
   * ```
   * @group Profiles
   */
  listCountries(): Promise<CountryList> {
    return call(this.raw.GET('/countries'));
  }

  /**
   * A quote for selling `sellAmount` or buying `buyAmount` (exactly one), bound to
   * `walletAddress`, with its sealed terms (`quoteToken`, the `X-Quote-Token` header) to pass
   * to {@link acceptSwapQuote} unchanged before `quote.expiry`.
   *
   * @param request The chain, the two tokens, the wallet and one amount.
   * @example
   * ```ts
   * const { quote, quoteToken } = await client.getSwapQuote({ chain: 'arbitrumsepolia', sellToken: 'USDC', buyToken: 'EURe', walletAddress, sellAmount: '10.00' });
   * ```
   * @group Swap
   */
  async getSwapQuote(request: SwapQuoteRequest): Promise<SwapQuoteResult> {
    const { chain, sellToken, buyToken, ...query } = request;
    const { data, response } = await send(this.raw.GET('/swap/{chain}/{sellToken}/{buyToken}', { params: { path: { chain, sellToken, buyToken }, query } }));
    // The contract requires the header; were a proxy to strip it, accepting '' answers a 400 naming it.
    return { quote: data, quoteToken: response.headers.get('X-Quote-Token') ?? '' };
  }

  /**
   * Accepts a quote once: answers its terms signed by the platform, the settlement nonce and the
   * calldata to send from the quote's wallet to `settlementAddress`. Accepting it again throws
   * an `ApiError` with status 409.
   *
   * @param quoteToken The `quoteToken` {@link getSwapQuote} answered.
   * @example
   * ```ts
   * const accepted = await client.acceptSwapQuote(quoteToken);
   * await wallet.sendTransaction({ to: accepted.settlementAddress, data: accepted.calldata });
   * ```
   * @group Swap
   */
  acceptSwapQuote(quoteToken: string): Promise<SwapAcceptedQuote> {
    return call(this.raw.POST('/swap/accept', { params: { header: { 'X-Quote-Token': quoteToken } } }));
  }
}
