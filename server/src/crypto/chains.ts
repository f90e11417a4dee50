// The contract's chains (schema `Chain` and its `x-chains`, emitted into generated/): EIP-155 ids
// of the EVM chains, Cosmos chain ids of Noble and its testnet Grand, address families, testnets.
import type { components } from '@emoney/api-types';
import { CHAINS as CONTRACT_CHAINS } from '@emoney/api-types/contract';

export type Chain = components['schemas']['Chain'];
/** How a chain writes addresses: `evm` (`0x` + 40 hex) or `cosmos` (bech32, `noble1…`). */
export type AddressFamily = 'evm' | 'cosmos';

interface ChainInfo {
  /** EIP-155 chain id, or null for chains outside the EVM world. */
  readonly chainId: number | null;
  readonly family: AddressFamily;
  readonly testnet: boolean;
  readonly name: string;
}

const CHAIN_INFO = new Map<Chain, ChainInfo>(
  CONTRACT_CHAINS.map((c) => [
    c.chain,
    { chainId: typeof c.chainId === 'number' ? c.chainId : null, family: c.family as AddressFamily, testnet: c.testnet, name: c.name },
  ]),
);
const info = (chain: Chain): ChainInfo => CHAIN_INFO.get(chain)!;

/** Every chain, in the contract's enum order. */
export const CHAINS: readonly Chain[] = Object.freeze(CONTRACT_CHAINS.map((c) => c.chain));

export function isChain(value: unknown): value is Chain {
  return typeof value === 'string' && CHAIN_INFO.has(value as Chain);
}

/** EIP-155 id of a chain; null for the Cosmos chains (noble and grand). */
export function chainId(chain: Chain): number | null {
  return info(chain).chainId;
}

/** The chain with this EIP-155 id, or null when none of the contract's chains has it. */
export function chainFromId(id: number): Chain | null {
  for (const chain of CHAINS) if (info(chain).chainId === id) return chain;
  return null;
}

export function isTestnet(chain: Chain): boolean {
  return info(chain).testnet;
}

export function chainFamily(chain: Chain): AddressFamily {
  return info(chain).family;
}

/** The family an address is written in: `0x` + 40 hex is EVM, a bech32 `noble1…` is Cosmos; null otherwise. */
export function addressFamily(address: string): AddressFamily | null {
  if (/^0x[0-9a-fA-F]{40}$/.test(address)) return 'evm';
  if (/^noble1[02-9ac-hj-np-z]{38,58}$/.test(address)) return 'cosmos';
  return null;
}

/**
 * Why an address cannot be used on a chain (its family is not the chain's), naming both; null when
 * it can. Every write that ties an address to a chain asks this (POST /addresses, /ibans, /orders).
 */
export function familyMismatch(address: string, chain: Chain): string | null {
  const family = addressFamily(address);
  const wanted = chainFamily(chain);
  if (family === wanted) return null;
  const kind = (f: AddressFamily | null) => (f === 'evm' ? 'an EVM (0x) address' : f === 'cosmos' ? 'a Cosmos (bech32) address' : 'not a known address form');
  return `${address} is ${kind(family)}, but ${chain} is ${wanted === 'evm' ? 'an EVM' : 'a Cosmos'} chain: it takes ${kind(wanted)}`;
}

/**
 * EIP-155 ids of the EVM chains of one environment: mainnets in production, testnets in the
 * sandbox. This is the widest set SIWE can accept; the caller narrows it to the user's linked chains.
 */
export function evmChainIds(testnet: boolean): number[] {
  const ids: number[] = [];
  for (const chain of CHAINS) {
    const { testnet: isTest, chainId: id } = info(chain);
    if (isTest === testnet && id !== null) ids.push(id);
  }
  return ids;
}
