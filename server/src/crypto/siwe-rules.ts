// The emoney acceptance rules for Sign-In with Ethereum messages (EIP-4361) that need no database:
// lifetime, clock skew, the resources our sign-in page shows, chain and origin. The parser and the
// formatter are in siwe.ts; the rules that need the database are the caller's.
import { hasValidChecksum } from './address.js';
import { formatSiweMessage, isSiweError, parseRfc3339, parseSiweMessage, type SiweMessage } from './siwe.js';

// EIP-4361 asks for at least 8 alphanumeric characters; the parser accepts any alphanumeric nonce.
const NONCE = /^[A-Za-z0-9]{8,}$/;

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
