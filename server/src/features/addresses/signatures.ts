import { bytesToHex } from '@noble/hashes/utils.js';
import type { AppContext } from '../../app-context.js';
import { DomainError, Unavailable } from '../../domain/errors.js';
import { hashPersonalMessage, verifyPersonalSignature } from '../../crypto/eip191.js';
import type { Chain } from './addresses.table.js';
import { chainGateway } from './routing-chain-gateway.js';

/** What a signature says about an address: it signed, it did not, or it will sign onchain (smart-contract wallets). */
export type SignatureCheck = 'valid' | 'invalid' | 'pending';

const EOA_SIGNATURE = /^0x[0-9a-fA-F]{130}$/;
const HEX_BYTES = /^0x([0-9a-fA-F]{2})+$/;
/** Retry-After of a request whose chain node could not be asked (its calls time out after 10 s). */
const NODE_RETRY_AFTER_SECONDS = 30;

/** The EIP-191 (`personal_sign`) hash of a text, as the chain gateway takes it: `0x` + 64 hex. */
export function personalMessageHash(message: string): string {
  return `0x${bytesToHex(hashPersonalMessage(message))}`;
}

/**
 * Whether `address` signed `message` (EIP-191 text) on `chain`, for every signature form of the
 * contract. Used by address links and by orders alike.
 * - `0x`: an onchain smart-contract signature. 'valid' when the chain gateway says the wallet
 *   already signed the message onchain, 'pending' otherwise (the caller decides how long to wait).
 * - `0x` + 130 hex: an EOA signature, recovered (v 27/28 or 0/1, low-s only). When it does not
 *   recover to `address` it may still be a smart-contract wallet's 65-byte signature (a Safe with
 *   one owner), so ERC-1271 is asked too: an EOA has no code and answers "not valid".
 * - any other hex bytes: an offchain smart-contract signature, checked through ERC-1271.
 * A node that cannot be asked (unreachable, silent, or answering garbage) is never taken for
 * "invalid": a `0x` signature is then 'pending' (the hourly checks ask again), an offchain one
 * answers 503 with Retry-After (`Unavailable`).
 */
export async function checkAddressSignature(
  ctx: AppContext,
  input: { address: string; chain: Chain; message: string; signature: string },
): Promise<SignatureCheck> {
  const gateway = chainGateway(ctx);
  // Hashed once: recovery takes these bytes, the chain gateway their hex.
  const hash = hashPersonalMessage(input.message);
  const messageHash = `0x${bytesToHex(hash)}`;
  if (input.signature === '0x') {
    try {
      return (await gateway.isSignatureConfirmed(input.chain, input.address, messageHash)) ? 'valid' : 'pending';
    } catch (err) {
      if (err instanceof DomainError) throw err;
      ctx.logger.warn({ err, chain: input.chain, address: input.address }, 'onchain signature check failed: pending, asked again at the hourly check');
      return 'pending';
    }
  }
  if (EOA_SIGNATURE.test(input.signature) && verifyPersonalSignature(input.address, input.message, input.signature, hash)) return 'valid';
  if (!HEX_BYTES.test(input.signature)) return 'invalid';
  try {
    return (await gateway.isValidSignature(input.chain, input.address, messageHash, input.signature)) ? 'valid' : 'invalid';
  } catch (err) {
    if (err instanceof DomainError) throw err;
    ctx.logger.warn({ err, chain: input.chain, address: input.address }, 'ERC-1271 signature check failed: the chain node could not be asked');
    throw new Unavailable(`The ${input.chain} node could not check the smart-contract signature just now: try again shortly`, NODE_RETRY_AFTER_SECONDS);
  }
}
