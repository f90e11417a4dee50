// The message a customer signs to authorise a redeem order, and its rules (NewOrder in the contract):
//   Send {CURRENCY} {amount} to {IBAN} at {timestamp}
//   Send {CURRENCY} {amount} to {address} on {chain} at {timestamp}
import { toCents } from '../../domain/amounts.js';
import { normalizeIban, shortenIban } from './iban.js';

/** How old the message's timestamp may be (product specification: 5 minutes). */
export const MESSAGE_MAX_AGE_MS = 5 * 60_000;
/**
 * How far ahead the message's timestamp may be (the specification allows "in the future"; we bound
 * it, written in the contract, so a signed message always goes stale: 1 hour covers clock skew).
 */
export const MESSAGE_MAX_FUTURE_MS = 3600_000;

const MESSAGE = /^Send ([A-Z]{3}) ([0-9]+(?:\.[0-9]{1,2})?) to (\S+)(?: on ([a-z]+))? at (\S+)$/;
const TIMESTAMP = /^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2})(?::([0-9]{2})(\.[0-9]+)?)?(Z|([+-])([0-9]{2}):([0-9]{2}))$/;

export interface ParsedMessage {
  currency: string;
  amount: string;
  /** The IBAN or the address, as written. */
  to: string;
  /** Only in the cross-chain form. */
  chain: string | undefined;
  timestamp: string;
}

export function parseOrderMessage(message: string): ParsedMessage | undefined {
  const match = MESSAGE.exec(message);
  if (!match) return undefined;
  return { currency: match[1]!, amount: match[2]!, to: match[3]!, chain: match[4], timestamp: match[5]! };
}

/**
 * An RFC 3339 date-time to the minute (seconds and fractions allowed) with `Z` or any offset, as
 * an instant; undefined when it is not one or names a day that does not exist (2026-02-30).
 */
export function parseRfc3339(text: string): Date | undefined {
  const m = TIMESTAMP.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as number[];
  const fraction = m[7] ? Number(m[7].slice(0, 4)) * 1000 : 0;
  if (hour! > 23 || minute! > 59 || second! > 59) return undefined;
  const local = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!, Math.floor(fraction));
  const check = new Date(local);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day) return undefined;
  let offsetMinutes = 0;
  if (m[8] !== 'Z') {
    const hours = Number(m[10]);
    const minutes = Number(m[11]);
    if (hours > 23 || minutes > 59) return undefined;
    offsetMinutes = (m[9] === '-' ? -1 : 1) * (hours * 60 + minutes);
  }
  return new Date(local - offsetMinutes * 60_000);
}

export interface OrderTerms {
  currency: string;
  amount: string;
  counterpart: { identifier: { standard: 'iban'; iban: string } | { standard: 'chain'; address: string; chain: string } | { standard: string } };
}

/**
 * Checks a message against the order it should authorise: the currency, the amount (compared as
 * values: `100`, `100.0` and `100.00` are the same amount), the counterpart (the IBAN in full or
 * shortened unless `requireFullIban`, or the address and chain), and a timestamp no more than
 * 5 minutes old nor more than 1 hour ahead. Answers one
 * reason per mismatch, empty when the message fits.
 */
export function checkOrderMessage(message: string, order: OrderTerms, now: Date, options: { requireFullIban?: boolean } = {}): string[] {
  const parsed = parseOrderMessage(message);
  if (!parsed) return ['The message is not of the form "Send {CURRENCY} {amount} to {IBAN} at {timestamp}" or "Send {CURRENCY} {amount} to {address} on {chain} at {timestamp}"'];
  const problems: string[] = [];
  if (parsed.currency !== order.currency.toUpperCase()) {
    problems.push(`The message sends ${parsed.currency} but the order is in ${order.currency.toUpperCase()}`);
  }
  if (toCents(parsed.amount) !== toCents(order.amount)) {
    problems.push(`The message sends ${parsed.amount} but the order's amount is ${order.amount}`);
  }
  const identifier = order.counterpart.identifier;
  if (identifier.standard === 'iban' && 'iban' in identifier) {
    const iban = normalizeIban(identifier.iban);
    if (parsed.chain !== undefined) problems.push('The message is cross-chain but the counterpart is a bank account');
    else if (options.requireFullIban && parsed.to !== iban) {
      problems.push(`The message must name the counterpart's full IBAN (${iban}): this deployment does not accept the shortened form`);
    } else if (parsed.to !== iban && parsed.to !== shortenIban(iban)) {
      problems.push(`The message sends to ${parsed.to}, not to the counterpart's IBAN (${iban} or ${shortenIban(iban)})`);
    }
  } else if (identifier.standard === 'chain' && 'address' in identifier) {
    if (parsed.chain === undefined) problems.push('The message sends to a bank account but the counterpart is an address on a chain');
    else if (parsed.to.toLowerCase() !== identifier.address.toLowerCase() || parsed.chain !== identifier.chain) {
      problems.push(`The message sends to ${parsed.to} on ${parsed.chain}, not to the counterpart's ${identifier.address} on ${identifier.chain}`);
    }
  }
  const at = parseRfc3339(parsed.timestamp);
  if (!at) problems.push(`The message's timestamp ${parsed.timestamp} is not an RFC 3339 date-time`);
  else if (now.getTime() - at.getTime() > MESSAGE_MAX_AGE_MS) {
    problems.push(`The message's timestamp ${parsed.timestamp} is more than 5 minutes old: sign a new message`);
  } else if (at.getTime() - now.getTime() > MESSAGE_MAX_FUTURE_MS) {
    problems.push(`The message's timestamp ${parsed.timestamp} is more than 1 hour in the future: sign it with the current time`);
  }
  return problems;
}
