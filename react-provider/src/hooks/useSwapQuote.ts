import type { SwapQuoteRequest, SwapQuoteResult } from '@emoney/sdk';
import { useEmoneyQuery } from '../internal.js';
import { swapQuoteQueryOptions } from '../queries.js';
import type { QueryOptions, QueryResult } from '../types.js';

/**
 * A swap quote (preview, sandbox only) for `request`, and its `quoteToken` for
 * {@link useAcceptSwap}. Waits while `request` is undefined (an amount still being typed), and
 * asks again when the quote expires.
 * @example
 * ```tsx
 * const { data } = useSwapQuote(amount ? { chain: 'arbitrumsepolia', sellToken: 'USDC', buyToken: 'EURe', walletAddress, sellAmount: amount } : undefined);
 * return data ? <p>{data.quote.sellAmount} USDC → {data.quote.buyAmount} EURe</p> : null;
 * ```
 * @group Hooks
 */
export function useSwapQuote(request: SwapQuoteRequest | undefined, options?: QueryOptions<SwapQuoteResult>): QueryResult<SwapQuoteResult> {
  return useEmoneyQuery('useSwapQuote', (sdk) => swapQuoteQueryOptions(sdk, request!), request !== undefined, options);
}
