import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { addressFamily, CHAINS, chainFamily, chainFromId, chainId, evmChainIds, familyMismatch, isChain, isTestnet } from '../../src/crypto/chains.js';

const require = createRequire(import.meta.url);
const contract = JSON.parse(readFileSync(require.resolve('@emoney/api-types/openapi.json'), 'utf8'));

describe('chains', () => {
  it('has exactly the 14 chains of the contract, in its order', () => {
    expect(CHAINS).toHaveLength(14);
    expect([...CHAINS]).toEqual(contract.components.schemas.Chain.enum);
  });

  it('knows the EIP-155 ids, and none for noble and grand', () => {
    expect(Object.fromEntries(CHAINS.map((c) => [c, chainId(c)]))).toEqual({
      ethereum: 1,
      gnosis: 100,
      polygon: 137,
      arbitrum: 42161,
      linea: 59144,
      base: 8453,
      noble: null,
      sepolia: 11155111,
      chiado: 10200,
      amoy: 80002,
      arbitrumsepolia: 421614,
      lineasepolia: 59141,
      basesepolia: 84532,
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
    expect(CHAINS.filter(isTestnet)).toEqual(['sepolia', 'chiado', 'amoy', 'arbitrumsepolia', 'lineasepolia', 'basesepolia', 'grand']);
    expect(evmChainIds(false)).toEqual([1, 100, 137, 42161, 59144, 8453]);
    expect(evmChainIds(true)).toEqual([11155111, 10200, 80002, 421614, 59141, 84532]);
  });

  it('knows address families: Noble and Grand are Cosmos chains, the rest EVM', () => {
    expect(CHAINS.filter((c) => chainFamily(c) === 'cosmos')).toEqual(['noble', 'grand']);
    expect(addressFamily('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('evm');
    expect(addressFamily('noble1qyqszqgpqyqszqgpqyqszqgpqyqszqgpjnp7du')).toBe('cosmos');
    expect(familyMismatch('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'base')).toBeNull();
    expect(familyMismatch('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'noble')).toMatch(/0xf39F.* is an EVM \(0x\) address, but noble is a Cosmos chain/);
    expect(familyMismatch('noble1qyqszqgpqyqszqgpqyqszqgpqyqszqgpjnp7du', 'sepolia')).toMatch(/Cosmos \(bech32\) address, but sepolia is an EVM chain/);
  });

  it('recognises chain names', () => {
    expect(isChain('grand')).toBe(true);
    expect(isChain('Ethereum')).toBe(false);
    expect(isChain('toString')).toBe(false);
    expect(isChain(1)).toBe(false);
  });
});
