/**
 * `make release-contract`: records the working contract as released. Run it when a raised
 * `info.version` lands on main (spec/README.md, "Releasing the contract"): it writes
 * spec/released/<version>.json and lists it in spec/released/index.json; `make generate` then puts
 * the release on the Changelog page.
 *
 *   tsx scripts/release-contract.ts [--date YYYY-MM-DD] [--root DIR]
 *
 * It refuses a version that is not raised enough for what changed since the last release:
 * a new MAJOR for a breaking change, a new MINOR for any other change of the contract.
 */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { diffContracts } from './contract-diff.js';
import { raiseBetween, raiseCovers, requiredRaise } from './contract-version.js';
import { bundleSpec } from './generate.js';
import { latestRelease, RELEASED_DIR, type Release } from './released-contracts.js';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const root = arg('--root') ?? join(fileURLToPath(import.meta.url), '..', '..');

function shortCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
  } catch {
    return undefined;
  }
}

async function main(): Promise<number> {
  const date = arg('--date') ?? new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`--date ${date} is not YYYY-MM-DD`);
  const working = await bundleSpec('spec/openapi.yaml');
  const version = String((working.info as { version: string }).version);
  const { release, contract } = await latestRelease(root);
  const changes = diffContracts(contract, working);
  const needed = requiredRaise(changes);
  if (needed === 'none') {
    console.log(`nothing to release: the contract has not changed since ${release.version}`);
    return 0;
  }
  const got = raiseBetween(release.version, version);
  if (!raiseCovers(got, needed)) {
    console.error(
      `info.version ${version} is not raised enough over ${release.version}: the ${changes.length} change(s) since then need a new ${needed.toUpperCase()} ` +
        `(spec/README.md, "Versioning"). Raise it in spec/openapi.yaml and run this again.`,
    );
    return 1;
  }
  const indexPath = join(root, RELEASED_DIR, 'index.json');
  const index = JSON.parse(await readFile(indexPath, 'utf8')) as { releases: Release[] };
  const file = `${version}.json`;
  const commit = shortCommit();
  index.releases.push({ version, date, ...(commit ? { commit } : {}), file });
  await writeFile(join(root, RELEASED_DIR, file), `${JSON.stringify(working, null, 2)}\n`);
  await writeFile(indexPath, `${JSON.stringify(index, null, 2)}\n`);
  console.log(`released ${version} (${date}): ${RELEASED_DIR}/${file}, ${changes.length} change(s) since ${release.version}. Now run make generate and commit both.`);
  return 0;
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
