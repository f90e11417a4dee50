import { AbiCoder, getBytes, Interface, keccak256, toUtf8Bytes, Wallet } from 'ethers';
import type { DataKeyring } from '../secrets/data-keys.js';
import type { SwapQuote } from './swap-pricing.js';

/** The terms the settlement contract checks, in the order `SwapAcceptedQuote` documents. */
export interface SettlementTerms {
  quote: SwapQuote;
  chainId: number;
  settlementAddress: string;
  nonce: number;
}

const DOMAIN = keccak256(toUtf8Bytes('emoney-swap:v1'));
const SETTLEMENT = new Interface([
  'function swap(address walletAddress, address sellToken, address buyToken, uint256 sellAmount, uint256 buyAmount, uint256 expiry, uint256 nonce, bytes16 quoteId, bytes signature)',
]);

const quoteIdBytes = (id: string): string => `0x${id.replace(/-/g, '')}`;

/** The 32 bytes the platform signs for a settlement. */
export function settlementDigest(t: SettlementTerms): string {
  const q = t.quote;
  return keccak256(
    AbiCoder.defaultAbiCoder().encode(
      ['bytes32', 'uint256', 'address', 'address', 'address', 'address', 'uint256', 'uint256', 'uint256', 'uint256', 'bytes16'],
      [DOMAIN, t.chainId, t.settlementAddress, q.walletAddress, q.sellTokenAddress, q.buyTokenAddress, q.sellAmountBaseUnits, q.buyAmountBaseUnits, q.expiry, t.nonce, quoteIdBytes(q.id)],
    ),
  );
}

const signers = new Map<string, Wallet>();

/**
 * The settlement signer: a secp256k1 key derived from the current data key, so every process of
 * a deployment signs with the same key and no new secret needs configuring (a later settlement
 * contract is deployed knowing its address).
 */
export function settlementSigner(keys: DataKeyring): Wallet {
  let signer = signers.get(keys.currentKid);
  if (!signer) signers.set(keys.currentKid, (signer = new Wallet(`0x${keys.derive('swap-settlement-signer').toString('hex')}`)));
  return signer;
}

/** The platform's signature of the terms and the complete `swap(...)` call carrying it. */
export function signSettlement(keys: DataKeyring, t: SettlementTerms): { signature: string; calldata: string } {
  const signature = settlementSigner(keys).signMessageSync(getBytes(settlementDigest(t)));
  const q = t.quote;
  const calldata = SETTLEMENT.encodeFunctionData('swap', [
    q.walletAddress,
    q.sellTokenAddress,
    q.buyTokenAddress,
    q.sellAmountBaseUnits,
    q.buyAmountBaseUnits,
    q.expiry,
    t.nonce,
    quoteIdBytes(q.id),
    signature,
  ]);
  return { signature, calldata };
}
