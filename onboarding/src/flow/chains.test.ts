import { describe, expect, it } from 'vitest';
import { chainName, chainOfWallet, evmChainOptions } from './chains';

describe('the chains the screens offer', () => {
  it('offers EVM wallets only EVM chains: never Noble or Grand', () => {
    for (const sandbox of [true, false]) {
      const chains = evmChainOptions(sandbox).map((c) => c.chain);
      expect(chains).not.toContain('noble');
      expect(chains).not.toContain('grand');
      expect(chains).toContain('base');
      expect(chains).toContain('basesepolia');
    }
  });

  it('lists the testnets first in the sandbox and marks the mainnets as such', () => {
    const options = evmChainOptions(true);
    expect(options[0]).toEqual({ chain: 'sepolia', name: 'Sepolia (Ethereum testnet)', testnet: true });
    const firstMainnet = options.findIndex((c) => !c.testnet);
    expect(options.slice(firstMainnet).every((c) => !c.testnet && c.name.endsWith('(mainnet)'))).toBe(true);
    expect(options.slice(0, firstMainnet).every((c) => c.testnet)).toBe(true);
  });

  it('lists the mainnets first, unmarked, in production', () => {
    const options = evmChainOptions(false);
    expect(options[0]).toEqual({ chain: 'ethereum', name: 'Ethereum', testnet: false });
    expect(options.some((c) => c.name.includes('(mainnet)'))).toBe(false);
  });

  it('names chains for people', () => {
    expect(chainName('basesepolia')).toBe('Base Sepolia (testnet)');
  });

  it("takes the chain from the wallet's EIP-155 chain id, and knows when it is not one of ours", () => {
    expect(chainOfWallet('0xaa36a7')).toBe('sepolia');
    expect(chainOfWallet('0x1')).toBe('ethereum');
    expect(chainOfWallet('0x64')).toBe('gnosis');
    expect(chainOfWallet('0x38')).toBeUndefined(); // BNB Smart Chain
    expect(chainOfWallet('noble-1')).toBeUndefined();
  });
});
