import { describe, expect, it } from 'vitest';
import { formatAmount, formatCents, toCents } from '../../src/domain/amounts.js';
import { generateIban, isValidIban, normalizeIban, shortenIban } from '../../src/features/money/iban.js';
import { parseRfc3339 } from '../../src/features/money/order-message.js';

describe('amounts in cents', () => {
  it('reads and writes exact decimals', () => {
    expect(toCents('100')).toBe(10000n);
    expect(toCents('0.1')).toBe(10n);
    expect(toCents('-40.05')).toBe(-4005n);
    expect(toCents('99999999999999999999.99')).toBe(9999999999999999999999n);
    expect(formatCents(10n)).toBe('0.10');
    expect(formatCents(-4005n)).toBe('-40.05');
    expect(formatCents(toCents('0.1') + toCents('0.2'))).toBe('0.30');
    expect(() => toCents('1.005')).toThrow();
    expect(() => toCents('1e3')).toThrow();
  });

  it('formats any amount as its cents would, the database’s canonical text included', () => {
    const samples = ['0.00', '-0.00', '2.00', '0.50', '-40.05', '00.10', '007.00', '100', '-1', '40.5', '-0.5', '99999999999999999999.99', ' 3.00', '1.1'];
    for (let i = 0; i < 500; i++) {
      const cents = BigInt(Math.floor(Math.random() * 1e9)) * (i % 3 === 0 ? -1n : 1n);
      samples.push(formatCents(cents), `${cents / 100n}`, `${cents}.${String(i % 100).padStart(2, '0')}`);
    }
    for (const amount of samples) expect(formatAmount(amount), amount).toBe(formatCents(toCents(amount)));
    expect(formatAmount('-0.00')).toBe('0.00');
    expect(formatAmount('007.10')).toBe('7.10');
  });
});

describe('IBANs', () => {
  it('generates valid IBANs of the right length for every SEPA country it knows', () => {
    const lengths: Record<string, number> = { IS: 26, DE: 22, FR: 27, GB: 22, NL: 18, NO: 15, MT: 31, IT: 27 };
    for (const [country, length] of Object.entries(lengths)) {
      for (let i = 0; i < 20; i++) {
        const iban = generateIban(country);
        expect(iban).toHaveLength(length);
        expect(iban.startsWith(country)).toBe(true);
        expect(isValidIban(iban)).toBe(true);
      }
    }
  });

  it('normalises, shortens and checks', () => {
    expect(normalizeIban('is14 0159 2600 7654 5510 7303 39')).toBe('IS140159260076545510730339');
    expect(shortenIban('IS14 0159 2600 7654 5510 7303 39')).toBe('IS14...0339');
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('GB82WEST1234569876543')).toBe(false);
    expect(isValidIban('IS150159260076545510730339')).toBe(false);
  });
});

describe('RFC 3339 timestamps of order messages', () => {
  it('reads minutes, seconds, fractions and offsets as instants', () => {
    expect(parseRfc3339('2026-11-22T09:30Z')?.toISOString()).toBe('2026-11-22T09:30:00.000Z');
    expect(parseRfc3339('2026-11-22T09:30:15.5Z')?.toISOString()).toBe('2026-11-22T09:30:15.500Z');
    expect(parseRfc3339('2026-11-22T11:30+02:00')?.toISOString()).toBe('2026-11-22T09:30:00.000Z');
    expect(parseRfc3339('2026-11-22T04:00-05:30')?.toISOString()).toBe('2026-11-22T09:30:00.000Z');
    expect(parseRfc3339('2026-02-29T10:00Z')).toBeUndefined();
    expect(parseRfc3339('2028-02-29T10:00Z')).toBeDefined();
    expect(parseRfc3339('2026-11-22 09:30Z')).toBeUndefined();
    expect(parseRfc3339('2026-11-22T09:30')).toBeUndefined();
  });
});
