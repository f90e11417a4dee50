import { describe, expect, it } from 'vitest';
import { shortAddress } from './shortAddress';

describe('shortAddress', () => {
  it('keeps 0x and 4 characters, then the last 4', () => {
    expect(shortAddress('0x00EE1234567890abcdef1234567890abcdef0A8A')).toBe('0x00EE…0A8A');
  });
  it('leaves a value too short to shorten as it is', () => {
    expect(shortAddress('0x1234abcd')).toBe('0x1234abcd');
  });
});
