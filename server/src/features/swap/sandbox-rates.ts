import type { components } from '@emoney/api-types';
import { SWAP_SANDBOX_RATES } from '@emoney/api-types/contract';

export type SwapToken = components['schemas']['SwapToken'];

/** The sandbox rate table, `SwapQuote`'s `x-sandbox-rates` in the contract (the docs show the same). */
export interface SandboxRates {
  lifetimeSeconds: number;
  tokens: Record<SwapToken, { decimals: number; usd: string }>;
  /** `SELL-BUY` → how much of the buy token one sell token buys. */
  prices: Record<string, string>;
}

// Every SwapToken is in the table: assigning it to `Record<SwapToken, …>` below fails to compile otherwise.
const TOKENS = Object.keys(SWAP_SANDBOX_RATES.tokens) as SwapToken[];

/** Checked once, when first used: a table that misses a pair would answer a 5xx later. */
let checked: SandboxRates | undefined;

export function sandboxRates(): SandboxRates {
  if (checked) return checked;
  const table: SandboxRates = SWAP_SANDBOX_RATES;
  const complete =
    Number.isInteger(table.lifetimeSeconds) &&
    TOKENS.every((t) => table.tokens[t] && TOKENS.every((u) => u === t || /^\d+\.\d+$/.test(table.prices[`${t}-${u}`] ?? '')));
  if (!complete) throw new Error("SwapQuote's x-sandbox-rates must give lifetimeSeconds, every token's decimals and usd, and a price for every pair");
  return (checked = table);
}

/** How much of `buy` one `sell` buys, in the sandbox. */
export function sandboxPrice(sell: SwapToken, buy: SwapToken): string {
  return sandboxRates().prices[`${sell}-${buy}`]!;
}
