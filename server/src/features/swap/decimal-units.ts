/**
 * Decimal text ↔ integer base units, exactly (bigint): swap amounts are signed as uint256, so no
 * floating point may touch them.
 */

/** `text` in units of 10^-decimals, or undefined when it has more decimals than that. */
export function toBaseUnits(text: string, decimals: number): bigint | undefined {
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length > decimals) return undefined;
  return BigInt(whole + fraction.padEnd(decimals, '0'));
}

/** Base units as decimal text, trailing zeros dropped but at least `minDecimals` kept (`10.00`, `9.2`→`9.20`). */
export function fromBaseUnits(units: bigint, decimals: number, minDecimals = 2): string {
  const digits = units.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  let fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  if (fraction.length < Math.min(minDecimals, decimals)) fraction = fraction.padEnd(Math.min(minDecimals, decimals), '0');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** A decimal text as the fraction numerator / 10^scale. */
export function asFraction(text: string): { numerator: bigint; scale: bigint } {
  const fraction = text.split('.')[1] ?? '';
  return { numerator: BigInt(text.replace('.', '')), scale: 10n ** BigInt(fraction.length) };
}

export const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;
