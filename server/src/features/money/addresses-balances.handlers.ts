import { toChecksumAddress } from '../../crypto/address.js';
import type { Handler } from '../../http/handler-types.js';
import { formatCents } from '../../domain/amounts.js';
import { holderBalances } from './ledger.repository.js';
import { profileOfAddress } from './money-access.js';
import type { Currency } from './money.tables.js';

/**
 * Balances from the ledger, of an address linked (on any chain) to a profile the caller may read;
 * a chain it never held tokens on answers zeros. Unknown and foreign addresses answer 404 alike.
 */
export const getBalances: Handler<'getBalances'> = async ({ params, query, principal }, ctx) => {
  await profileOfAddress(ctx, principal, params.address, undefined, 'read');
  const requested = query.currency ?? ['eur'];
  const currencies: Currency[] = Array.isArray(requested) ? requested : [requested];
  const balances = await holderBalances(ctx.db, { chain: params.chain, address: params.address }, currencies);
  return {
    status: 200,
    body: {
      address: toChecksumAddress(params.address),
      chain: params.chain,
      balances: currencies.map((currency) => ({ currency, amount: formatCents(balances.get(currency) ?? 0n) })),
    },
  };
};
