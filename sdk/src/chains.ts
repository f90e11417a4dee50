/**
 * The contract's chains and their chain ids. The EVM chains have EIP-155 ids (numbers). Noble
 * and its testnet Grand are Cosmos chains without an EIP-155 id: their ids are their Cosmos
 * chain-id strings, `noble-1` and `grand-1`. They cannot be used for Sign-In with Ethereum.
 * @module
 */
import type { Chain } from './types.js';

import { CHAIN_IDS as CONTRACT_CHAIN_IDS } from '@emoney/api-types/contract';

/**
 * A chain id: an EIP-155 id, or the Cosmos chain id of Noble (`noble-1`) and Grand (`grand-1`).
 * @group Utilities
 * @category Type aliases
 */
export type ChainId = number | Extract<(typeof CONTRACT_CHAIN_IDS)[keyof typeof CONTRACT_CHAIN_IDS], string>;

/**
 * Every chain with its id, in the contract's order (mainnets, then testnets). Emitted from the
 * contract (`Chain`'s `x-chains`), so it cannot drift from the API.
 * @group Utilities
 * @category Constants
 */
export const CHAIN_IDS: { readonly [C in keyof typeof CONTRACT_CHAIN_IDS]: (typeof CONTRACT_CHAIN_IDS)[C] } = CONTRACT_CHAIN_IDS satisfies Record<Chain, ChainId>;

const fail = (value: unknown): never => {
  throw new RangeError(`Unknown chain: ${String(value)}`);
};

/**
 * The chain of a chain id: an EIP-155 id as a number, a decimal string or a `0x` hex string (as
 * wallets report it), or `noble-1` / `grand-1`. Throws a `RangeError` for any other id.
 *
 * @example
 * ```ts
 * getChain(11155111); // 'sepolia'
 * getChain('0x64'); // 'gnosis'
 * getChain('noble-1'); // 'noble'
 * ```
 * @group Utilities
 * @category Functions
 */
export function getChain(id: ChainId | string): Chain {
  const wanted = typeof id === 'string' && /^(0x[0-9a-f]+|[0-9]+)$/i.test(id) ? Number(id) : id;
  for (const chain in CHAIN_IDS) if (CHAIN_IDS[chain as Chain] === wanted) return chain as Chain;
  return fail(id);
}

/**
 * The id of a chain: a number for EVM chains, `noble-1` / `grand-1` for Noble and Grand.
 *
 * @example
 * ```ts
 * getChainId('polygon'); // 137
 * ```
 * @group Utilities
 * @category Functions
 */
export function getChainId(chain: Chain): ChainId {
  return Object.hasOwn(CHAIN_IDS, chain) ? CHAIN_IDS[chain] : fail(chain);
}

/**
 * A chain from anything that names it: a chain name in any case (`'Sepolia'`), or any chain id
 * {@link getChain} accepts. Throws a `RangeError` when nothing matches.
 *
 * @example
 * ```ts
 * parseChain('Gnosis'); // 'gnosis'
 * parseChain(137); // 'polygon'
 * parseChain('0xaa36a7'); // 'sepolia'
 * ```
 * @group Utilities
 * @category Functions
 */
export function parseChain(value: Chain | ChainId | string): Chain {
  const name = typeof value === 'string' ? value.toLowerCase() : '';
  return Object.hasOwn(CHAIN_IDS, name) ? (name as Chain) : getChain(value);
}
