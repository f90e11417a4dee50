import type { components } from '@emoney/api-types';
import type { AppContext } from '../../app-context.js';
import { hasValidChecksum } from '../../crypto/address.js';
import { Conflict, InvalidInput } from '../../domain/errors.js';
import type { Principal } from '../access/principal.js';
import { requireSandbox } from '../sandbox/require-sandbox.js';
import { openQuote, sealQuote } from './quote-token.js';
import { signSettlement } from './settlement-signer.js';
import { chainIdOf, settlementAddressOf } from './swap-addresses.js';
import { recordAcceptance } from './swap.repository.js';
import { priceQuote, type QuoteRequest, type SwapQuote } from './swap-pricing.js';

export type SwapAcceptedQuote = components['schemas']['SwapAcceptedQuote'];

/**
 * A quote and its sealed token. Nothing is written: the token carries the terms, so a quote
 * costs the platform no row and an abandoned one leaves nothing behind.
 */
export function quoteSwap(ctx: AppContext, principal: Principal, request: QuoteRequest): { quote: SwapQuote; quoteToken: string } {
  requireSandbox(ctx);
  if (!hasValidChecksum(request.walletAddress)) {
    throw new InvalidInput('Validation failed', { walletAddress: 'Address is not in its EIP-55 checksum case (use all lower case if unsure)' });
  }
  const quote = priceQuote(request, ctx.clock.now());
  return { quote, quoteToken: sealQuote(ctx.dataKeys, principal.clientId, quote) };
}

/**
 * Accepts a sealed quote once: records it (its id is the key, its nonce new), signs its terms and
 * encodes the settlement call, in one transaction, so a quote yields one signature and a refused
 * accept records nothing. No chain runs yet: nothing is sent and no balance is read.
 */
export async function acceptSwap(ctx: AppContext, principal: Principal, quoteToken: string): Promise<SwapAcceptedQuote> {
  requireSandbox(ctx);
  const now = ctx.clock.now();
  const quote = openQuote(ctx.dataKeys, principal.clientId, quoteToken, now);
  return ctx.db.transaction().execute(async (trx) => {
    const nonce = await recordAcceptance(trx, { quote, partnerId: principal.partnerId, clientId: principal.clientId, now });
    if (nonce === undefined) throw new Conflict('This quote was accepted already; ask for a new quote', { 'X-Quote-Token': 'Already accepted' });
    const terms = { quote, chainId: chainIdOf(quote.chain), settlementAddress: settlementAddressOf(quote.chain), nonce };
    const { signature, calldata } = signSettlement(ctx.dataKeys, terms);
    return { ...quote, chainId: terms.chainId, settlementAddress: terms.settlementAddress, nonce, signature, calldata };
  });
}
