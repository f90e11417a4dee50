import { chainId } from '../../crypto/chains.js';
import type { Chain } from '../../crypto/chains.js';
import type { LocalChains } from './local-chains.js';

/** What `make start` prints about the local chains: where to point a wallet, the contracts, a funded key. */
export function localChainLines(chains: LocalChains, apiBase: string): string[] {
  const contracts = chains.contracts();
  const lines = ['  Local chains (anvil; EMONEY_LOCAL_CHAINS=off to run without them)'];
  for (const [chain, url] of Object.entries(chains.rpcUrls())) lines.push(`  ${chain.padEnd(20)}${url}  chain id ${chainId(chain as Chain)}`);
  lines.push(`  tokens (every chain) ${contracts.tokens.map((t) => `${t.symbol} ${t.address}`).join('  ')}`);
  lines.push(`  Safe 1.4.1           factory ${contracts.safe.proxyFactory}  singleton ${contracts.safe.singleton}  fallback ${contracts.safe.fallbackHandler}  signMessageLib ${contracts.safe.signMessageLib}`);
  lines.push(`  test account         ${chains.testAccount.address}  key ${chains.testAccount.privateKey} (anvil's public dev key, funded)`);
  lines.push(`  all of it as JSON    GET ${apiBase}/sandbox/chains`);
  return lines;
}
