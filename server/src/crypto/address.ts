// Ethereum addresses: the 20-byte account id, written as 0x + 40 hex, and its EIP-55 checksum case.
// Pure functions, no I/O: used by signature recovery, SIWE checks and address linking.
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * Checksums already computed, by lowercase hex: listings answer the same addresses on every page,
 * and a keccak per row and request was a fifth of the CPU of `GET /orders`.
 */
const checksummed = new Map<string, string>();
const MAX_CHECKSUMMED = 50_000;

/** True for `0x` + 40 hex digits, in any case (the contract's address pattern). Checksum not checked. */
export function isAddress(value: unknown): value is string {
  return typeof value === 'string' && ADDRESS.test(value);
}

/**
 * EIP-55 checksum case of an address. Throws on anything that is not `0x` + 40 hex, because a caller
 * asking for a checksum of garbage is a programming error, not user input to be forgiven.
 */
export function toChecksumAddress(address: string): string {
  if (!isAddress(address)) throw new TypeError('not an address: expected 0x followed by 40 hex digits');
  const lower = address.slice(2).toLowerCase();
  const known = checksummed.get(lower);
  if (known !== undefined) return known;
  const out = checksum(lower);
  // Bounded: it starts over when full (the addresses a server answers repeat; a flood of new ones must not grow it).
  if (checksummed.size >= MAX_CHECKSUMMED) checksummed.clear();
  checksummed.set(lower, out);
  return out;
}

function checksum(lower: string): string {
  // EIP-55 hashes the lowercase hex *text*, not the 20 bytes.
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let out = '0x';
  for (let i = 0; i < 40; i++) {
    const c = lower[i]!;
    out += parseInt(hash[i]!, 16) >= 8 ? c.toUpperCase() : c;
  }
  return out;
}

/**
 * True when the address is all lowercase, all uppercase (no checksum claimed), or in exactly its
 * EIP-55 case. Mixed case that is not the checksum is a typo signal and is refused.
 */
export function hasValidChecksum(address: string): boolean {
  if (!isAddress(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return toChecksumAddress(address) === address;
}

/**
 * Address of a secp256k1 public key: the last 20 bytes of keccak256 over the 64-byte X||Y.
 * Accepts the 65-byte uncompressed SEC1 form (0x04 prefix) or the bare 64 bytes.
 */
export function addressFromPublicKey(uncompressed: Uint8Array): string {
  let xy: Uint8Array;
  if (uncompressed.length === 65 && uncompressed[0] === 0x04) xy = uncompressed.subarray(1);
  else if (uncompressed.length === 64) xy = uncompressed;
  else throw new TypeError('expected an uncompressed secp256k1 public key (65 bytes with 0x04, or 64 bytes)');
  return toChecksumAddress('0x' + bytesToHex(keccak_256(xy).subarray(12)));
}
