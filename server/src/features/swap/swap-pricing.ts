import { randomUUID } from 'node:crypto';
import type { components } from '@emoney/api-types';
import { InvalidInput } from '../../domain/errors.js';
import { toChecksumAddress } from '../../crypto/address.js';
import { asFraction, ceilDiv, fromBaseUnits, toBaseUnits } from './decimal-units.js';
import { sandboxPrice, sandboxRates, type SwapToken } from './sandbox-rates.js';
import { tokenAddressOf } from './swap-addresses.js';

export type SwapQuote = components['schemas']['SwapQuote'];
export type SwapChain = components['schemas']['SwapChain'];

/** What a caller asks a quote for: exactly one of the two amounts. */
export interface QuoteRequest {
  chain: SwapChain;
  sellToken: SwapToken;
  buyToken: SwapToken;
  walletAddress: string;
  sellAmount?: string;
  buyAmount?: string;
}

/**
 * Prices a quote from the sandbox rate table. A sell amount buys `amount × price` rounded down,
 * a buy amount costs `amount ÷ price` rounded up: rounding always favours the platform by less
 * than one base unit, never the other way (a quote must not be farmed for dust).
 */
export function priceQuote(request: QuoteRequest, now: Date): SwapQuote {
  const { chain, sellToken, buyToken } = request;
  if (sellToken === buyToken) throw new InvalidInput('Validation failed', { buyToken: 'buyToken must differ from sellToken' });
  if ((request.sellAmount === undefined) === (request.buyAmount === undefined)) {
    const why = 'Give exactly one of sellAmount and buyAmount';
    throw new InvalidInput('Validation failed', { sellAmount: why, buyAmount: why });
  }
  const rates = sandboxRates();
  const sell = rates.tokens[sellToken];
  const buy = rates.tokens[buyToken];
  const price = asFraction(sandboxPrice(sellToken, buyToken));
  const sellScale = 10n ** BigInt(sell.decimals);
  const buyScale = 10n ** BigInt(buy.decimals);

  let sellUnits: bigint;
  let buyUnits: bigint;
  if (request.sellAmount !== undefined) {
    sellUnits = unitsOf(request.sellAmount, sell.decimals, 'sellAmount', sellToken);
    buyUnits = (sellUnits * price.numerator * buyScale) / (price.scale * sellScale);
  } else {
    buyUnits = unitsOf(request.buyAmount!, buy.decimals, 'buyAmount', buyToken);
    sellUnits = ceilDiv(buyUnits * price.scale * sellScale, price.numerator * buyScale);
  }

  return {
    id: randomUUID(),
    expiry: Math.floor(now.getTime() / 1000) + rates.lifetimeSeconds,
    chain,
    walletAddress: toChecksumAddress(request.walletAddress),
    sellToken,
    buyToken,
    sellTokenAddress: tokenAddressOf(chain, sellToken),
    buyTokenAddress: tokenAddressOf(chain, buyToken),
    sellTokenDecimals: sell.decimals,
    buyTokenDecimals: buy.decimals,
    sellAmount: fromBaseUnits(sellUnits, sell.decimals),
    buyAmount: fromBaseUnits(buyUnits, buy.decimals),
    sellAmountBaseUnits: sellUnits.toString(),
    buyAmountBaseUnits: buyUnits.toString(),
    // The settlement pulls exactly the sell amount, so that is the allowance it needs.
    requiredAllowanceBaseUnits: sellUnits.toString(),
    price: fromBaseUnits(price.numerator, price.scale.toString().length - 1),
    priceImpact: priceImpact(price, sell.usd, buy.usd),
    sellAmountUsd: usdOf(sellUnits, sellScale, sell.usd),
    buyAmountUsd: usdOf(buyUnits, buyScale, buy.usd),
  };
}

function unitsOf(amount: string, decimals: number, field: string, token: SwapToken): bigint {
  const units = toBaseUnits(amount, decimals);
  if (units === undefined) throw new InvalidInput('Validation failed', { [field]: `${token} has ${decimals} decimals; use no more than that` });
  return units;
}

/** A token amount's value in dollars, rounded down to the cent. */
function usdOf(units: bigint, scale: bigint, usd: string): string {
  const rate = asFraction(usd);
  return fromBaseUnits((units * rate.numerator * 100n) / (scale * rate.scale), 2);
}

/** (1 − price × usd(buy) ÷ usd(sell)) in percent, 2 decimals, rounded half away from zero. */
function priceImpact(price: { numerator: bigint; scale: bigint }, sellUsd: string, buyUsd: string): string {
  const s = asFraction(sellUsd);
  const b = asFraction(buyUsd);
  // In hundredths of a percent: 10000 × (1 − (p·b)/(s)), all as integers.
  const num = price.scale * b.scale * s.numerator - price.numerator * b.numerator * s.scale;
  const den = price.scale * b.scale * s.numerator;
  const scaled = num * 10000n;
  const magnitude = ((scaled < 0n ? -scaled : scaled) * 2n + den) / (2n * den);
  const text = fromBaseUnits(magnitude, 2, 2);
  return num < 0n && magnitude > 0n ? `-${text}` : text;
}
