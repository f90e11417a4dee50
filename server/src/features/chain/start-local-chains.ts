import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { Logger } from '../../logger.js';
import { AnvilMissingError } from './local-chain-node.js';
import { LocalChains } from './local-chains.js';

/**
 * The sandbox's local chains when configured, or undefined: off (`EMONEY_LOCAL_CHAINS=off`),
 * production, a process that is only an API or only a worker (one process owns the nodes: the
 * one that runs everything, as `make start` does), or no anvil binary for this platform (said once,
 * the sandbox then runs its simulated chain as before).
 */
export async function startLocalChains(config: Config, deps: { db: Database; logger: Logger; clock: Clock }): Promise<LocalChains | undefined> {
  if (config.mode !== 'sandbox' || config.localChains.chains.length === 0) return undefined;
  if (config.ops.role !== 'all') {
    deps.logger.info({ role: config.ops.role }, 'local chains run only in a process with EMONEY_ROLE=all; set EMONEY_RPC_URL_<CHAIN> to reach nodes run elsewhere');
    return undefined;
  }
  const started = Date.now();
  try {
    const chains = await LocalChains.start(config.localChains, config.databaseUrl ? undefined : config.dataDir, deps);
    deps.logger.info({ chains: config.localChains.chains, ms: Date.now() - started, rpc: chains.rpcUrls() }, 'local chains running');
    return chains;
  } catch (err) {
    if (err instanceof AnvilMissingError) {
      deps.logger.warn(err.message + ': the sandbox runs without local chains (EMONEY_LOCAL_CHAINS=off to silence this)');
      return undefined;
    }
    throw err;
  }
}
