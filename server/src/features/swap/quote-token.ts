import { InvalidInput } from '../../domain/errors.js';
import { isSealed, type DataKeyring } from '../secrets/data-keys.js';
import type { SwapQuote } from './swap-pricing.js';

/** What a quote token is bound to: the app that asked for it (another app's token does not open). */
const context = (clientId: string): string => `swap-quote:v1:${clientId.toLowerCase()}`;

/**
 * The `X-Quote-Token` of a quote: its terms sealed with the platform's data key (AES-256-GCM),
 * so the caller can neither read them nor change a digit without the token failing to open.
 * Nothing is stored at quote time: the token carries everything accepting needs.
 */
export function sealQuote(keys: DataKeyring, clientId: string, quote: SwapQuote): string {
  return keys.seal(JSON.stringify(quote), context(clientId));
}

const refused = (why: string) => new InvalidInput('The quote token is not valid', { 'X-Quote-Token': why });

/** The quote a token holds, when this platform sealed it for this app and it has not expired. */
export function openQuote(keys: DataKeyring, clientId: string, token: string, now: Date): SwapQuote {
  // `open` passes unsealed text through (rows from before encryption): a quote must be sealed.
  if (!isSealed(token)) throw refused('Send the X-Quote-Token of a quote unchanged');
  let quote: SwapQuote;
  try {
    quote = JSON.parse(keys.open(token, context(clientId))) as SwapQuote;
  } catch {
    throw refused('The token was changed, is not from this platform, or was quoted for another app');
  }
  if (quote.expiry * 1000 <= now.getTime()) throw refused(`The quote expired at ${new Date(quote.expiry * 1000).toISOString()}; ask for a new one`);
  return quote;
}
