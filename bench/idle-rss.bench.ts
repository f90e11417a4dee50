/**
 * Embedded-default memory benchmark (not a test): the resident memory (RSS) of the server process
 * as `make start` runs it (the built `server/dist/main.js`, PGlite in a data folder, sandbox, one
 * process serving the API and running the jobs), idle after start-up, against the target
 * of 300 MB. Measured three times on one data folder of its own, removed afterwards:
 *
 *   first start   a fresh folder: PGlite runs initdb, the migrations run, the sandbox is seeded
 *   restart       the same folder again (what every later `make start` is)
 *   after load    the restarted server, idle again after a few seconds of authenticated reads
 *                 (`GET /auth/context`, `GET /orders`) and token requests
 *
 * Each figure is /proc/<pid>/status (VmRSS) at the end of an idle window that starts once the
 * server listens (sampled every 250 ms; the window's peak is shown beside it: start-up's
 * transient, settled after a second or two). The run fails (exit 1) when an idle-after-start-up figure
 * (first start or restart) is above the ceiling; the after-load figure is reported, not held.
 * RSS does not depend on the machine's speed, so it needs no baseline of its own.
 *
 *   make bench                            full run: 5 s idle windows, 3 s of load
 *   tsx bench/idle-rss.bench.ts --short   CI run: 3 s idle windows, 1 s of load
 *   BENCH_IDLE_S=30                       longer idle windows
 *   BENCH_KEEP_DATA=1                     keep the data folder (its path is printed)
 *   BENCH_RSS_TRACE=1                     print every RSS sample (how memory settles while idle)
 *
 * `make bench` builds server/dist first (as `make start` does); run alone, build it yourself.
 * DATABASE_URL is ignored: the figure is the embedded default's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { SERVER_NODE_FLAGS } from './http/child.js';
import { freePort } from './http/free-port.js';

const SHORT = process.argv.includes('--short');
const IDLE_S = Number(process.env.BENCH_IDLE_S ?? (SHORT ? 3 : 5));
const LOAD_S = SHORT ? 1 : 3;
const ROOT = new URL('..', import.meta.url).pathname;
const MAIN = join(ROOT, 'server/dist/main.js');
const MB = 2 ** 20;

/**
 * Ceilings on idle-after-start-up RSS: the target in the full run; CI (--short, shorter
 * idle windows on a loaded box) allows 350 MB, above the ±25 MB one run differs from the next,
 * and far below what a real regression costs (initdb in the server's own process: ~700 MB; 128 MB
 * shared buffers: ~420 MB).
 */
const CEILING_MB = { full: 300, short: 350 };

interface Server {
  proc: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

/** `node server/dist/main.js` with `make start`'s settings on `dataDir`; resolves once it listens. */
async function startServer(dataDir: string, seed: { clientId: string; clientSecret: string }): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    EMONEY_DATA_DIR: dataDir,
    // As make start runs it, chains included, on free ports (runs side by side must not collide).
    EMONEY_LOCAL_CHAIN_PORT: '0',
    LOG_FORMAT: 'json',
    EMONEY_SANDBOX_OPEN_MAILBOX: 'true',
    EMONEY_SEED_CLIENT_ID: seed.clientId,
    EMONEY_SEED_CLIENT_SECRET: seed.clientSecret,
    EMONEY_RATE_LIMIT_AUTH_PER_IP: '0',
    EMONEY_RATE_LIMIT_AUTH_PER_CLIENT: '0',
  };
  delete env.DATABASE_URL;
  delete env.EMONEY_ROLE;
  // What `make start` serves besides the API, when built (their handlers are part of the process).
  for (const [name, dir] of [['EMONEY_ONBOARDING_DIR', 'onboarding/dist'], ['EMONEY_DOCS_DIR', 'docs-site/dist']] as const) {
    if (existsSync(join(ROOT, dir, 'index.html'))) env[name] = join(ROOT, dir);
  }
  const proc = spawn(process.execPath, [...SERVER_NODE_FLAGS, MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    proc.once('exit', (code) => reject(new Error(`server/dist/main.js exited with ${code} before it listened`)));
    const slow = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error('server/dist/main.js did not listen within 120 s'));
    }, 120_000);
    slow.unref();
    const lines = createInterface({ input: proc.stdout! });
    lines.on('line', (line) => {
      if (line.includes('"emoney API listening"')) {
        clearTimeout(slow);
        resolve();
      }
    });
  });
  proc.removeAllListeners('exit');
  return {
    proc,
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
        setTimeout(() => proc.kill('SIGKILL'), 15_000).unref();
      }),
  };
}

function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line!.split(/\s+/)[1]) * 1024;
}

/** RSS sampled every 250 ms over `seconds` with nothing sent to the server: the last sample and the largest. */
async function idleRss(server: Server, seconds: number): Promise<{ rss: number; peak: number }> {
  let max = 0;
  let rss = 0;
  for (let t = 0; t < seconds * 4; t += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    rss = rssOf(server.proc.pid!);
    if (process.env.BENCH_RSS_TRACE) process.stderr.write(`${((t + 1) / 4).toFixed(2)} s ${(rss / MB).toFixed(0)} MB\n`);
    max = Math.max(max, rss);
  }
  return { rss, peak: max };
}

async function load(server: Server, seed: { clientId: string; clientSecret: string }): Promise<number> {
  const tokenBody = new URLSearchParams({ grant_type: 'client_credentials', client_id: seed.clientId, client_secret: seed.clientSecret }).toString();
  const res = await fetch(`${server.url}/auth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: tokenBody });
  const { access_token: token } = (await res.json()) as { access_token?: string };
  if (!token) throw new Error(`no token: ${res.status}`);
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  let answered = 0;
  const runs: [string, autocannon.Options][] = [
    ['GET /auth/context', { url: `${server.url}/auth/context`, headers }],
    ['GET /orders', { url: `${server.url}/orders?limit=50`, headers }],
    ['POST /auth/token', { url: `${server.url}/auth/token`, method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: tokenBody }],
  ];
  for (const [name, options] of runs) {
    const result = await autocannon({ ...options, connections: 8, duration: LOAD_S });
    if (result.non2xx + result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    answered += result.requests.total;
  }
  return answered;
}

async function main() {
  const started = performance.now();
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the server first (make server/dist/main.js)`);
  const dataDir = await mkdtemp(join(tmpdir(), 'emoney-rss-'));
  const seed = { clientId: randomUUID(), clientSecret: `bench-${randomUUID()}` };
  const figures: { name: string; rss: number; peak: number; held: boolean; note: string }[] = [];
  let server: Server | undefined;
  try {
    server = await startServer(dataDir, seed);
    figures.push({ name: 'first start (initdb, migrations, seed)', ...(await idleRss(server, IDLE_S)), held: true, note: `idle ${IDLE_S} s after it listened` });
    await server.stop();
    server = await startServer(dataDir, seed);
    figures.push({ name: 'restart (the same data folder)', ...(await idleRss(server, IDLE_S)), held: true, note: `idle ${IDLE_S} s after it listened` });
    const answered = await load(server, seed);
    figures.push({ name: 'after load, idle again', ...(await idleRss(server, IDLE_S)), held: false, note: `${answered} requests over ${3 * LOAD_S} s, then idle ${IDLE_S} s` });
  } finally {
    // Also when a step failed: no server left running, no data folder left behind.
    await server?.stop();
    if (process.env.BENCH_KEEP_DATA) console.error(`data folder kept: ${dataDir}`);
    else await rm(dataDir, { recursive: true, force: true });
  }

  const ceiling = SHORT ? CEILING_MB.short : CEILING_MB.full;
  const lines = [
    `embedded default memory (${SHORT ? 'short' : 'full'}: server/dist/main.js on PGlite; RSS at the end of the idle window, and its peak)`,
    '',
    '| state | RSS MB | peak MB | measured |',
    '|---|---|---|---|',
    ...figures.map((f) => `| ${f.name} | ${(f.rss / MB).toFixed(0)} | ${(f.peak / MB).toFixed(0)} | ${f.note} |`),
    '',
    `ceiling (${SHORT ? 'CI' : 'target'}):`,
  ];
  const failures: string[] = [];
  for (const f of figures.filter((x) => x.held)) {
    const ok = f.rss / MB <= ceiling;
    lines.push(`  ${ok ? 'ok  ' : 'FAIL'} idle RSS, ${f.name.padEnd(40)} ${(f.rss / MB).toFixed(1)} MB (at most ${ceiling} MB)`);
    if (!ok) failures.push(`idle RSS, ${f.name}: ${(f.rss / MB).toFixed(1)} MB is above ${ceiling} MB`);
  }
  lines.push('', `took ${((performance.now() - started) / 1000).toFixed(0)} s`);
  console.log(lines.join('\n'));
  if (failures.length > 0 && !process.argv.includes('--no-fail')) {
    console.error(`\nabove target:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
