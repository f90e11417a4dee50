/**
 * A benchmark process of its own (our server or a baseline), forked and driven over IPC:
 * it sends `{ type: 'ready', … }` once it serves, answers each `{ type }` it is asked with a
 * message of the same type, and exits on `stop`. Shared by the benchmarks in bench/.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { plainNodeScript } from './plain-node.js';

export interface Child {
  proc: ChildProcess;
  ready: Promise<unknown>;
  ask<T>(type: string): Promise<T>;
  stop(): Promise<void>;
}

/**
 * The Node flags our server runs with wherever it is deployed (`make start`, `server/package.json`'s
 * start script, the systemd units; server/test/deploy/deployment-files.test.ts keeps them equal).
 * A young generation of 2 × 8 MB instead of V8's 2 × 16 MB: measured with `http.bench.ts`, small reads
 * cost ~30 % less CPU and ~60 MB less RSS. An old generation that grows to at most twice what
 * survived its last collection (V8's own choice under load is up to four times): RSS about 160 MB
 * instead of 200-245 MB through the soak, for about 2 % more CPU (bench/README.md).
 * `BENCH_OURS_NODE_FLAGS` replaces them for an experiment (`none`: V8's defaults).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=100'];

function oursFlags(): string[] {
  const override = process.env.BENCH_OURS_NODE_FLAGS;
  if (override === undefined) return SERVER_NODE_FLAGS;
  return override === 'none' ? [] : override.split(/\s+/).filter(Boolean);
}

/** Forks `script` (a path relative to this folder's parent, bench/) with `env` added to ours. */
export function startChild(script: string, args: string[], env: NodeJS.ProcessEnv): Child {
  // stdout (our server's request log) goes nowhere: writing it is part of the cost, reading it is not.
  // Plain node, as deployed (tsx only when our server runs from its sources, BENCH_SERVER=source).
  const source = new URL(`../${script}`, import.meta.url);
  const ours = script.includes('serve-ours');
  const viaTsx = process.env.BENCH_SERVER === 'source' && ours;
  const proc = fork(viaTsx ? source.pathname : plainNodeScript(source), args, {
    execArgv: [...(viaTsx ? ['--import', 'tsx'] : []), ...(ours ? oursFlags() : [])],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const ready = new Promise((resolve, reject) => {
    proc.once('exit', (code) => reject(new Error(`${script} exited with ${code} before it was ready`)));
    proc.on('message', function onReady(message: { type: string }) {
      if (message.type === 'ready') {
        proc.off('message', onReady);
        resolve(message);
      }
    });
  });
  return {
    proc,
    ready,
    ask: <T>(type: string) =>
      new Promise<T>((resolve) => {
        proc.on('message', function onAnswer(message: { type: string }) {
          if (message.type === type) {
            proc.off('message', onAnswer);
            resolve(message as T);
          }
        });
        proc.send({ type });
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        proc.removeAllListeners('exit');
        proc.once('exit', () => resolve());
        proc.send({ type: 'stop' });
        setTimeout(() => proc.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
