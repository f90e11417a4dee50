/**
 * Prism (Stoplight's mock server) serving our bundled contract, `generated/openapi.json`: the
 * issue's "a mock of itself" baseline for `GET /` and `GET /tokens`. `make bench` installs the
 * pinned version in bench/prism/ (not a workspace: about 90 MB, for one benchmark's rows) and
 * names its binary in BENCH_PRISM. Prism answers with the contract's examples, not our bytes; it
 * runs with its defaults (one process, a log line per request, to nowhere, as ours).
 */
import { spawn } from 'node:child_process';
import { freePort } from './free-port.js';
import { procCpuMicros } from './proc-cpu.js';

export interface Prism {
  url: string;
  /** Prism's CPU time so far (user + system, µs; /proc, 10 ms ticks). */
  cpu(): Promise<number>;
  stop(): Promise<void>;
}

const SPEC = new URL('../../generated/openapi.json', import.meta.url).pathname;
/** Prism reads and dereferences the whole contract before it listens: seconds, more on a busy machine. */
const READY_WITHIN_MS = 90_000;

/** Starts Prism on a loopback port; resolves once it answers `probe` (with `headers`) with 200, fails on any other answer. */
export async function startPrism(bin: string, probe: string, headers: Record<string, string>): Promise<Prism> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const proc = spawn(bin, ['mock', '--host', '127.0.0.1', '--port', String(port), SPEC], { stdio: ['ignore', 'ignore', 'pipe'] });
  // Not left behind when the benchmark stops early (an error, a failed floor's exit).
  const orphan = () => proc.kill('SIGKILL');
  process.once('exit', orphan);
  let stderr = '';
  proc.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const exited = new Promise<never>((_, reject) => proc.once('exit', (code) => reject(new Error(`Prism exited with ${code} before it answered: ${stderr}`))));
  exited.catch(() => undefined);
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    const status = await Promise.race([fetch(`${url}${probe}`, { headers }).then((res) => res.status, () => 0), exited]);
    if (status === 200) break;
    if (status !== 0 || Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(status ? `Prism answered ${probe} with ${status}, not 200` : `Prism did not answer ${probe} within ${READY_WITHIN_MS / 1000} s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    cpu: async () => {
      const used = await procCpuMicros(proc.pid!);
      if (used === undefined) throw new Error('Prism is gone');
      return used;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        process.off('exit', orphan);
        proc.removeAllListeners('exit');
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
        setTimeout(() => proc.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
