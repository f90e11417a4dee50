// ISO 13616 IBANs: normalising input, mod-97 check digits, issuing new ones for a country.
import { randomInt } from 'node:crypto';

/**
 * IBAN lengths of the SEPA countries (the SWIFT IBAN registry), and how many letters their BBAN
 * starts with (a bank code in letters, or Italy's and San Marino's CIN check letter).
 */
const COUNTRIES: Record<string, { length: number; letters?: number }> = {
  AD: { length: 24 }, AT: { length: 20 }, BE: { length: 16 }, BG: { length: 22, letters: 4 }, CH: { length: 21 },
  CY: { length: 28 }, CZ: { length: 24 }, DE: { length: 22 }, DK: { length: 18 }, EE: { length: 20 },
  ES: { length: 24 }, FI: { length: 18 }, FR: { length: 27 }, GB: { length: 22, letters: 4 }, GI: { length: 23, letters: 4 },
  GR: { length: 27 }, HR: { length: 21 }, HU: { length: 28 }, IE: { length: 22, letters: 4 }, IS: { length: 26 },
  IT: { length: 27, letters: 1 }, LI: { length: 21 }, LT: { length: 20 }, LU: { length: 20 }, LV: { length: 21, letters: 4 },
  MC: { length: 27 }, MT: { length: 31, letters: 4 }, NL: { length: 18, letters: 4 }, NO: { length: 15 }, PL: { length: 28 },
  PT: { length: 25 }, RO: { length: 24, letters: 4 }, SE: { length: 24 }, SI: { length: 19 }, SK: { length: 24 },
  SM: { length: 27, letters: 1 },
};

/** Upper case without spaces: how IBANs are stored, compared and answered. */
export function normalizeIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** The IBAN as `NL91...4300`: first four, three dots, last four (11 characters). */
export function shortenIban(iban: string): string {
  const value = normalizeIban(iban);
  return `${value.slice(0, 4)}...${value.slice(-4)}`;
}

/** ISO 7064 mod 97-10 of an IBAN rearranged (BBAN + country + check digits), letters as 10..35. */
function mod97(rearranged: string): number {
  let remainder = 0;
  for (const char of rearranged) {
    const digits = char >= 'A' && char <= 'Z' ? String(char.charCodeAt(0) - 55) : char;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder;
}

/** The two check digits of a country and BBAN. */
export function ibanCheckDigits(country: string, bban: string): string {
  return String(98 - mod97(`${bban}${country}00`)).padStart(2, '0');
}

/** True for a well-formed IBAN whose check digits are right (and, for a known country, whose length is). */
export function isValidIban(input: string): boolean {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const known = COUNTRIES[iban.slice(0, 2)];
  if (known && known.length !== iban.length) return false;
  return mod97(`${iban.slice(4)}${iban.slice(0, 4)}`) === 1;
}

/** Whether this deployment can issue IBANs of a country. */
export function canIssueIbans(country: string): boolean {
  return Object.hasOwn(COUNTRIES, country);
}

/**
 * A new random IBAN of `country` with valid check digits: the provider's bank code in letters
 * where the country's BBAN starts with letters (`EMNY`…), random digits for the rest. Uniqueness
 * is the caller's (the `ibans` primary key, with a retry).
 */
export function generateIban(country: string): string {
  const format = COUNTRIES[country];
  if (!format) throw new RangeError(`no IBAN format known for country ${country}`);
  const letters = 'EMNY'.slice(0, format.letters ?? 0);
  let bban = letters;
  while (bban.length < format.length - 4) bban += String(randomInt(10));
  return `${country}${ibanCheckDigits(country, bban)}${bban}`;
}

/** The BIC of the IBANs this deployment issues in a country (ISO 9362: bank, country, location, branch). */
export function bicFor(country: string): string {
  return `EMNY${country}RRXXX`;
}
