// The contract's 12 chains (schema `Chain`) with their EIP-155 ids. Noble and its testnet Grand are
// Cosmos chains: no EIP-155 id, so they cannot be used for SIWE (whose `Chain ID` is EIP-155).
import type { components } from '@emoney/api-types';

export type Chain = components['schemas']['Chain'];

export interface ChainInfo {
  /** EIP-155 chain id, or null for chains outside the EVM world. */
  readonly chainId: number | null;
  readonly testnet: boolean;
}

// `satisfies Record<Chain, …>` makes the build fail if the contract gains or loses a chain.
const CHAIN_INFO = {
  ethereum: { chainId: 1, testnet: false },
  gnosis: { chainId: 100, testnet: false },
  polygon: { chainId: 137, testnet: false },
  arbitrum: { chainId: 42161, testnet: false },
  linea: { chainId: 59144, testnet: false },
  noble: { chainId: null, testnet: false },
  sepolia: { chainId: 11155111, testnet: true },
  chiado: { chainId: 10200, testnet: true },
  amoy: { chainId: 80002, testnet: true },
  arbitrumsepolia: { chainId: 421614, testnet: true },
  lineasepolia: { chainId: 59141, testnet: true },
  grand: { chainId: null, testnet: true },
} as const satisfies Record<Chain, ChainInfo>;

/** Every chain, in the contract's enum order. */
export const CHAINS: readonly Chain[] = Object.freeze(Object.keys(CHAIN_INFO) as Chain[]);

export function isChain(value: unknown): value is Chain {
  return typeof value === 'string' && Object.hasOwn(CHAIN_INFO, value);
}

/** EIP-155 id of a chain; null for noble and grand. */
export function chainId(chain: Chain): number | null {
  return CHAIN_INFO[chain].chainId;
}

/** The chain with this EIP-155 id, or null when none of the contract's chains has it. */
export function chainFromId(id: number): Chain | null {
  for (const chain of CHAINS) if (CHAIN_INFO[chain].chainId === id) return chain;
  return null;
}

export function isTestnet(chain: Chain): boolean {
  return CHAIN_INFO[chain].testnet;
}

/**
 * EIP-155 ids of the EVM chains of one environment: mainnets in production, testnets in the
 * sandbox. This is the widest set SIWE can accept; the caller narrows it to the user's linked chains.
 */
export function evmChainIds(testnet: boolean): number[] {
  const ids: number[] = [];
  for (const chain of CHAINS) {
    const info: ChainInfo = CHAIN_INFO[chain];
    if (info.testnet === testnet && info.chainId !== null) ids.push(info.chainId);
  }
  return ids;
}
