/**
 * Two builds of our server side by side (not a benchmark: no baseline, no floors): each runs in a
 * `serve-ours.ts` child on a database of its own, and they take turns on each path, so both go
 * through the same phases of a busy machine. Prints server CPU µs per request for each build.
 *
 *   cp -r server/dist .ab/before/dist            (the build to compare against; then change and `make build`)
 *   npx tsx bench/http/ab-ours.ts .ab/before/dist server/dist [paths] [rounds]
 *                                                 paths: comma-separated, default /,/tokens; rounds: default 10
 *                                                 (PROF in a path stands for the server's small profile: /orders?profile=PROF&limit=50)
 *
 * A build must lie inside the repository, so its imports resolve to the workspace's packages.
 * The comparison runs twice, the second time with the builds started in the other order: in an
 * A/A run (one build twice) the process started second measured 4–9 % cheaper, which only a
 * swap cancels. The verdict is the mean of the two passes' ratios.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startChild } from './child.js';
import type { OursReady } from './serve-ours.js';

const [builtA, builtB, pathList = '/,/tokens', roundsArg = '10'] = process.argv.slice(2);
if (!builtA || !builtB) {
  console.error('usage: tsx bench/http/ab-ours.ts <build A: a server/dist copy> <build B> [paths] [rounds]');
  process.exit(2);
}
const paths = pathList.split(',');
const rounds = Number(roundsArg);
const SLICE_S = 2;
const CONNECTIONS = 32;

type Server = { name: 'A' | 'B'; child: ReturnType<typeof startChild>; info: OursReady };

async function start(name: 'A' | 'B', dist: string): Promise<Server> {
  const child = startChild('./http/serve-ours.ts', [], { BENCH_LARGE_ORDERS: '100', BENCH_SERVER_DIST: pathToFileURL(resolve(dist, 'testing.js')).href });
  return { name, child, info: (await child.ready) as OursReady };
}

/** One pass: both builds started (in `order`), each path in turns; CPU µs per request by build and path. */
async function pass(order: ['A' | 'B', 'A' | 'B']): Promise<Record<string, { A: number; B: number }>> {
  const servers: Server[] = [];
  for (const name of order) servers.push(await start(name, name === 'A' ? builtA! : builtB!));
  const out: Record<string, { A: number; B: number }> = {};
  try {
    for (const path of paths) {
      const tally = { A: { cpu: 0, answered: 0 }, B: { cpu: 0, answered: 0 } };
      const load = (s: Server, seconds: number) =>
        autocannon({ url: `${s.info.url}${path.replace('PROF', s.info.smallProfile)}`, connections: CONNECTIONS, duration: seconds, headers: { authorization: `Bearer ${s.info.token}`, accept: 'application/json' } });
      for (const s of servers) await load(s, SLICE_S);
      for (let round = 0; round < rounds; round++) {
        for (const s of round % 2 ? [...servers].reverse() : servers) {
          const before = (await s.child.ask<{ cpu: number }>('cpu')).cpu;
          const result = await load(s, SLICE_S);
          tally[s.name].cpu += (await s.child.ask<{ cpu: number }>('cpu')).cpu - before;
          tally[s.name].answered += result.requests.total;
          if (result.non2xx + result.errors > 0) throw new Error(`${s.name} ${path}: ${result.non2xx + result.errors} answers were not 2xx`);
        }
      }
      out[path] = { A: tally.A.cpu / tally.A.answered, B: tally.B.cpu / tally.B.answered };
      process.stderr.write(`  ${order.join(' then ')} started; ${path}: A ${out[path].A.toFixed(0)} µs/req, B ${out[path].B.toFixed(0)} µs/req\n`);
    }
  } finally {
    await Promise.all(servers.map((s) => s.child.stop()));
  }
  return out;
}

const first = await pass(['A', 'B']);
const second = await pass(['B', 'A']);
console.log(`server CPU µs per request, ${rounds} rounds of ${SLICE_S} s per build and path, two passes (A = ${builtA}, B = ${builtB})\n`);
console.log('| path | A, B (A started first) | A, B (B started first) | B ÷ A, mean of the passes |');
console.log('|---|---|---|---|');
for (const path of paths) {
  const [p, q] = [first[path]!, second[path]!];
  const ratio = (p.B / p.A + q.B / q.A) / 2;
  console.log(`| ${path} | ${p.A.toFixed(0)}, ${p.B.toFixed(0)} | ${q.A.toFixed(0)}, ${q.B.toFixed(0)} | ${ratio.toFixed(3)} |`);
}
