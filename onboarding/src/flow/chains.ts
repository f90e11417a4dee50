// The contract's chains (spec `Chain`, `x-chains`, emitted into generated/), as the screens offer them.
import { CHAINS as CONTRACT_CHAINS } from '@emoney/api-types/contract';
import type { Chain } from '../api/client';

export interface ChainOption {
  chain: Chain;
  name: string;
  testnet: boolean;
}

const ALL: readonly (ChainOption & { family: string; chainId: number | string })[] = CONTRACT_CHAINS.map((c) => ({
  chain: c.chain,
  name: c.name,
  testnet: c.testnet,
  family: c.family,
  chainId: c.chainId,
}));

/**
 * The chains an EVM (browser) wallet can link on: Noble and Grand are Cosmos chains and are left
 * out. The sandbox lists its testnets first, and marks the mainnets as such; production lists
 * the mainnets first.
 */
export function evmChainOptions(sandbox: boolean): ChainOption[] {
  const evm = ALL.filter((c) => c.family === 'evm');
  const first = evm.filter((c) => c.testnet === sandbox);
  const rest = evm.filter((c) => c.testnet !== sandbox);
  return [...first, ...rest].map(({ chain, name, testnet }) => ({ chain, testnet, name: sandbox && !testnet ? `${name} (mainnet)` : name }));
}

export function chainName(chain: Chain): string {
  return ALL.find((c) => c.chain === chain)?.name ?? chain;
}

/**
 * Our chain for the EIP-155 chain id an EVM wallet reports (`eth_chainId`, a hex string such as
 * `0xaa36a7`), or undefined when it is not one the contract lists.
 */
export function chainOfWallet(walletChainId: string): Chain | undefined {
  const id = /^0x[0-9a-f]+$/i.test(walletChainId) ? Number.parseInt(walletChainId.slice(2), 16) : Number.NaN;
  return ALL.find((c) => c.family === 'evm' && c.chainId === id)?.chain;
}
