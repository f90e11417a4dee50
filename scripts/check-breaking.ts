/**
 * `make check-breaking`: compares the working contract (spec/openapi.yaml) with the one last
 * released (spec/released/) and fails on a breaking change unless `info.version` has a new MAJOR
 * (spec/README.md, "Versioning"). Additions, deprecations and widened types pass as they are; the
 * version for them is raised when the contract is released (`make release-contract`).
 *
 *   tsx scripts/check-breaking.ts            check this checkout
 *   --root DIR                               check another one (the tests use a temp copy)
 *
 * Only the public contract is gated: the hosted screens' and the dashboard's APIs
 * (spec/onboarding.yaml, spec/dashboard.yaml) are served to our own front ends, built and
 * shipped with the server.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { breakingChanges, diffContracts, type ContractChange } from './contract-diff.js';
import { compareVersions, raiseBetween, raiseCovers } from './contract-version.js';
import { bundleSpec } from './generate.js';
import { latestRelease } from './released-contracts.js';

const rootArg = process.argv.indexOf('--root');
const root = rootArg > 0 && process.argv[rootArg + 1] ? process.argv[rootArg + 1]! : join(fileURLToPath(import.meta.url), '..', '..');

export function describeChanges(changes: readonly ContractChange[]): string[] {
  return changes.map((c) => `  ${c.breaking ? 'BREAKING ' : ''}${c.group}: ${c.message.replace(/`/g, '')}`);
}

async function main(): Promise<number> {
  const working = await bundleSpec('spec/openapi.yaml');
  const { release, contract } = await latestRelease(root);
  const version = String((working.info as { version: string }).version);
  const changes = diffContracts(contract, working);
  const breaking = breakingChanges(changes);
  console.log(`contract ${version} against the released ${release.version} (${release.date}): ${changes.length} change(s), ${breaking.length} breaking`);
  if (compareVersions(version, release.version) < 0) {
    console.error(`info.version ${version} is lower than the released ${release.version}: a version never goes back.`);
    return 1;
  }
  if (breaking.length === 0) {
    if (changes.length > 0) console.log(describeChanges(changes).join('\n'));
    console.log('no breaking change');
    return 0;
  }
  const raise = raiseBetween(release.version, version);
  if (raiseCovers(raise, 'major')) {
    console.log(describeChanges(breaking).join('\n'));
    console.log(`breaking changes allowed: info.version ${version} has a new MAJOR over ${release.version}`);
    return 0;
  }
  console.error(describeChanges(breaking).join('\n'));
  console.error(
    `${breaking.length} breaking change(s) against the released contract ${release.version}. Undo them, or raise info.version ` +
      `in spec/openapi.yaml to a new MAJOR (${Number(release.version.split('.')[0]) + 1}.0.0) as spec/README.md ("Versioning") says.`,
  );
  return 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
