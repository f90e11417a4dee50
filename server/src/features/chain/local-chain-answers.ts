import type { components } from '@emoney/api-types';
import type { AppContext } from '../../app-context.js';

type LocalChain = components['schemas']['LocalChain'];
type LocalToken = components['schemas']['LocalToken'];

/** The contract's `LocalChain` for every running local chain (none when they are off). */
export async function describeLocalChains(ctx: AppContext): Promise<LocalChain[]> {
  const chains = ctx.localChains;
  if (!chains) return [];
  return (await chains.status()).map((status) => ({
    chain: status.chain,
    chainId: status.chainId,
    rpcUrl: status.rpcUrl,
    state: status.state,
    ...(status.detail ? { detail: status.detail } : {}),
    // The plan deploys one token per `x-tokens` currency: its names are the contract's.
    tokens: status.contracts.tokens.map((t) => ({ currency: t.currency as LocalToken['currency'], symbol: t.symbol as LocalToken['symbol'], address: t.address })),
    safe: status.contracts.safe,
    platformAddress: chains.platformAddress,
    testAccount: chains.testAccount,
    transactions: status.transactions,
  }));
}
