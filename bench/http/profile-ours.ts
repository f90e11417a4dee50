/**
 * A CPU profile of our server under load, one file per path (not a benchmark: no baseline, no
 * floors). Starts `serve-ours.ts`, loads each path for a few seconds with autocannon while the
 * profiler runs, and writes `ours-<time>.cpuprofile` files (open them in Chrome DevTools or
 * summarise them with `--summary`).
 *
 *   tsx bench/http/profile-ours.ts [dir] [seconds] [--heap]     default: the current directory, 5 s
 *
 * `--heap` writes `ours-<time>.heapprofile` instead: sampled allocations that outlived the young
 * generation (what fills the old generation until a mark-compact), by allocating stack.
 */
import { fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import type { OursReady } from './serve-ours.js';
import { plainNodeScript } from './plain-node.js';
import { SERVER_NODE_FLAGS } from './child.js';

const dir = process.argv[2] ?? '.';
const seconds = Number(process.argv[3] ?? 5);
/** `--heap`: a sampling heap profile of what outlives the young generation, instead of a CPU profile. */
const HEAP = process.argv.includes('--heap');

/** A profile's frame as the summaries print it: function, then file (dependencies as `~/…`) and line. */
function frameName(frame: { functionName: string; url: string; lineNumber: number }): string {
  return `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*node_modules\//, '~/').replace(/^.*\/wt-[^/]+\//, '')}:${frame.lineNumber + 1}`;
}

/** The 25 largest shares of `total`, one line each. */
function top25(amounts: Map<string, number>, total: number): string[] {
  return [...amounts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([key, n]) => `${((100 * n) / total).toFixed(1).padStart(5)} %  ${key}`);
}

/** Self time per function (top 25), summed over the profile's samples. */
async function summary(file: string): Promise<string> {
  const profile = JSON.parse(await readFile(file, 'utf8')) as {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
    samples: number[];
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  for (const id of profile.samples) {
    const key = frameName(byId.get(id)!.callFrame);
    self.set(key, (self.get(key) ?? 0) + 1);
  }
  return top25(self, profile.samples.length).join('\n');
}

interface HeapNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: HeapNode[];
}

/** Sampled bytes per allocating function with its three callers (top 25). */
async function heapSummary(file: string): Promise<string> {
  const { head } = JSON.parse(await readFile(file, 'utf8')) as { head: HeapNode };
  const self = new Map<string, number>();
  let total = 0;
  const walk = (node: HeapNode, stack: string[]) => {
    const here = [...stack, frameName(node.callFrame)];
    if (node.selfSize > 0) {
      const key = here.slice(-4).reverse().join('\n        < ');
      self.set(key, (self.get(key) ?? 0) + node.selfSize);
      total += node.selfSize;
    }
    for (const child of node.children) walk(child, here);
  };
  walk(head, []);
  return [`${(total / 2 ** 20).toFixed(1)} MB sampled`, ...top25(self, total)].join('\n');
}

async function main() {
  const proc = fork(plainNodeScript(new URL('./serve-ours.ts', import.meta.url)), [], {
    env: { ...process.env, BENCH_LARGE_ORDERS: '1000', BENCH_PROFILE: dir },
    execArgv: SERVER_NODE_FLAGS,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const next = <T>(type: string) => new Promise<T>((resolve) => proc.on('message', function on(m: { type: string }) {
    if (m.type === type) {
      proc.off('message', on);
      resolve(m as T);
    }
  }));
  const info = await next<OursReady>('ready');
  const headers = { authorization: `Bearer ${info.token}`, accept: 'application/json' };
  for (const path of (process.env.P ? process.env.P.split(',').map((x) => x.replace('PROF', info.smallProfile)) : ['/tokens', `/orders?profile=${info.smallProfile}&limit=50`])) {
    await autocannon({ url: `${info.url}${path}`, connections: 32, duration: 1, headers });
    const kind = HEAP ? 'heap-profile' : 'profile';
    proc.send({ type: `${kind}-start` });
    const result = await autocannon({ url: `${info.url}${path}`, connections: 32, duration: seconds, headers });
    const stopped = next<{ file: string }>(`${kind}-stop`);
    proc.send({ type: `${kind}-stop` });
    const { file } = await stopped;
    console.log(`\nGET ${path}: ${result.requests.average.toFixed(0)} req/s, ${file}\n${await (HEAP ? heapSummary(file) : summary(file))}`);
  }
  proc.send({ type: 'stop' });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
