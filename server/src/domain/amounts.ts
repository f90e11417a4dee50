// Exact decimal arithmetic for money: amounts travel as decimal strings ("100", "40.5", "-12.34")
// and are computed on as BigInt cents. Never a JS float.

const AMOUNT = /^(-?)([0-9]+)(?:\.([0-9]{1,2}))?$/;

/** Cents of a decimal string with at most two decimals (also what pg returns for numeric(38,2)). */
export function toCents(amount: string): bigint {
  const match = AMOUNT.exec(amount.trim());
  if (!match) throw new RangeError(`not an amount with at most two decimals: "${amount}"`);
  const [, sign, whole, fraction = ''] = match;
  const cents = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** The canonical form: two decimals, no leading zeros ("100.00", "0.50", "-40.00"). */
export function formatCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** Already canonical: what PostgreSQL answers for a numeric(38,2) (never "-0.00"). */
const CANONICAL = /^-?(?:0|[1-9][0-9]*)\.[0-9]{2}$/;

/** An amount in canonical form. */
export function formatAmount(amount: string): string {
  // A listing formats every row's amount: the database's text is nearly always canonical already.
  if (CANONICAL.test(amount) && amount !== '-0.00') return amount;
  return formatCents(toCents(amount));
}
