import { describe, expect, it } from 'vitest';
import { hasChecksumTypo, toChecksumAddress } from './checksum';

describe('toChecksumAddress', () => {
  it('gives the EIP-55 spellings of the standard test vectors', () => {
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(toChecksumAddress(address.toLowerCase())).toBe(address);
    }
  });

  it('leaves what is not an EVM address alone', () => {
    expect(toChecksumAddress('not an address')).toBe('not an address');
  });
});

describe('hasChecksumTypo', () => {
  it('finds a mixed-case address whose capitals do not match its checksum', () => {
    expect(hasChecksumTypo('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    expect(hasChecksumTypo('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(true);
  });

  it('accepts one-case addresses, which carry no checksum', () => {
    expect(hasChecksumTypo('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(false);
    expect(hasChecksumTypo('0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toBe(false);
  });
});
