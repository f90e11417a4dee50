import { readFileSync } from 'node:fs';
import { TOKENS } from '@emoney/api-types/contract';
import { AbiCoder, concat, getCreateAddress, type JsonFragment } from 'ethers';
import { safeArtifact, type SafeContractName } from './safe-artifacts.js';

/** One contract creation the platform key sends to a fresh local chain, at its own nonce. */
export interface PlannedDeployment {
  name: string;
  kind: 'token' | 'safe';
  /** Tokens only: the ERC-20 symbol (`EURe`) and the currency it is money in (`eur`). */
  symbol?: string;
  currency?: string;
  /** Creation code with its constructor arguments, `0x` hex: the transaction's data (no `to`). */
  data: string;
  gasLimit: bigint;
  /** Where the contract lands: fixed by the sender and nonce alone (CREATE), so known before sending. */
  address: string;
  nonce: number;
}

export interface LocalContracts {
  tokens: { currency: string; symbol: string; address: string }[];
  safe: { singleton: string; proxyFactory: string; fallbackHandler: string; signMessageLib: string };
}

interface TokenArtifact {
  abi: JsonFragment[];
  bytecode: string;
}

// server/chain/artifacts/ from src/features/chain/ and dist/features/chain/ alike.
const tokenArtifact = JSON.parse(readFileSync(new URL('../../../chain/artifacts/EmoneyToken.json', import.meta.url), 'utf8')) as TokenArtifact;

/** The ABI of our ERC-20 (server/chain/contracts/EmoneyToken.sol): transfers, `mint`, `burn`, the role checks. */
export const TOKEN_ABI: readonly JsonFragment[] = tokenArtifact.abi;

/**
 * Gas each creation may use: what it used on anvil (cancun rules, in the comments) with about a
 * third on top; fees are zero, so the margin costs nothing. A creation that ran out would still
 * use its nonce and leave no contract at the planned address.
 */
const TOKEN_GAS_LIMIT = 1_000_000n; // 749,686
const SAFE_GAS_LIMITS: Record<SafeContractName, bigint> = {
  SafeL2: 7_000_000n, // 5,321,999
  SafeProxyFactory: 1_000_000n, // 711,231
  CompatibilityFallbackHandler: 1_700_000n, // 1,267,726
  SignMessageLib: 400_000n, // 261,822
};
const SAFE_CONTRACTS: SafeContractName[] = ['SafeL2', 'SafeProxyFactory', 'CompatibilityFallbackHandler', 'SignMessageLib'];

/** One token per currency the contract issues, in its order (`x-tokens`: the same list on every EVM chain). */
function issuedTokens(): { currency: string; symbol: string; ticker: string }[] {
  const seen = new Map<string, { currency: string; symbol: string; ticker: string }>();
  for (const { currency, symbol, ticker } of TOKENS.sandbox) if (!seen.has(currency)) seen.set(currency, { currency, symbol, ticker });
  return [...seen.values()];
}

/** The ERC-20 name wallets show: the currency and that it is sandbox money, never mistaken for the real token. */
export function tokenName(ticker: string): string {
  return `emoney ${ticker} (sandbox)`;
}

/**
 * Every contract a fresh local chain needs, in the order the platform key sends them (its nonces
 * 0, 1, …): the tokens, each with the platform as minter and burner, then the Safe contracts.
 * Every chain gets the same addresses, and a restart can tell from the nonce how far it got.
 */
export function deploymentPlan(platform: string): PlannedDeployment[] {
  const coder = AbiCoder.defaultAbiCoder();
  const tokens = issuedTokens().map(({ currency, symbol, ticker }) => ({
    name: symbol,
    kind: 'token' as const,
    symbol,
    currency,
    data: concat([tokenArtifact.bytecode, coder.encode(['string', 'string', 'address', 'address'], [tokenName(ticker), symbol, platform, platform])]),
    gasLimit: TOKEN_GAS_LIMIT,
  }));
  const safe = SAFE_CONTRACTS.map((name) => ({ name, kind: 'safe' as const, data: safeArtifact(name).bytecode, gasLimit: SAFE_GAS_LIMITS[name] }));
  return [...tokens, ...safe].map((deployment, nonce) => ({ ...deployment, nonce, address: getCreateAddress({ from: platform, nonce }) }));
}

/** The addresses of what `deploymentPlan(platform)` creates, by role. */
export function localContracts(platform: string): LocalContracts {
  const plan = deploymentPlan(platform);
  const at = (name: SafeContractName) => plan.find((d) => d.name === name)!.address;
  return {
    tokens: plan.filter((d) => d.kind === 'token').map((d) => ({ currency: d.currency!, symbol: d.symbol!, address: d.address })),
    safe: { singleton: at('SafeL2'), proxyFactory: at('SafeProxyFactory'), fallbackHandler: at('CompatibilityFallbackHandler'), signMessageLib: at('SignMessageLib') },
  };
}
