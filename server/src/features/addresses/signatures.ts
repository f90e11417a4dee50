import type { AppContext } from '../../app-context.js';
import { verifyPersonalSignature } from '../../crypto/eip191.js';
import type { Chain } from './addresses.table.js';

/** What a signature says about an address: it signed, it did not, or it will sign onchain (smart-contract wallets). */
export type SignatureCheck = 'valid' | 'invalid' | 'pending';

/**
 * Whether `address` signed `message` (EIP-191 text) on `chain`, for every signature form of the
 * contract: an EOA signature (recovered), `0x` (an onchain smart-contract signature, confirmed
 * later: 'pending'), or another hex string (a smart-contract wallet's ERC-1271 signature, asked
 * of the chain gateway). Used by address links and by orders alike.
 */
export async function checkAddressSignature(
  _ctx: AppContext,
  input: { address: string; chain: Chain; message: string; signature: string },
): Promise<SignatureCheck> {
  if (input.signature === '0x') return 'pending';
  if (/^0x[0-9a-fA-F]{130}$/.test(input.signature)) {
    return verifyPersonalSignature(input.address, input.message, input.signature) ? 'valid' : 'invalid';
  }
  // ERC-1271 through the chain gateway: completed by the address-linking feature.
  return 'invalid';
}
