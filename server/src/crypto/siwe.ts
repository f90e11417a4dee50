// Sign-In with Ethereum (EIP-4361) messages: a strict parser and a formatter. The emoney acceptance
// rules are in siwe-rules.ts, signature recovery in eip191.ts.
//
// Why strict: the text is what the wallet showed the user. Anything we would "fix up" (a trailing
// newline, \r\n, a missing blank line) is a message the user did not see exactly as we read it.

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
