/**
 * What the dashboard's request log costs the API (not a benchmark: no baseline, no floors): the
 * built server (`server/dist`, `make server/dist/main.js` first) against the same build with the
 * recorder reduced to nothing (its step to `next()`, its part of the request's end to `return`), compared by `ab-ours.ts` (two children taking
 * 2-second turns on each path, twice, the start order swapped). B ÷ A is the CPU per request with
 * the log over without it.
 *
 *   DATABASE_URL=… npx tsx bench/http/request-log-ab.ts [paths] [rounds]     default: /tokens, 6
 *
 * The two copies go to `.ab/request-log-off/` and `.ab/request-log-on/` (git-ignored), beside the
 * server's `chain/` artifacts (linked), so their imports resolve as the original's do.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const [paths = '/tokens', rounds = '6'] = process.argv.slice(2);
const RECORDER = 'features/dashboard/api-request-recorder.js';
/** The recorder's step and its part of the pipeline's one listener at the request's end (http/request-end.ts). */
const PATCHES = [
  ['const step = (req, _res, next) => {', 'return next();'],
  ['const atEnd = (req, res, start) => {', 'return;'],
] as const;

function copyBuild(name: string): string {
  const dir = `${root}.ab/${name}`;
  rmSync(dir, { recursive: true, force: true });
  cpSync(`${root}server/dist`, `${dir}/dist`, { recursive: true });
  if (!existsSync(`${dir}/chain`)) symlinkSync(`${root}server/chain`, `${dir}/chain`);
  return `.ab/${name}/dist`;
}

const off = copyBuild('request-log-off');
const recorder = `${root}${off}/${RECORDER}`;
let source = readFileSync(recorder, 'utf8');
// The build this compares against must really skip the recorder: fail rather than compare two equal builds.
for (const [at, skip] of PATCHES) {
  if (!source.includes(at)) throw new Error(`${RECORDER} no longer defines "${at}": update this script`);
  source = source.replace(at, `${at} ${skip}`);
}
writeFileSync(recorder, source);
const on = copyBuild('request-log-on');

const run = spawnSync(`${root}node_modules/.bin/tsx`, [`${root}bench/http/ab-ours.ts`, off, on, paths, rounds], { cwd: root, stdio: 'inherit' });
console.log('\nA = without the request log, B = with it: B ÷ A is what the log costs in CPU per request.');
process.exit(run.status ?? 1);
