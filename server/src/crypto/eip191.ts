// EIP-191 `personal_sign` (version byte 0x45): what wallets sign for the address-link message and
// for SIWE. Recovery is strict on purpose: one valid signature must have exactly one accepted
// encoding, otherwise replay protection keyed on the signature bytes can be sidestepped.
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { addressFromPublicKey, isAddress } from './address.js';

/** secp256k1 group order n, taken from the curve library rather than retyped. */
const N: bigint = secp256k1.Point.Fn.ORDER;
const HALF_N = N >> 1n;

const SIGNATURE = /^0x[0-9a-fA-F]{130}$/;

/**
 * keccak256("\x19Ethereum Signed Message:\n" + byte length + message), message in UTF-8.
 * The length is the UTF-8 *byte* count in decimal, not the number of JS string characters.
 */
export function hashPersonalMessage(message: string): Uint8Array {
  const body = utf8ToBytes(message);
  const prefix = utf8ToBytes(`\x19Ethereum Signed Message:\n${body.length}`);
  return keccak_256(concatBytes(prefix, body));
}

/**
 * The EIP-55 address that signed `message` with `personal_sign`, or null when the signature is
 * malformed or not acceptable. Never throws: the signature is untrusted input.
 *
 * Accepted: `0x` + 130 hex = r (32 bytes) || s (32 bytes) || v (1 byte), v in {27, 28} or {0, 1},
 * 0 < r < n, 0 < s <= n/2 (low-s: the high-s twin of a valid signature is a malleable copy).
 */
export function recoverPersonalSigner(message: string, signature: string): string | null {
  try {
    if (typeof message !== 'string' || typeof signature !== 'string' || !SIGNATURE.test(signature)) return null;
    const bytes = hexToBytes(signature.slice(2));
    const r = bytesToBigInt(bytes.subarray(0, 32));
    const s = bytesToBigInt(bytes.subarray(32, 64));
    const v = bytes[64]!;
    // Wallets and hardware signers disagree on 27/28 versus 0/1; both mean the same recovery bit.
    // Anything else (EIP-155 style 35+, or 29/30 for the "x overflow" ids) is refused.
    const recovery = v === 27 || v === 28 ? v - 27 : v === 0 || v === 1 ? v : -1;
    if (recovery < 0) return null;
    if (r <= 0n || r >= N || s <= 0n || s >= N) return null;
    if (s > HALF_N) return null;
    const sig = new secp256k1.Signature(r, s, recovery);
    const point = sig.recoverPublicKey(hashPersonalMessage(message));
    return addressFromPublicKey(point.toBytes(false));
  } catch {
    // Recovery can fail for r values that are not the x of any curve point: that is just "invalid".
    return null;
  }
}

/**
 * True when `signature` is a valid `personal_sign` of `message` by `address`. The address is compared
 * case-insensitively (checksum case is a presentation concern, not identity).
 */
export function verifyPersonalSignature(address: string, message: string, signature: string): boolean {
  if (!isAddress(address)) return false;
  const signer = recoverPersonalSigner(message, signature);
  return signer !== null && signer.toLowerCase() === address.toLowerCase();
}

function bytesToBigInt(bytes: Uint8Array): bigint {
  let n = 0n;
  for (const b of bytes) n = (n << 8n) | BigInt(b);
  return n;
}
