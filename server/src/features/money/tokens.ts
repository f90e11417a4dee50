import type { components } from '@emoney/api-types';
import { TOKENS } from '@emoney/api-types/contract';
import type { Mode } from '../../config.js';

export type Token = components['schemas']['Token'];

/**
 * Every token on every EVM chain of the mode: testnets in the sandbox, mainnets in production.
 * The list and its contract addresses are the contract's (`Token`'s `x-tokens`, emitted into
 * generated/ by `make generate`), so the docs show exactly what this answers.
 */
export function listTokens(mode: Mode): Token[] {
  return TOKENS[mode].map((token) => ({ ...token }));
}
