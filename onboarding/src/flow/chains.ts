// The chains of spec/components/schemas/Chain.yaml, with names for people.
import type { Chain } from '../api/client';

export const CHAINS: readonly { chain: Chain; name: string }[] = [
  { chain: 'ethereum', name: 'Ethereum' },
  { chain: 'gnosis', name: 'Gnosis' },
  { chain: 'polygon', name: 'Polygon' },
  { chain: 'arbitrum', name: 'Arbitrum' },
  { chain: 'linea', name: 'Linea' },
  { chain: 'noble', name: 'Noble' },
  { chain: 'sepolia', name: 'Sepolia (Ethereum testnet)' },
  { chain: 'chiado', name: 'Chiado (Gnosis testnet)' },
  { chain: 'amoy', name: 'Amoy (Polygon testnet)' },
  { chain: 'arbitrumsepolia', name: 'Arbitrum Sepolia (testnet)' },
  { chain: 'lineasepolia', name: 'Linea Sepolia (testnet)' },
  { chain: 'grand', name: 'Grand (Noble testnet)' },
];

export function chainName(chain: Chain): string {
  return CHAINS.find((c) => c.chain === chain)?.name ?? chain;
}
