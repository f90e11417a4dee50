import { ethers } from 'ethers';
import { describe, expect, it } from 'vitest';
import { addressFromPublicKey, hasValidChecksum, isAddress, toChecksumAddress } from '../../src/crypto/address.js';

// The test vectors of EIP-55 itself.
const EIP55 = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

describe('addresses', () => {
  it('computes the EIP-55 checksum case of the EIP vectors from any case', () => {
    for (const a of EIP55) {
      expect(toChecksumAddress(a.toLowerCase())).toBe(a);
      expect(toChecksumAddress('0x' + a.slice(2).toUpperCase())).toBe(a);
      expect(hasValidChecksum(a)).toBe(true);
    }
  });

  it('agrees with ethers.getAddress on random addresses', () => {
    for (let k = 0; k < 20; k++) {
      const lower = ethers.hexlify(ethers.randomBytes(20));
      expect(toChecksumAddress(lower)).toBe(ethers.getAddress(lower));
    }
  });

  it('tells a broken checksum from no checksum', () => {
    const a = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    const flipped = '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    expect(hasValidChecksum(flipped)).toBe(false);
    expect(hasValidChecksum(a.toLowerCase())).toBe(true);
    expect(hasValidChecksum('0xnot-an-address')).toBe(false);
  });

  it('recognises 0x + 40 hex only', () => {
    expect(isAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true);
    expect(isAddress('f39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false);
    expect(isAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226')).toBe(false);
    expect(isAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb922666')).toBe(false);
    expect(isAddress('0xg39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false);
    expect(isAddress('0X39Fd6e51aad88F6F4ce6aB8827279cffFb922666')).toBe(false);
    expect(isAddress(42)).toBe(false);
    expect(() => toChecksumAddress('0x1234')).toThrow(TypeError);
  });

  it('derives the address of a public key (Hardhat account 0), with or without the 0x04 prefix', () => {
    const key = new ethers.SigningKey('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
    const uncompressed = ethers.getBytes(key.publicKey);
    expect(uncompressed).toHaveLength(65);
    expect(addressFromPublicKey(uncompressed)).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(addressFromPublicKey(uncompressed.subarray(1))).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(() => addressFromPublicKey(ethers.getBytes(key.compressedPublicKey))).toThrow(TypeError);
  });
});
