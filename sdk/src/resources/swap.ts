/**
 * Swap (preview, sandbox only): a quote for exchanging USDC and EURe, and its acceptance, which
 * answers the signed terms and the settlement calldata for the wallet to send.
 * One layer of {@link EmoneyClient}: each method calls its operation directly.
 * @module
 */
import { ApiError } from '../errors.js';
import { send, call } from '../transport/transport.js';
import type { SwapAcceptedQuote, SwapQuoteRequest, SwapQuoteResult } from '../types.js';
import { CountriesResource } from './countries.js';

/** @internal */
export abstract class SwapResource extends CountriesResource {
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
    const quoteToken = response.headers.get('X-Quote-Token');
    // The contract requires the header; a proxy that strips it would leave the quote unusable.
    if (!quoteToken) throw new ApiError(response.status, { code: 'missing_quote_token', status: response.status, message: 'The quote answered no X-Quote-Token header' } as never);
    return { quote: data, quoteToken };
  }

  /**
   * Accepts a quote once: answers its terms signed by the platform, the settlement nonce and the
   * calldata to send from the quote's wallet to `settlementAddress`. Accepting it again throws
   * an {@link ApiError} with status 409.
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
