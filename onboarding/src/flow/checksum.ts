// EIP-55 mixed-case checksum addresses: the form wallets and block explorers show, so the person
// can compare what they see here with their wallet character by character.
import { keccak_256 } from '@noble/hashes/sha3.js';

export function toChecksumAddress(address: string): string {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return address;
  const lower = address.slice(2).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(lower));
  let out = '0x';
  for (let i = 0; i < 40; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    out += nibble >= 8 ? lower[i]!.toUpperCase() : lower[i];
  }
  return out;
}

/** A mixed-case address whose case is not its EIP-55 checksum: mistyped (one-case addresses carry no checksum). */
export function hasChecksumTypo(address: string): boolean {
  const letters = address.slice(2);
  const mixed = letters !== letters.toLowerCase() && letters !== letters.toUpperCase();
  return mixed && toChecksumAddress(address) !== address;
}
