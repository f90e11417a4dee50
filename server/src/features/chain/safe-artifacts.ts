import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { JsonFragment } from 'ethers';

const require = createRequire(import.meta.url);

/** The Safe release the local chains deploy: its EIP-712 domain and fallback handler are what wallets and our checks expect. */
export const SAFE_VERSION = '1.4.1';

/** The Safe contracts a local chain needs: the L2 singleton (it emits events indexers read), the proxy factory, the ERC-1271 fallback handler, the library that signs messages onchain. */
export type SafeContractName = 'SafeL2' | 'SafeProxyFactory' | 'CompatibilityFallbackHandler' | 'SignMessageLib';

export interface SafeArtifact {
  abi: JsonFragment[];
  /** Creation code, `0x` hex; the Safe contracts take no constructor arguments. */
  bytecode: string;
}

/** Where each one's Hardhat artifact lies in the npm package's build/ folder. */
const ARTIFACT_PATHS: Record<SafeContractName, string> = {
  SafeL2: 'SafeL2.sol/SafeL2.json',
  SafeProxyFactory: 'proxies/SafeProxyFactory.sol/SafeProxyFactory.json',
  CompatibilityFallbackHandler: 'handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json',
  SignMessageLib: 'libraries/SignMessageLib.sol/SignMessageLib.json',
};

const PACKAGE = '@safe-global/safe-contracts';
const cache = new Map<SafeContractName, SafeArtifact>();

/**
 * The ABI and creation code of a Safe contract, read from the audited build that
 * `@safe-global/safe-contracts` publishes (we compile none of Safe ourselves). Fails when another
 * release is installed: a Safe's message hashes depend on its version.
 */
export function safeArtifact(name: SafeContractName): SafeArtifact {
  const cached = cache.get(name);
  if (cached) return cached;
  const { version } = JSON.parse(readFileSync(require.resolve(`${PACKAGE}/package.json`), 'utf8')) as { version: string };
  if (version !== SAFE_VERSION) throw new Error(`${PACKAGE} ${version} is installed, the local chains deploy ${SAFE_VERSION} (npm ci)`);
  const path = require.resolve(`${PACKAGE}/build/artifacts/contracts/${ARTIFACT_PATHS[name]}`);
  const artifact = JSON.parse(readFileSync(path, 'utf8')) as { abi: JsonFragment[]; bytecode: string; linkReferences?: object };
  // Linked libraries would need addresses patched into the code; none of these has any.
  if (Object.keys(artifact.linkReferences ?? {}).length > 0) throw new Error(`${name} needs linked libraries`);
  const result = { abi: artifact.abi, bytecode: artifact.bytecode };
  cache.set(name, result);
  return result;
}
