/**
 * A CPU profile of our server under load, one file per path (not a benchmark: no baseline, no
 * floors). Starts `serve-ours.ts`, loads each path for a few seconds with autocannon while the
 * profiler runs, and writes `ours-<time>.cpuprofile` files (open them in Chrome DevTools or
 * summarise them with `--summary`).
 *
 *   tsx bench/http/profile-ours.ts [dir] [seconds]     default: the current directory, 5 s
 */
import { fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import type { OursReady } from './serve-ours.js';
import { plainNodeScript } from './plain-node.js';

const dir = process.argv[2] ?? '.';
const seconds = Number(process.argv[3] ?? 5);

/** Self time per function (top 25), summed over the profile's samples. */
async function summary(file: string): Promise<string> {
  const profile = JSON.parse(await readFile(file, 'utf8')) as {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
    samples: number[];
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  for (const id of profile.samples) {
    const frame = byId.get(id)!.callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*node_modules\//, '~/').replace(/^.*\/wt-[^/]+\//, '')}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + 1);
  }
  const total = profile.samples.length;
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([key, n]) => `${((100 * n) / total).toFixed(1).padStart(5)} %  ${key}`)
    .join('\n');
}

async function main() {
  const proc = fork(plainNodeScript(new URL('./serve-ours.ts', import.meta.url)), [], {
    env: { ...process.env, BENCH_LARGE_ORDERS: '1000', BENCH_PROFILE: dir },
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
    proc.send({ type: 'profile-start' });
    const result = await autocannon({ url: `${info.url}${path}`, connections: 32, duration: seconds, headers });
    const stopped = next<{ file: string }>('profile-stop');
    proc.send({ type: 'profile-stop' });
    const { file } = await stopped;
    console.log(`\nGET ${path}: ${result.requests.average.toFixed(0)} req/s, ${file}\n${await summary(file)}`);
  }
  proc.send({ type: 'stop' });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
