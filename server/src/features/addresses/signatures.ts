import { bytesToHex } from '@noble/hashes/utils.js';
import type { AppContext } from '../../app-context.js';
import { hashPersonalMessage, verifyPersonalSignature } from '../../crypto/eip191.js';
import type { Chain } from './addresses.table.js';
import { chainGateway } from './routing-chain-gateway.js';

/** What a signature says about an address: it signed, it did not, or it will sign onchain (smart-contract wallets). */
export type SignatureCheck = 'valid' | 'invalid' | 'pending';

const EOA_SIGNATURE = /^0x[0-9a-fA-F]{130}$/;
const HEX_BYTES = /^0x([0-9a-fA-F]{2})+$/;

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
 * Network failures of a JSON-RPC gateway are thrown, not taken for "invalid".
 */
export async function checkAddressSignature(
  ctx: AppContext,
  input: { address: string; chain: Chain; message: string; signature: string },
): Promise<SignatureCheck> {
  const gateway = chainGateway(ctx);
  const messageHash = personalMessageHash(input.message);
  if (input.signature === '0x') {
    return (await gateway.isSignatureConfirmed(input.chain, input.address, messageHash)) ? 'valid' : 'pending';
  }
  if (EOA_SIGNATURE.test(input.signature) && verifyPersonalSignature(input.address, input.message, input.signature)) return 'valid';
  if (!HEX_BYTES.test(input.signature)) return 'invalid';
  return (await gateway.isValidSignature(input.chain, input.address, messageHash, input.signature)) ? 'valid' : 'invalid';
}
