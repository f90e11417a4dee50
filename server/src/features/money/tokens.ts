import type { components } from '@emoney/api-types';
import { TOKENS } from '@emoney/api-types/contract';
import type { Mode } from '../../config.js';

export type Token = components['schemas']['Token'];

/** The tokens deployed on the sandbox's local chains: their chains, and each currency's contract there. */
export interface LocalTokens {
  chains: ReadonlySet<string>;
  addressOf(currency: string): string | undefined;
}

/**
 * Every token on every EVM chain of the mode: testnets in the sandbox, mainnets in production.
 * The list and its contract addresses are the contract's (`Token`'s `x-tokens`, emitted into
 * generated/ by `make generate`), so the docs show exactly what this answers; on the sandbox's
 * local chains, the contracts deployed there.
 */
export function listTokens(mode: Mode, local?: LocalTokens): Token[] {
  return TOKENS[mode].map((token) => {
    const address = local?.chains.has(token.chain) ? local.addressOf(token.currency) : undefined;
    return { ...token, ...(address ? { address } : {}) };
  });
}
