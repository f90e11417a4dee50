/**
 * `make compile-contracts` / `make check-contracts`: compiles server/chain/contracts/ with the npm
 * `solc` (pinned, so every machine gets the same bytecode) into server/chain/artifacts/.
 *
 *   tsx scripts/compile-contracts.ts           write server/chain/artifacts/<Contract>.json
 *   tsx scripts/compile-contracts.ts --check   exit 1 (naming the field) when an artifact differs
 *
 * The server deploys the committed artifacts, so running it needs no compiler; the check keeps them
 * honest. solc's output is a pure function of the source and settings, so the check recompiles in
 * memory and compares.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import solc from 'solc';

const ROOT = join(import.meta.dirname, '..');
const CHAIN = join(ROOT, 'server', 'chain');
const CONTRACTS = ['EmoneyToken'];
/** The compiler the artifacts are made with: server/package.json pins the npm `solc` to it. */
const SOLC_VERSION = '0.8.30';
/** Cancun: every testnet the local chains stand for runs it (Prague's opcodes are not needed). */
const SETTINGS = { optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun' } as const;

export interface ContractArtifact {
  contractName: string;
  compiler: string;
  settings: typeof SETTINGS;
  sourceSha256: string;
  abi: unknown[];
  bytecode: string;
}

interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
}

async function compile(contractName: string): Promise<ContractArtifact> {
  const version = solc.version() as string;
  if (!version.startsWith(`${SOLC_VERSION}+`)) throw new Error(`solc ${version} is installed, the artifacts are made with ${SOLC_VERSION} (npm ci)`);
  // The source's key is part of the metadata hash in the bytecode: relative, so the checkout's path is not.
  const sourceName = `contracts/${contractName}.sol`;
  const source = await readFile(join(CHAIN, sourceName), 'utf8');
  const input = {
    language: 'Solidity',
    sources: { [sourceName]: { content: source } },
    settings: { ...SETTINGS, outputSelection: { [sourceName]: { [contractName]: ['abi', 'evm.bytecode.object'] } } },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input)) as string) as SolcOutput;
  const problems = (output.errors ?? []).filter((e) => e.severity !== 'info');
  // Warnings fail too: a contract that holds (sandbox) money compiles clean.
  if (problems.length > 0) throw new Error(`solc: ${sourceName}\n${problems.map((e) => e.formattedMessage).join('\n')}`);
  const compiled = output.contracts?.[sourceName]?.[contractName];
  if (!compiled) throw new Error(`solc produced no ${contractName} in ${sourceName}`);
  return {
    contractName,
    compiler: version,
    settings: SETTINGS,
    sourceSha256: createHash('sha256').update(source).digest('hex'),
    abi: compiled.abi,
    bytecode: `0x${compiled.evm.bytecode.object}`,
  };
}

const artifactPath = (contractName: string) => join(CHAIN, 'artifacts', `${contractName}.json`);
const serialize = (artifact: ContractArtifact) => `${JSON.stringify(artifact, null, 2)}\n`;

/** The fields of the committed artifact that differ from a fresh compile (all of them when it is missing or unreadable). */
function differences(committed: string | null, fresh: ContractArtifact): string[] {
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(committed ?? '') as Record<string, unknown>;
  } catch {
    return ['(missing or not JSON)'];
  }
  const fields = new Set([...Object.keys(fresh), ...Object.keys(parsed)]);
  return [...fields].filter((field) => JSON.stringify(parsed[field]) !== JSON.stringify((fresh as unknown as Record<string, unknown>)[field]));
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const contractName of CONTRACTS) {
    const artifact = await compile(contractName);
    const path = artifactPath(contractName);
    const shown = relative(ROOT, path);
    if (!check) {
      await writeFile(path, serialize(artifact));
      console.log(`wrote ${shown} (${(artifact.bytecode.length - 2) / 2} bytes of init code)`);
      continue;
    }
    const committed = await readFile(path, 'utf8').catch(() => null);
    const fields = differences(committed, artifact);
    // Same fields but other formatting is drift too: the file is always written the one way.
    if (fields.length === 0 && committed !== serialize(artifact)) fields.push('(formatting)');
    if (fields.length > 0) {
      stale++;
      console.error(`${shown} differs from what ${relative(ROOT, join(CHAIN, 'contracts', `${contractName}.sol`))} compiles to: ${fields.join(', ')}`);
    }
  }
  if (stale > 0) {
    console.error('run `make compile-contracts` and commit the artifacts');
    process.exit(1);
  }
  if (check) console.log(`${CONTRACTS.length} contract artifact(s) up to date`);
}

await main();
