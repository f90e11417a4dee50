import { ConfigError, type EnvReader } from '../../env-reader.js';
import { chainFamily, isChain, isTestnet, type Chain } from '../../crypto/chains.js';

/** The sandbox's local EVM chains (anvil on loopback). */
export interface LocalChainsConfig {
  /** Chains run locally, each by its own node; empty: none (`EMONEY_LOCAL_CHAINS=off`). */
  chains: Chain[];
  /** Port of the first chain's node; the next chains take the ports after it; 0 picks free ports (`EMONEY_LOCAL_CHAIN_PORT`, default 8545). */
  port: number;
}

/**
 * Sepolia and Chiado by default: Sepolia is the sandbox's first testnet (Ethereum's), Chiado is
 * Gnosis's, where EURe began; two chains also let a cross-chain order burn on one and mint on the
 * other. Any other EVM testnet of the contract can be listed.
 */
export const DEFAULT_LOCAL_CHAINS: readonly Chain[] = ['sepolia', 'chiado'];

const OFF = new Set(['off', 'none', 'false', '0']);

/** `EMONEY_LOCAL_CHAINS`: comma-separated testnets, or `off`. Default: the two above in the sandbox, none in production (where it cannot be set). */
export function loadLocalChainsConfig(env: EnvReader, mode: 'sandbox' | 'production'): LocalChainsConfig {
  const raw = env.text('EMONEY_LOCAL_CHAINS');
  const port = env.integer('EMONEY_LOCAL_CHAIN_PORT', 8545, { max: 65535, means: 'a port number from 0 to 65535' });
  if (mode === 'production') {
    if (raw !== undefined && !OFF.has(raw.trim().toLowerCase())) throw new ConfigError('EMONEY_LOCAL_CHAINS is a sandbox setting: production mints on the real chains');
    return { chains: [], port };
  }
  if (raw === undefined) return { chains: [...DEFAULT_LOCAL_CHAINS], port };
  if (OFF.has(raw.trim().toLowerCase())) return { chains: [], port };
  const chains: Chain[] = [];
  for (const item of raw.split(',').map((s) => s.trim()).filter(Boolean)) {
    if (!isChain(item) || chainFamily(item) !== 'evm' || !isTestnet(item)) {
      throw env.error('EMONEY_LOCAL_CHAINS', 'EVM testnets of the contract separated by commas (sepolia, chiado, amoy, arbitrumsepolia, lineasepolia, basesepolia), or off', raw);
    }
    if (!chains.includes(item)) chains.push(item);
  }
  return { chains, port };
}
