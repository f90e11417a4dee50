import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CHAINS, chainFromId, chainId, evmChainIds, isChain, isTestnet } from '../../src/crypto/chains.js';

const require = createRequire(import.meta.url);
const contract = JSON.parse(readFileSync(require.resolve('@emoney/api-types/openapi.json'), 'utf8'));

describe('chains', () => {
  it('has exactly the 12 chains of the contract, in its order', () => {
    expect(CHAINS).toHaveLength(12);
    expect([...CHAINS]).toEqual(contract.components.schemas.Chain.enum);
  });

  it('knows the EIP-155 ids, and none for noble and grand', () => {
    expect(Object.fromEntries(CHAINS.map((c) => [c, chainId(c)]))).toEqual({
      ethereum: 1,
      gnosis: 100,
      polygon: 137,
      arbitrum: 42161,
      linea: 59144,
      noble: null,
      sepolia: 11155111,
      chiado: 10200,
      amoy: 80002,
      arbitrumsepolia: 421614,
      lineasepolia: 59141,
      grand: null,
    });
  });

  it('round-trips every id', () => {
    for (const c of CHAINS) {
      const id = chainId(c);
      if (id !== null) expect(chainFromId(id)).toBe(c);
    }
    expect(chainFromId(5)).toBeNull(); // Goerli: not one of ours
    expect(chainFromId(0)).toBeNull();
  });

  it('tells testnets from mainnets', () => {
    expect(CHAINS.filter(isTestnet)).toEqual(['sepolia', 'chiado', 'amoy', 'arbitrumsepolia', 'lineasepolia', 'grand']);
    expect(evmChainIds(false)).toEqual([1, 100, 137, 42161, 59144]);
    expect(evmChainIds(true)).toEqual([11155111, 10200, 80002, 421614, 59141]);
  });

  it('recognises chain names', () => {
    expect(isChain('grand')).toBe(true);
    expect(isChain('Ethereum')).toBe(false);
    expect(isChain('toString')).toBe(false);
    expect(isChain(1)).toBe(false);
  });
});
