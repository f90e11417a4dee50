import type { SwapAcceptedQuote } from '@emoney/sdk';
import { useEmoneyMutation } from '../internal.js';
import { keys } from '../keys.js';
import type { MutationOptions, MutationResult } from '../types.js';

/**
 * Accepts a swap quote by its `quoteToken` (from {@link useSwapQuote}): answers the signed terms
 * and the `calldata` the wallet sends to `settlementAddress`. A quote is accepted once, so every
 * cached quote is dropped afterwards (a new one is asked for where one is shown).
 * @example
 * ```tsx
 * const accept = useAcceptSwap({ onSuccess: (a) => wallet.sendTransaction({ to: a.settlementAddress, data: a.calldata }) });
 * <button onClick={() => accept.mutate(quote.quoteToken)}>Swap</button>
 * ```
 * @group Hooks
 */
export function useAcceptSwap(options?: MutationOptions<SwapAcceptedQuote, string>): MutationResult<SwapAcceptedQuote, string> {
  return useEmoneyMutation(
    'useAcceptSwap',
    (sdk, quoteToken: string) => sdk.acceptSwapQuote(quoteToken),
    (queryClient) => queryClient.invalidateQueries({ queryKey: keys.swapQuotes.all() }),
    options,
  );
}
