// Sign-In with Ethereum (EIP-4361) messages: a strict parser, the emoney acceptance rules, and a
// formatter. Pure: the rules that need the database (nonce never used before, chain on which the
// user linked an address, address linked to the user) are left to the caller, which gets the
// parsed fields to check them. Signature recovery is in eip191.ts.
//
// Why strict: the text is what the wallet showed the user. Anything we would "fix up" (a trailing
// newline, \r\n, a missing blank line) is a message the user did not see exactly as we read it.
import { hasValidChecksum } from './address.js';

/** A parsed message. Time fields are kept as written so formatting a parsed message gives the same text. */
export interface SiweMessage {
  /** Scheme written before the domain (`https://app.test wants you…`), if any. */
  readonly scheme?: string;
  /** RFC 3986 authority that asks for the sign-in (host, optionally port). */
  readonly domain: string;
  /** The address as written (checksum case or not). Compare case-insensitively. */
  readonly address: string;
  readonly statement?: string;
  readonly uri: string;
  /** Digits; only "1" passes checkSiweMessage. */
  readonly version: string;
  readonly chainId: number;
  /** Letters and digits; checkSiweMessage wants at least 8. */
  readonly nonce: string;
  /** RFC 3339 date-time as written; see parseRfc3339. */
  readonly issuedAt: string;
  readonly expirationTime?: string;
  readonly notBefore?: string;
  readonly requestId?: string;
  /** Undefined when there is no `Resources:` line; [] when the line has no items. */
  readonly resources?: readonly string[];
}

/** Why a text is not an EIP-4361 message. `error` is fit for an OAuth error_description. */
export interface SiweError {
  readonly error: string;
}

/** Input of formatSiweMessage: time fields may be Dates (written with toISOString), version defaults to "1". */
export interface SiweFields extends Omit<SiweMessage, 'version' | 'issuedAt' | 'expirationTime' | 'notBefore'> {
  readonly version?: string;
  readonly issuedAt: string | Date;
  readonly expirationTime?: string | Date;
  readonly notBefore?: string | Date;
}

export interface SiweRules {
  readonly now: Date;
  /** The accepted sign-in page URL(s) (`EMONEY_SIWE_SIGNIN_URLS`, default `{public URL}/siwe`): first resource, any one of them. */
  readonly signInPage: string | readonly string[];
  /** The app's privacy policy: second resource. */
  readonly privacyPolicyUrl: string;
  /** The app's terms of service: third resource. */
  readonly termsOfServiceUrl: string;
  /** EIP-155 ids accepted here (typically those of chains where the user linked an address). */
  readonly allowedChainIds: readonly number[];
  /** The app's host (authority of its redirect URI); when given the message domain must equal it. */
  readonly domain?: string;
  /** Tolerance for clocks running ahead (Issued At, Not Before). Default SIWE_CLOCK_SKEW_SECONDS. */
  readonly clockSkewSeconds?: number;
  /** The app's redirect URI: when given, the message URI must share its origin (https, or http on localhost). */
  readonly redirectUri?: string;
}

/**
 * How long a SIWE message may live and how old it may be when used: 10 minutes. Client-chosen
 * nonces are accepted once, so the window bounds how long the nonce table must remember them.
 */
export const SIWE_MAX_LIFETIME_SECONDS = 600;

/**
 * Wallets stamp Issued At with the device clock; a phone a few seconds ahead of the server must not
 * be locked out, so Issued At and Not Before may lie up to this far in the future. Expiration Time
 * gets no tolerance: when in doubt, an expired message is refused.
 */
export const SIWE_CLOCK_SKEW_SECONDS = 60;

/** The contract's maxLength for the message. */
export const SIWE_MAX_LENGTH = 4096;

const HEADER_SUFFIX = ' wants you to sign in with your Ethereum account:';
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/;
// RFC 3986 authority characters: unreserved, pct-encoded, sub-delims, ":", "@", and "[" "]" for IPv6.
const AUTHORITY = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@[\]]|%[0-9A-Fa-f]{2})+$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
// EIP-4361: statement = *( reserved / unreserved / " " ), i.e. printable ASCII minus a few.
const STATEMENT = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]+$/;
// An absolute RFC 3986 URI: scheme ":" then URI characters (pct-encoding well formed).
const URI = /^[A-Za-z][A-Za-z0-9+.-]*:(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/;
const VERSION = /^[0-9]+$/;
const CHAIN_ID = /^[1-9][0-9]*$/;
const NONCE_CHARS = /^[A-Za-z0-9]+$/;
const NONCE = /^[A-Za-z0-9]{8,}$/;
// EIP-4361: request-id = *pchar
const REQUEST_ID = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})*$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/**
 * An RFC 3339 date-time (upper-case T and Z, as the contract's pattern requires) as a Date, or null.
 * Calendar ranges are checked (no 31 April). Leap seconds (:60) are refused: JavaScript dates cannot
 * hold them and no wallet produces them. Fractions beyond milliseconds are truncated.
 */
export function parseRfc3339(value: string): Date | null {
  const m = DATE_TIME.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const millis = m[7] === undefined ? 0 : Number((m[7] + '00').slice(0, 3));
  let offsetMinutes = 0;
  if (m[8] !== undefined) {
    const oh = Number(m[9]);
    const om = Number(m[10]);
    if (oh > 23 || om > 59) return null;
    offsetMinutes = (m[8] === '+' ? 1 : -1) * (oh * 60 + om);
  }
  // setUTCFullYear, not Date.UTC: Date.UTC maps years 0..99 to 1900..1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, millis);
  return new Date(date.getTime() - offsetMinutes * 60_000);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isSiweError(value: SiweMessage | SiweError): value is SiweError {
  return 'error' in value;
}

/**
 * Parses an EIP-4361 message exactly as written. Never throws; returns `{ error }` with a reason.
 *
 * Grammar as in the EIP, with two deliberate latitudes so checkSiweMessage can name the problem:
 * `Version` may be any digits and `Nonce` any number of letters and digits (the EIP says "1" and
 * at least 8). Everything else is refused here: \r anywhere, a trailing newline, missing blank
 * lines around the statement, fields out of order, unknown lines, malformed values.
 */
export function parseSiweMessage(text: string): SiweMessage | SiweError {
  if (typeof text !== 'string' || text.length === 0) return fail('the SIWE message is empty');
  if (text.length > SIWE_MAX_LENGTH) return fail(`the SIWE message is longer than ${SIWE_MAX_LENGTH} characters`);
  // Checked on the raw text, before splitting, so neither can be silently absorbed.
  if (text.includes('\r')) return fail('the SIWE message must separate lines with a single line feed, not a carriage return (CRLF)');
  if (text.endsWith('\n')) return fail('the SIWE message must not end with a newline: its last character is the last character of the last line');

  const lines = text.split('\n');
  let i = 0;
  const lineNo = () => i + 1;

  // 1: [scheme "://"] domain " wants you to sign in with your Ethereum account:"
  const header = lines[i]!;
  if (!header.endsWith(HEADER_SUFFIX)) {
    return fail(`SIWE line 1 must be: {domain}${HEADER_SUFFIX}`);
  }
  let domain = header.slice(0, -HEADER_SUFFIX.length);
  let scheme: string | undefined;
  const sep = domain.indexOf('://');
  if (sep >= 0) {
    scheme = domain.slice(0, sep);
    domain = domain.slice(sep + 3);
    if (!SCHEME.test(scheme)) return fail('SIWE line 1: the scheme before the domain is not a valid URI scheme');
  }
  if (!AUTHORITY.test(domain)) return fail('SIWE line 1: the domain is not a valid host (RFC 3986 authority)');
  i++;

  // 2: address
  const address = lines[i];
  if (address === undefined || !ADDRESS.test(address)) {
    return fail('SIWE line 2 must be the Ethereum address: 0x followed by 40 hex digits');
  }
  i++;

  // 3: empty; 4: statement or empty; then (after a statement) another empty line.
  if (lines[i] !== '') return fail('SIWE line 3 must be empty');
  i++;
  let statement: string | undefined;
  const maybeStatement = lines[i];
  if (maybeStatement === undefined) return endedEarly();
  if (maybeStatement !== '') {
    if (maybeStatement.startsWith('URI: ')) {
      return fail('SIWE message without a statement must keep two empty lines between the address and the URI line (EIP-4361)');
    }
    if (!STATEMENT.test(maybeStatement)) {
      return fail(`SIWE line ${lineNo()}: the statement may only contain printable ASCII letters, digits, spaces and URI punctuation (EIP-4361)`);
    }
    statement = maybeStatement;
    i++;
    if (lines[i] === undefined) return endedEarly();
    if (lines[i] !== '') return fail(`SIWE line ${lineNo()} must be empty: the statement is a single line followed by an empty line`);
  }
  i++;

  // Required fields, in this order.
  const uri = take('URI');
  if (typeof uri !== 'string') return uri;
  if (!URI.test(uri)) return fail(`SIWE line ${i}: URI is not an absolute RFC 3986 URI`);

  const version = take('Version');
  if (typeof version !== 'string') return version;
  if (!VERSION.test(version)) return fail(`SIWE line ${i}: Version must be a number`);

  const chain = take('Chain ID');
  if (typeof chain !== 'string') return chain;
  const chainId = Number(chain);
  if (!CHAIN_ID.test(chain) || !Number.isSafeInteger(chainId)) {
    return fail(`SIWE line ${i}: Chain ID must be a positive decimal integer without leading zeros`);
  }

  const nonce = take('Nonce');
  if (typeof nonce !== 'string') return nonce;
  if (!NONCE_CHARS.test(nonce)) return fail(`SIWE line ${i}: Nonce may only contain letters and digits`);

  const issuedAt = take('Issued At');
  if (typeof issuedAt !== 'string') return issuedAt;
  if (parseRfc3339(issuedAt) === null) return fail(`SIWE line ${i}: Issued At is not an RFC 3339 date-time`);

  // Optional fields, in this order.
  const expirationTime = takeOptional('Expiration Time');
  if (expirationTime !== undefined && parseRfc3339(expirationTime) === null) {
    return fail(`SIWE line ${i}: Expiration Time is not an RFC 3339 date-time`);
  }
  const notBefore = takeOptional('Not Before');
  if (notBefore !== undefined && parseRfc3339(notBefore) === null) {
    return fail(`SIWE line ${i}: Not Before is not an RFC 3339 date-time`);
  }
  const requestId = takeOptional('Request ID');
  if (requestId !== undefined && !REQUEST_ID.test(requestId)) {
    return fail(`SIWE line ${i}: Request ID may only contain URI path characters`);
  }

  let resources: string[] | undefined;
  if (lines[i] === 'Resources:') {
    i++;
    resources = [];
    while (i < lines.length && lines[i]!.startsWith('- ')) {
      const resource = lines[i]!.slice(2);
      if (!URI.test(resource)) return fail(`SIWE line ${lineNo()}: resource is not an absolute RFC 3986 URI`);
      resources.push(resource);
      i++;
    }
  }

  if (i < lines.length) {
    // Do not echo the line: it is untrusted text and error_description has a restricted alphabet.
    return fail(`SIWE line ${lineNo()} is not expected here (fields must appear in EIP-4361 order, each once)`);
  }

  const message: SiweMessage = {
    domain,
    address,
    uri,
    version,
    chainId,
    nonce,
    issuedAt,
    ...(scheme !== undefined && { scheme }),
    ...(statement !== undefined && { statement }),
    ...(expirationTime !== undefined && { expirationTime }),
    ...(notBefore !== undefined && { notBefore }),
    ...(requestId !== undefined && { requestId }),
    ...(resources !== undefined && { resources }),
  };
  return message;

  // A required "Name: value" line at the cursor; advances past it.
  function take(name: string): string | SiweError {
    const line = lines[i];
    if (line === undefined) return endedEarly(name);
    if (!line.startsWith(`${name}: `)) return fail(`SIWE line ${lineNo()} must be the ${name} line (${name}: ...)`);
    i++;
    return line.slice(name.length + 2);
  }

  // An optional "Name: value" line at the cursor; advances only when present.
  function takeOptional(name: string): string | undefined {
    const line = lines[i];
    if (line === undefined || !line.startsWith(`${name}: `)) return undefined;
    i++;
    return line.slice(name.length + 2);
  }

  function endedEarly(expected?: string): SiweError {
    return fail(`the SIWE message ends too early${expected ? `: the ${expected} line is missing` : ''}`);
  }
}

function fail(error: string): SiweError {
  return { error };
}

/**
 * The text of a message, lines joined by "\n", no trailing newline, blank lines as EIP-4361
 * prescribes. It does not validate (tests use it to build broken messages too): pair it with
 * parseSiweMessage / checkSiweMessage.
 */
export function formatSiweMessage(fields: SiweFields): string {
  const time = (t: string | Date) => (typeof t === 'string' ? t : t.toISOString());
  const lines = [
    `${fields.scheme !== undefined ? `${fields.scheme}://` : ''}${fields.domain}${HEADER_SUFFIX}`,
    fields.address,
    '',
    ...(fields.statement !== undefined ? [fields.statement, ''] : ['']),
    `URI: ${fields.uri}`,
    `Version: ${fields.version ?? '1'}`,
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${time(fields.issuedAt)}`,
  ];
  if (fields.expirationTime !== undefined) lines.push(`Expiration Time: ${time(fields.expirationTime)}`);
  if (fields.notBefore !== undefined) lines.push(`Not Before: ${time(fields.notBefore)}`);
  if (fields.requestId !== undefined) lines.push(`Request ID: ${fields.requestId}`);
  if (fields.resources !== undefined) lines.push('Resources:', ...fields.resources.map((r) => `- ${r}`));
  return lines.join('\n');
}

/**
 * null when the message satisfies every emoney rule that needs no database, else a reason fit for
 * an OAuth error_description. Accepts the raw text (parse errors become the reason) or a parsed
 * message (which is re-checked through format + parse, so a hand-built object cannot skip syntax).
 * Never throws on the message; throws a TypeError only when rules.now is an invalid Date.
 *
 * Still the caller's job: nonce never used before, the address linked to the user, the chain one
 * on which the user linked an address (pass those ids as allowedChainIds), the signature itself.
 */
export function checkSiweMessage(message: string | SiweMessage, rules: SiweRules): string | null {
  const reason = siweRuleViolation(message, rules);
  // RFC 6749 §5.2 limits error_description to %x20-21 / %x23-5B / %x5D-7E (no " and no \).
  return reason === null ? null : reason.replace(/[^\x20\x21\x23-\x5B\x5D-\x7E]/g, '?');
}

function siweRuleViolation(input: string | SiweMessage, rules: SiweRules): string | null {
  let text: string;
  if (typeof input === 'string') text = input;
  else {
    try {
      text = formatSiweMessage(input);
    } catch {
      return 'not a SIWE message';
    }
  }
  const parsed = parseSiweMessage(text);
  if (isSiweError(parsed)) return parsed.error;
  const m = parsed;

  if (m.version !== '1') return 'SIWE Version must be 1';
  if (!hasValidChecksum(m.address)) {
    return 'SIWE address has mixed case that is not its EIP-55 checksum (write it in checksum case or all lowercase)';
  }
  if (rules.domain !== undefined && m.domain.toLowerCase() !== rules.domain.toLowerCase()) {
    return `SIWE domain ${m.domain} is not the app host ${rules.domain}`;
  }
  if (!rules.allowedChainIds.includes(m.chainId)) {
    const accepted = rules.allowedChainIds.length > 0 ? rules.allowedChainIds.join(', ') : 'none';
    return `SIWE Chain ID ${m.chainId} is not accepted here (accepted: ${accepted})`;
  }
  if (!NONCE.test(m.nonce)) return 'SIWE Nonce must be at least 8 letters or digits';

  // The parser has validated every date, so the non-null assertions below cannot fail.
  const now = rules.now.getTime();
  // A bad clock would make every time comparison false, i.e. let everything through: fail loudly.
  if (!Number.isFinite(now)) throw new TypeError('checkSiweMessage: rules.now is not a valid Date');
  const skew = (rules.clockSkewSeconds ?? SIWE_CLOCK_SKEW_SECONDS) * 1000;
  const issuedAt = parseRfc3339(m.issuedAt)!.getTime();
  if (issuedAt > now + skew) return `SIWE Issued At ${m.issuedAt} is in the future`;
  if (m.expirationTime === undefined) return 'SIWE Expiration Time is required';
  const expiresAt = parseRfc3339(m.expirationTime)!.getTime();
  if (expiresAt <= issuedAt) return 'SIWE Expiration Time must be later than Issued At';
  if (expiresAt <= now) return `SIWE message expired at ${m.expirationTime}`;
  const window = SIWE_MAX_LIFETIME_SECONDS * 1000;
  if (expiresAt - issuedAt > window) return `SIWE Expiration Time may be at most ${SIWE_MAX_LIFETIME_SECONDS / 60} minutes after Issued At`;
  if (now - issuedAt > window) return `SIWE Issued At ${m.issuedAt} is more than ${SIWE_MAX_LIFETIME_SECONDS / 60} minutes old`;
  if (m.notBefore !== undefined && parseRfc3339(m.notBefore)!.getTime() > now + skew) {
    return `SIWE message is not valid before ${m.notBefore}`;
  }

  const pages: readonly string[] = typeof rules.signInPage === 'string' ? [rules.signInPage] : rules.signInPage;
  if (rules.redirectUri !== undefined) {
    const problem = uriProblem(m.uri, rules.redirectUri);
    if (problem) return problem;
  }

  const given = m.resources ?? [];
  const page = given[0] !== undefined && pages.includes(given[0]) ? given[0] : pages[0];
  const expected = [page, rules.privacyPolicyUrl, rules.termsOfServiceUrl];
  if (given.length !== expected.length || given.some((r, k) => r !== expected[k])) {
    const first = pages.length > 1 ? `one of (${pages.join(' | ')})` : pages[0];
    return `SIWE Resources must list exactly these 3 URIs in this order: ${first}, ${rules.privacyPolicyUrl}, ${rules.termsOfServiceUrl}`;
  }
  return null;
}

/** Why a SIWE URI is not the app's: another origin than its redirect URI, or not https (http only on localhost). */
function uriProblem(uri: string, redirectUri: string): string | null {
  let given: URL;
  try {
    given = new URL(uri);
  } catch {
    return 'SIWE URI is not a URL';
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(given.hostname);
  if (given.protocol !== 'https:' && !(given.protocol === 'http:' && local)) return 'SIWE URI must use https (http only on localhost)';
  if (given.origin !== new URL(redirectUri).origin) return `SIWE URI must be on the app's registered redirect origin ${new URL(redirectUri).origin}`;
  return null;
}
