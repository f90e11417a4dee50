import type { Handler } from '../../http/handler-types.js';
import { acceptSwap, quoteSwap } from './swap.service.js';

export const getSwapQuote: Handler<'getSwapQuote'> = ({ params, query, principal }, ctx) => {
  const { quote, quoteToken } = quoteSwap(ctx, principal, { ...params, ...query });
  return { status: 200, body: quote, headers: { 'X-Quote-Token': quoteToken } };
};

export const acceptSwapQuote: Handler<'acceptSwapQuote'> = async ({ headers, principal }, ctx) => {
  // The contract requires the header; a repeated header arrives joined and would not open anyway.
  const token = String(headers['x-quote-token'] ?? '');
  return { status: 200, body: await acceptSwap(ctx, principal, token) };
};
