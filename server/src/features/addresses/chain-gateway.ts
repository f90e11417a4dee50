import type { Chain } from './addresses.table.js';

/** What ERC-1271 `isValidSignature(bytes32,bytes)` returns for a valid signature (its own selector). */
export const ERC1271_MAGIC_VALUE = '0x1626ba7e';

/**
 * What the provider asks of a chain about smart-contract wallets. `messageHash` is the EIP-191
 * hash of the signed text (`0x` + 64 hex), `signature` hex with `0x`; addresses in any case.
 */
export interface ChainGateway {
  /** ERC-1271: whether the contract at `address` answers `isValidSignature(messageHash, signature)` with the magic value. */
  isValidSignature(chain: Chain, address: string, messageHash: string, signature: string): Promise<boolean>;
  /**
   * Whether the wallet at `address` has signed `messageHash` onchain (a Safe's `signedMessages`,
   * which its fallback handler exposes as ERC-1271 with an empty signature).
   */
  isSignatureConfirmed(chain: Chain, address: string, messageHash: string): Promise<boolean>;
}
