import type { components } from '@emoney/api-types';
import { loadSpec } from '../../http/spec.js';

export type SwapToken = components['schemas']['SwapToken'];

/** The sandbox rate table, `SwapQuote`'s `x-sandbox-rates` in the contract (the docs show the same). */
export interface SandboxRates {
  lifetimeSeconds: number;
  tokens: Record<SwapToken, { decimals: number; usd: string }>;
  /** `SELL-BUY` → how much of the buy token one sell token buys. */
  prices: Record<string, string>;
}

let rates: SandboxRates | undefined;

/** Read once from the generated contract: the table is written in the spec and nowhere else. */
export function sandboxRates(): SandboxRates {
  if (rates) return rates;
  const schemas = (loadSpec('openapi.json') as unknown as { components: { schemas: Record<string, Record<string, unknown>> } }).components.schemas;
  const table = schemas.SwapQuote?.['x-sandbox-rates'] as SandboxRates | undefined;
  const tokens = (schemas.SwapToken?.enum ?? []) as SwapToken[];
  // A table that does not price every pair of the enum would answer 5xx later: refuse it now.
  const complete =
    table !== undefined &&
    Number.isInteger(table.lifetimeSeconds) &&
    tokens.every((t) => table.tokens[t] && tokens.every((u) => u === t || /^\d+\.\d+$/.test(table.prices[`${t}-${u}`] ?? '')));
  if (!complete) throw new Error("SwapQuote's x-sandbox-rates must give lifetimeSeconds, every token's decimals and usd, and a price for every pair");
  return (rates = table);
}

/** How much of `buy` one `sell` buys, in the sandbox. */
export function sandboxPrice(sell: SwapToken, buy: SwapToken): string {
  return sandboxRates().prices[`${sell}-${buy}`]!;
}
