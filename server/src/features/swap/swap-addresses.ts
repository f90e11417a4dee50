import { TOKENS, CHAIN_IDS } from '@emoney/api-types/contract';
import { getAddress, keccak256, toUtf8Bytes } from 'ethers';
import type { SwapToken } from './sandbox-rates.js';

/** The last 20 bytes of keccak256(text), EIP-55 case: the contract's rule for its fixed addresses. */
const addressOfText = (text: string): string => getAddress(`0x${keccak256(toUtf8Bytes(text)).slice(-40)}`);

/**
 * A swap token's contract on a chain: EURe is the token `GET /tokens` lists (the contract's
 * list); USDC is not ours, and gets an address by the same rule (see `SwapQuote`).
 */
export function tokenAddressOf(chain: string, token: SwapToken): string {
  const issued = TOKENS.sandbox.find((t) => t.chain === chain && t.symbol === token);
  return issued?.address ?? addressOfText(`emoney-token:${chain}:${token}`);
}

/** The settlement contract of a chain (`SwapQuote`'s rule). */
export const settlementAddressOf = (chain: string): string => addressOfText(`emoney-swap-settlement:${chain}`);

/** The EIP-155 id of a swap chain, from the contract's chain list. */
export const chainIdOf = (chain: keyof typeof CHAIN_IDS): number => Number(CHAIN_IDS[chain]);
