import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { components } from '@emoney/api-types';
import { toChecksumAddress } from '../../crypto/address.js';
import { CHAINS, chainId, isTestnet } from '../../crypto/chains.js';
import type { Mode } from '../../config.js';
import type { Chain, Currency } from './money.tables.js';

export type Token = components['schemas']['Token'];

/** The tokens, in the order listed: one per currency. */
const TOKENS: { currency: Currency; ticker: Token['ticker']; symbol: Token['symbol'] }[] = [
  { currency: 'eur', ticker: 'EUR', symbol: 'EURe' },
  { currency: 'gbp', ticker: 'GBP', symbol: 'GBPe' },
  { currency: 'usd', ticker: 'USD', symbol: 'USDe' },
  { currency: 'isk', ticker: 'ISK', symbol: 'ISKe' },
];

export const TOKEN_DECIMALS = 18;

/**
 * A token's contract address on a chain: fixed and reproducible by anyone, the last 20 bytes of
 * keccak256("emoney-token:{chain}:{symbol}") in EIP-55 case. (This deployment's own contracts; a
 * deployment with contracts elsewhere would list them here.)
 */
export function tokenAddress(chain: Chain, symbol: string): string {
  return toChecksumAddress(`0x${bytesToHex(keccak_256(utf8ToBytes(`emoney-token:${chain}:${symbol}`))).slice(-40)}`);
}

/**
 * Every token on every EVM chain of the mode: testnets in the sandbox, mainnets in production.
 * Noble and its testnet Grand are left out: their tokens are Cosmos denominations, not the
 * `0x` contract addresses a `Token` carries.
 */
export function listTokens(mode: Mode): Token[] {
  // Facts that never change: hashed (keccak, twice per token) once per mode, not per request.
  let tokens = TOKEN_LISTS.get(mode);
  if (!tokens) {
    tokens = tokenList(mode);
    TOKEN_LISTS.set(mode, tokens);
  }
  return tokens;
}
const TOKEN_LISTS = new Map<Mode, Token[]>();

function tokenList(mode: Mode): Token[] {
  const chains = CHAINS.filter((chain) => chainId(chain) !== null && isTestnet(chain) === (mode === 'sandbox'));
  return chains.flatMap((chain) => TOKENS.map((t) => ({ ...t, chain, address: tokenAddress(chain, t.symbol), decimals: TOKEN_DECIMALS })));
}
