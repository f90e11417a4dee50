// EIP-191 `personal_sign` (version byte 0x45): what wallets sign for the address-link message and
// for SIWE. Recovery is strict on purpose: one valid signature must have exactly one accepted
// encoding, otherwise replay protection keyed on the signature bytes can be sidestepped.
//
// The public key is recovered by libsecp256k1 (the `secp256k1` package's prebuilt binding), about
// 20 times cheaper in CPU than @noble/curves on this server's hardware (bench/README.md, "Signer
// recovery in libsecp256k1"). The package ships prebuilt binaries for linux-x64 (glibc and musl),
// darwin-arm64 and win32-x64 only, and building one needs node-gyp and Node's headers: on any other
// platform the binding does not load and @noble/curves recovers instead, the same answers, slower.
// We load `secp256k1/bindings`, not the package's index, because the index falls back silently to
// `elliptic` (pure JS, slower than noble).
import { createRequire } from 'node:module';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { addressFromPublicKey, isAddress } from './address.js';

/** What we use of the binding: `ecdsaRecover(r||s, recovery id, 32-byte hash, compressed)`, throws when nothing recovers. */
interface NativeRecovery {
  ecdsaRecover(signature: Uint8Array, recovery: number, hash: Uint8Array, compressed: boolean): Uint8Array;
}

function loadNativeRecovery(): NativeRecovery | undefined {
  try {
    return createRequire(import.meta.url)('secp256k1/bindings') as NativeRecovery;
  } catch {
    return undefined;
  }
}

const native = loadNativeRecovery();

/** An implementation of public-key recovery: `libsecp256k1` when its binding loaded here, `@noble/curves` always. */
export type RecoveryBackend = 'libsecp256k1' | '@noble/curves';

/** The one recovery uses unless told otherwise: the fastest that loaded in this process. */
export const signerRecoveryBackend: RecoveryBackend = native ? 'libsecp256k1' : '@noble/curves';

/** The uncompressed public key (65 bytes) of a signature `rs` (r || s) with `recovery`; throws when none recovers. */
function recoverPublicKey(backend: RecoveryBackend, rs: Uint8Array, r: bigint, s: bigint, recovery: number, hash: Uint8Array): Uint8Array {
  if (backend === 'libsecp256k1') {
    if (!native) throw new Error('libsecp256k1 is not loaded in this process');
    return native.ecdsaRecover(rs, recovery, hash, false);
  }
  return new secp256k1.Signature(r, s, recovery).recoverPublicKey(hash).toBytes(false);
}

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
 * malformed or not acceptable. Never throws: the signature is untrusted input. `messageHash`:
 * `hashPersonalMessage(message)` when the caller computed it already; `backend`: another
 * implementation than `signerRecoveryBackend` (the tests run every vector through both).
 *
 * Accepted: `0x` + 130 hex = r (32 bytes) || s (32 bytes) || v (1 byte), v in {27, 28} or {0, 1},
 * 0 < r < n, 0 < s <= n/2 (low-s: the high-s twin of a valid signature is a malleable copy).
 */
export function recoverPersonalSigner(
  message: string,
  signature: string,
  options: { messageHash?: Uint8Array; backend?: RecoveryBackend } = {},
): string | null {
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
    const hash = options.messageHash ?? hashPersonalMessage(message);
    return addressFromPublicKey(recoverPublicKey(options.backend ?? signerRecoveryBackend, bytes.subarray(0, 64), r, s, recovery, hash));
  } catch {
    // Recovery can fail for r values that are not the x of any curve point: that is just "invalid".
    return null;
  }
}

/**
 * True when `signature` is a valid `personal_sign` of `message` by `address`. The address is compared
 * case-insensitively (checksum case is a presentation concern, not identity). `messageHash`, when
 * the caller has it already, is `hashPersonalMessage(message)`: the message is then not hashed twice.
 */
export function verifyPersonalSignature(address: string, message: string, signature: string, messageHash?: Uint8Array): boolean {
  if (!isAddress(address)) return false;
  const signer = recoverPersonalSigner(message, signature, { messageHash });
  return signer !== null && signer.toLowerCase() === address.toLowerCase();
}

function bytesToBigInt(bytes: Uint8Array): bigint {
  let n = 0n;
  for (const b of bytes) n = (n << 8n) | BigInt(b);
  return n;
}
