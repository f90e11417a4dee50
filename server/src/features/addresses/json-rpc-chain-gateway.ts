import { FetchRequest, Interface, isError, JsonRpcProvider, Network } from 'ethers';
import { chainId } from '../../crypto/chains.js';
import type { Chain } from './addresses.table.js';
import { ERC1271_MAGIC_VALUE, type ChainGateway } from './chain-gateway.js';

const ERC1271 = new Interface(['function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4 magicValue)']);

/** How long one node call may take before the check fails (ethers' default is 5 minutes). */
const RPC_TIMEOUT_MS = 10_000;

/** Calldata of ERC-1271 `isValidSignature(bytes32,bytes)` (selector 0x1626ba7e). */
export function encodeIsValidSignature(messageHash: string, signature: string): string {
  return ERC1271.encodeFunctionData('isValidSignature', [messageHash, signature]);
}

/**
 * Whether an `eth_call` result is the ERC-1271 magic value: an ABI `bytes4` is one 32-byte word,
 * left-aligned. An empty result (no contract at the address) or anything else is not.
 */
export function isMagicValue(result: string): boolean {
  return /^0x[0-9a-fA-F]{64}/.test(result) && result.slice(0, 10).toLowerCase() === ERC1271_MAGIC_VALUE;
}

/**
 * Asks the chain's node over JSON-RPC (ethers v6), one provider per chain from `EMONEY_RPC_URL_<CHAIN>`.
 * A revert is an answer ("not valid"); a node that cannot be reached is an error the caller sees.
 */
export class JsonRpcChainGateway implements ChainGateway {
  private readonly providers = new Map<Chain, JsonRpcProvider>();

  constructor(private readonly rpcUrls: Readonly<Record<string, string>>) {}

  private provider(chain: Chain): JsonRpcProvider {
    let provider = this.providers.get(chain);
    if (!provider) {
      const url = this.rpcUrls[chain];
      const id = chainId(chain);
      if (!url || id === null) throw new Error(`no JSON-RPC endpoint for ${chain}`);
      const request = new FetchRequest(url);
      request.timeout = RPC_TIMEOUT_MS;
      // The chain is known: no eth_chainId round trip, no batching (one call at a time).
      const network = Network.from(id);
      provider = new JsonRpcProvider(request, network, { staticNetwork: network, batchMaxCount: 1 });
      this.providers.set(chain, provider);
    }
    return provider;
  }

  private async call(chain: Chain, address: string, messageHash: string, signature: string): Promise<boolean> {
    try {
      const result = await this.provider(chain).call({ to: address, data: encodeIsValidSignature(messageHash, signature) });
      return isMagicValue(result);
    } catch (err) {
      if (isError(err, 'CALL_EXCEPTION')) return false;
      throw err;
    }
  }

  isValidSignature(chain: Chain, address: string, messageHash: string, signature: string): Promise<boolean> {
    return this.call(chain, address, messageHash, signature);
  }

  /** A Safe's fallback handler checks `signedMessages` when ERC-1271 is asked with an empty signature. */
  isSignatureConfirmed(chain: Chain, address: string, messageHash: string): Promise<boolean> {
    return this.call(chain, address, messageHash, '0x');
  }
}
