import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, concatBytes, hexToBytes } from '@noble/hashes/utils.js';
import type { Database } from '../../db/database.js';
import type { Chain } from './addresses.table.js';
import type { ChainGateway } from './chain-gateway.js';

/**
 * The ERC-1271 signature the sandbox accepts from a smart-contract wallet at `address` for
 * `messageHash`: keccak256(messageHash ‖ address), the 32-byte hash followed by the 20-byte
 * address. With ethers: `solidityPackedKeccak256(['bytes32', 'address'], [hashMessage(message), address])`.
 * Deterministic and documented (spec: `POST /addresses`), so sandbox users can make one.
 */
export function sandboxContractSignature(address: string, messageHash: string): string {
  return `0x${bytesToHex(keccak_256(concatBytes(hexToBytes(messageHash.slice(2)), hexToBytes(address.slice(2).toLowerCase()))))}`;
}

/**
 * The sandbox's chain: no node is asked. ERC-1271 answers by the rule above (on every EVM chain);
 * onchain confirmations are what the simulator recorded (`POST /sandbox/addresses/{address}`).
 */
export class SandboxChainGateway implements ChainGateway {
  constructor(private readonly db: Database) {}

  isValidSignature(_chain: Chain, address: string, messageHash: string, signature: string): Promise<boolean> {
    return Promise.resolve(signature.toLowerCase() === sandboxContractSignature(address, messageHash));
  }

  async isSignatureConfirmed(chain: Chain, address: string, messageHash: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('sandbox_signed_messages')
      .select('chain')
      .where('chain', '=', chain)
      .where('address', '=', address.toLowerCase())
      .where('message_hash', '=', messageHash.toLowerCase())
      .executeTakeFirst();
    return row !== undefined;
  }
}

/** The simulator's "the wallet signed this onchain": what the sandbox gateway answers from then on. */
export async function recordSandboxConfirmation(db: Database, confirmation: { chain: Chain; address: string; messageHash: string; now: Date }): Promise<void> {
  await db
    .insertInto('sandbox_signed_messages')
    .values({
      chain: confirmation.chain,
      address: confirmation.address.toLowerCase(),
      message_hash: confirmation.messageHash.toLowerCase(),
      created_at: confirmation.now,
    })
    .onConflict((oc) => oc.columns(['chain', 'address', 'message_hash']).doNothing())
    .execute();
}
