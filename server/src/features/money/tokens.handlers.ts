import type { AppContext } from '../../app-context.js';
import type { Handler } from '../../http/handler-types.js';
import { constantBody } from '../../http/send.js';
import { listTokens as tokensOf, type LocalTokens, type Token } from './tokens.js';

/** The list never changes while the process runs (local contract addresses are fixed too): one answer per context, serialized once. */
const answers = new WeakMap<AppContext, Token[]>();

function localTokens(ctx: AppContext): LocalTokens | undefined {
  const chains = ctx.localChains;
  if (!chains) return undefined;
  const tokens = chains.contracts().tokens;
  return { chains: new Set(Object.keys(chains.rpcUrls())), addressOf: (currency) => tokens.find((t) => t.currency === currency)?.address };
}

export const listTokens: Handler<'listTokens'> = (_input, ctx) => {
  let body = answers.get(ctx);
  if (!body) answers.set(ctx, (body = constantBody(tokensOf(ctx.config.mode, localTokens(ctx)))));
  return { status: 200, body };
};
