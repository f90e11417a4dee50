// ethers v6 is the independent implementation here: it signs, our code recovers.
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ethers } from 'ethers';
import { describe, expect, it } from 'vitest';
import { hashPersonalMessage, recoverPersonalSigner, signerRecoveryBackend, verifyPersonalSignature, type RecoveryBackend } from '../../src/crypto/eip191.js';

const HARDHAT_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const HARDHAT_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const LINK_MESSAGE = 'I hereby declare that I am the address owner.';
// Hardhat account 0 signing LINK_MESSAGE (deterministic, RFC 6979).
const VECTOR =
  '0xa8f7bc88af69a01ca7b4d83d3d3054b50f406087e0d4ecdebbb417ef60823fd821be8eee9467ff4525d5ebcd115d44af40474789799cc2a6c1f930566ad9d0271b';

const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const hex32 = (n: bigint) => n.toString(16).padStart(64, '0');
const hex1 = (v: number) => v.toString(16).padStart(2, '0');

/** Splits a 65-byte signature into r, s (bigints) and v. */
function split(sig: string) {
  return { r: BigInt('0x' + sig.slice(2, 66)), s: BigInt('0x' + sig.slice(66, 130)), v: parseInt(sig.slice(130, 132), 16) };
}
function join(r: bigint, s: bigint, v: number) {
  return '0x' + hex32(r) + hex32(s) + hex1(v);
}

describe('hashPersonalMessage', () => {
  it('matches ethers.hashMessage, counting UTF-8 bytes rather than characters', () => {
    for (const m of [LINK_MESSAGE, '', 'Grüße, €100 ✓', '🦊 emoji', 'line\nbreak', 'x'.repeat(1000)]) {
      expect(ethers.hexlify(hashPersonalMessage(m)), m).toBe(ethers.hashMessage(m));
    }
  });
});

// The server recovers with libsecp256k1 where its prebuilt binding loads and with @noble/curves
// elsewhere: every case runs through both, and the two must agree.
const BACKENDS: RecoveryBackend[] = signerRecoveryBackend === 'libsecp256k1' ? ['libsecp256k1', '@noble/curves'] : ['@noble/curves'];

describe('signerRecoveryBackend', () => {
  it('is libsecp256k1 on the platforms its package ships a binding for (a broken install would fall back silently)', () => {
    const prebuilt = (process.platform === 'linux' && process.arch === 'x64') || (process.platform === 'darwin' && process.arch === 'arm64') || (process.platform === 'win32' && process.arch === 'x64');
    expect(signerRecoveryBackend).toBe(prebuilt ? 'libsecp256k1' : '@noble/curves');
  });

  it('recovers the same address with both implementations, for the signer and for a message it did not sign', async () => {
    for (let k = 0; k < 20; k++) {
      const wallet = ethers.Wallet.createRandom();
      const message = `Send EUR 1.00 to DE89370400440532013000 at 2026-12-04T01:00:00.${String(k).padStart(6, '0')}Z`;
      const sig = await wallet.signMessage(message);
      const hash = hashPersonalMessage(message);
      const results = BACKENDS.map((backend) => [recoverPersonalSigner(message, sig, { backend }), recoverPersonalSigner(message, sig, { backend, messageHash: hash }), recoverPersonalSigner(`${message} `, sig, { backend })]);
      for (const [signer, withHash, other] of results) {
        expect(signer).toBe(wallet.address);
        expect(withHash).toBe(wallet.address);
        expect(other).not.toBe(wallet.address);
        expect(other).toBe(results[0]![2]);
      }
    }
  });
});

describe.each(BACKENDS)('recoverPersonalSigner with %s', (backend) => {
  const recover = (message: string, signature: string) => recoverPersonalSigner(message, signature, { backend });

  it('recovers the Hardhat account from the fixed link-message vector', () => {
    expect(recover(LINK_MESSAGE, VECTOR)).toBe(HARDHAT_ADDRESS);
  });

  it('recovers what ethers signs (and ethers produces the fixed vector)', async () => {
    const sig = await new ethers.Wallet(HARDHAT_KEY).signMessage(LINK_MESSAGE);
    expect(sig).toBe(VECTOR);
    expect(recover(LINK_MESSAGE, sig)).toBe(HARDHAT_ADDRESS);
    expect(verifyPersonalSignature(HARDHAT_ADDRESS.toLowerCase(), LINK_MESSAGE, sig)).toBe(true);
    expect(verifyPersonalSignature(HARDHAT_ADDRESS.toUpperCase().replace('0X', '0x'), LINK_MESSAGE, sig)).toBe(true);
  });

  it('accepts v as 0/1 as well as 27/28, and upper-case hex', () => {
    const { r, s, v } = split(VECTOR);
    expect(v).toBe(27);
    expect(recover(LINK_MESSAGE, join(r, s, v - 27))).toBe(HARDHAT_ADDRESS);
    expect(recover(LINK_MESSAGE, '0x' + VECTOR.slice(2).toUpperCase())).toBe(HARDHAT_ADDRESS);
  });

  it('refuses every other v', () => {
    const { r, s } = split(VECTOR);
    for (const v of [2, 26, 29, 30, 35, 36, 37, 38, 255]) {
      expect(recover(LINK_MESSAGE, join(r, s, v)), `v=${v}`).toBeNull();
    }
  });

  it('refuses the high-s twin (n - s, v flipped), which is otherwise a valid signature', () => {
    const { r, s, v } = split(VECTOR);
    const twin = join(r, N - s, v === 27 ? 28 : 27);
    // Prove the twin is a genuine malleable copy: plain ECDSA (high s allowed) accepts it for the key.
    const publicKey = ethers.getBytes(new ethers.SigningKey(HARDHAT_KEY).publicKey);
    const compactTwin = ethers.getBytes('0x' + hex32(r) + hex32(N - s));
    const digest = ethers.getBytes(ethers.hashMessage(LINK_MESSAGE));
    expect(secp256k1.verify(compactTwin, digest, publicKey, { prehash: false, lowS: false })).toBe(true);
    expect(recover(LINK_MESSAGE, twin)).toBeNull();
    expect(recover(LINK_MESSAGE, join(r, N - s, v === 27 ? 1 : 0))).toBeNull();
    expect(verifyPersonalSignature(HARDHAT_ADDRESS, LINK_MESSAGE, twin)).toBe(false);
  });

  it('puts the low-s boundary exactly at n/2', () => {
    const { r, v } = split(VECTOR);
    // With a valid r any s recovers *some* key; only the bound decides here.
    expect(recover(LINK_MESSAGE, join(r, N / 2n, v))).not.toBeNull();
    expect(recover(LINK_MESSAGE, join(r, N / 2n + 1n, v))).toBeNull();
  });

  it('refuses r or s of zero or not below n', () => {
    const { r, s, v } = split(VECTOR);
    expect(recover(LINK_MESSAGE, join(0n, s, v))).toBeNull();
    expect(recover(LINK_MESSAGE, join(r, 0n, v))).toBeNull();
    expect(recover(LINK_MESSAGE, join(N, s, v))).toBeNull();
    expect(recover(LINK_MESSAGE, join(N + r, s, v))).toBeNull();
    expect(recover(LINK_MESSAGE, join(r, N, v))).toBeNull();
    expect(recover(LINK_MESSAGE, join((1n << 256n) - 1n, s, v))).toBeNull();
  });

  it('returns null, not an exception, when r is no point on the curve', () => {
    // x = 5 has no y on secp256k1 (5^3 + 7 = 132 is not a square mod p).
    expect(recover(LINK_MESSAGE, join(5n, 1n, 27))).toBeNull();
  });

  it('gives a different address (not the signer) for a different message', () => {
    const other = recover(LINK_MESSAGE + ' ', VECTOR);
    expect(other).not.toBeNull();
    expect(other).not.toBe(HARDHAT_ADDRESS);
    expect(verifyPersonalSignature(HARDHAT_ADDRESS, 'I hereby declare that I am not the address owner.', VECTOR)).toBe(false);
  });

  it('returns null for garbage, short, long and non-hex signatures', () => {
    const bad: unknown[] = [
      '',
      '0x',
      VECTOR.slice(2), // no 0x
      VECTOR.slice(0, -2), // 64 bytes
      VECTOR + '00', // 66 bytes
      VECTOR.slice(0, -1), // odd length
      '0X' + VECTOR.slice(2),
      VECTOR.slice(0, 10) + 'zz' + VECTOR.slice(12),
      ' ' + VECTOR,
      VECTOR + '\n',
      '0x' + '00'.repeat(65),
      'hello',
      null,
      undefined,
      42,
      {},
    ];
    for (const sig of bad) {
      expect(() => recover(LINK_MESSAGE, sig as string)).not.toThrow();
      expect(recover(LINK_MESSAGE, sig as string), String(sig)).toBeNull();
    }
    expect(recover(undefined as unknown as string, VECTOR)).toBeNull();
  });

  it('refuses to verify against something that is not an address', () => {
    expect(verifyPersonalSignature('f39Fd6e51aad88F6F4ce6aB8827279cffFb92266', LINK_MESSAGE, VECTOR)).toBe(false);
    expect(verifyPersonalSignature('', LINK_MESSAGE, VECTOR)).toBe(false);
  });

  it('round-trips random wallets and messages', async () => {
    for (let k = 0; k < 8; k++) {
      const wallet = ethers.Wallet.createRandom();
      const message = `message ${k} ✓ ${ethers.hexlify(ethers.randomBytes(8))}`;
      const sig = await wallet.signMessage(message);
      expect(recover(message, sig)).toBe(wallet.address);
      expect(verifyPersonalSignature(wallet.address, message, sig)).toBe(true);
      expect(verifyPersonalSignature(HARDHAT_ADDRESS, message, sig)).toBe(false);
    }
  });
});
