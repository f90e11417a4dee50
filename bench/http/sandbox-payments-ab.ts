/**
 * `POST /sandbox/payments` with a local chain on, for one or more builds of the server:
 * `npx tsx bench/http/sandbox-payments-ab.ts <build dir>… [--payments N] [--concurrency C]`
 * (each a copy of `server/dist`, kept inside the repository so its imports resolve, as for
 * ab-ours.ts; `server/dist` itself works too). Each build runs as `make start` runs it: its
 * `main.js` on the embedded database in a data folder of its own, with one local chain (anvil,
 * Sepolia) and its job queue polling. The driver makes an approved customer with an IBAN, then
 * sends `N` payments (`C` at a time) and reports the answers' latency and the server's CPU:
 * during the payments, and until every mint is mined (what the answers left to the jobs counts
 * too). The node's CPU (anvil) is reported apart. Ports 4400-4449 (BENCH_PORT_BASE moves them).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { Wallet } from 'ethers';
import { SERVER_NODE_FLAGS } from './child.js';
import { procCpuMicros } from './proc-cpu.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const value = Number(args[at + 1]);
  args.splice(at, 2);
  return value;
};
const PAYMENTS = option('--payments', 200);
const CONCURRENCY = option('--concurrency', 1);
const builds = args;
if (builds.length === 0) throw new Error('usage: sandbox-payments-ab.ts <build dir>… [--payments N] [--concurrency C]');
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4400);
const CLIENT_ID = '5b0b8a52-2d0b-4a8e-9a51-6f0f6c1d0b11';
const CLIENT_SECRET = 'bench-sandbox-payments-secret-0123456789';
const LINK_MESSAGE = 'I hereby declare that I am the address owner.';

interface Started {
  proc: ChildProcess;
  api: string;
  dataDir: string;
}

async function startBuild(build: string, index: number): Promise<Started> {
  const dataDir = mkdtempSync(join(tmpdir(), 'emoney-bench-payments-'));
  const port = PORT_BASE + index * 10;
  const api = `http://127.0.0.1:${port}`;
  const proc = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(resolve(build), 'main.js')], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      EMONEY_PUBLIC_URL: api,
      EMONEY_DATA_DIR: dataDir,
      EMONEY_LOCAL_CHAINS: 'sepolia',
      EMONEY_LOCAL_CHAIN_PORT: String(port + 1),
      EMONEY_SEED_CLIENT_ID: CLIENT_ID,
      EMONEY_SEED_CLIENT_SECRET: CLIENT_SECRET,
      EMONEY_SANDBOX_IBAN_DELAY_MS: '0',
      EMONEY_PASSWORD_COST: '10',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`${build}: the server exited with ${proc.exitCode}`);
    const ready = await fetch(`${api}/ready`).then((r) => r.ok, () => false);
    if (ready) return { proc, api, dataDir };
    if (Date.now() > deadline) throw new Error(`${build}: not ready within 120 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function stop(started: Started): Promise<void> {
  const exited = new Promise((r) => started.proc.once('exit', r));
  started.proc.kill('SIGTERM');
  const killer = setTimeout(() => started.proc.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(killer);
  rmSync(started.dataDir, { recursive: true, force: true });
}

/** The pids of the server's child processes (the anvil node). */
function childPids(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).split('\n').map((l) => Number(l.trim())).filter((n) => n > 0);
  } catch {
    return [];
  }
}

async function cpuOf(pids: number[]): Promise<number> {
  let total = 0;
  for (const pid of pids) total += (await procCpuMicros(pid)) ?? 0;
  return total;
}

async function measure(build: string, index: number) {
  const started = await startBuild(build, index);
  try {
    const tokenResponse = await fetch(`${started.api}/auth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: CLIENT_ID, client_secret: CLIENT_SECRET }),
    });
    const { access_token } = (await tokenResponse.json()) as { access_token: string };
    const call = async <T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> => {
      const response = await fetch(`${started.api}${path}`, {
        method,
        headers: { Authorization: `Bearer ${access_token}`, Accept: 'application/vnd.emoney.api-v2+json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as T };
    };
    const { body: profile } = await call<{ id: string }>('POST', '/profiles', { kind: 'personal' });
    await call('POST', `/sandbox/profiles/${profile.id}`, { state: 'approved' });
    const wallet = Wallet.createRandom();
    const linked = await call<{ state: string }>('POST', '/addresses', { profile: profile.id, address: wallet.address, chain: 'sepolia', message: LINK_MESSAGE, signature: await wallet.signMessage(LINK_MESSAGE) });
    if (linked.body.state !== 'linked') throw new Error(`link: ${JSON.stringify(linked)}`);
    await call('POST', '/ibans', { address: wallet.address, chain: 'sepolia' });
    let iban = '';
    for (let i = 0; !iban; i++) {
      if (i === 100) throw new Error('no approved IBAN');
      await new Promise((r) => setTimeout(r, 100));
      const { body } = await call<{ ibans: { iban: string; state: string }[] }>('GET', `/ibans?profile=${profile.id}`);
      iban = body.ibans.find((x) => x.state === 'approved')?.iban ?? '';
    }
    const pay = () => call<{ id: string; meta: { txHashes?: string[] } }>('POST', '/sandbox/payments', { iban, amount: '1.00', currency: 'eur' });
    /** Until the chain has every signed transaction mined (and nothing is left queued). */
    const drained = async (lastOrder: string) => {
      for (let i = 0; i < 600; i++) {
        const order = await call<{ meta: { txHashes?: string[] } }>('GET', `/orders/${lastOrder}`);
        const { body } = await call<{ chains: { transactions: { signed: number } }[] }>('GET', '/sandbox/chains');
        if (order.body.meta.txHashes && body.chains[0]!.transactions.signed === 0) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('the mints were not all mined within 30 s');
    };
    // Warm-up: the first call of each operation compiles its validators.
    let last = '';
    for (let i = 0; i < 20; i++) last = (await pay()).body.id;
    await drained(last);

    const anvil = childPids(started.proc.pid!);
    const cpu0 = await cpuOf([started.proc.pid!]);
    const node0 = await cpuOf(anvil);
    const t0 = performance.now();
    const latencies: number[] = [];
    let withHash = 0;
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < PAYMENTS) {
          next++;
          const t = performance.now();
          const res = await pay();
          latencies.push(performance.now() - t);
          if (res.status !== 201) throw new Error(`payment answered ${res.status}: ${JSON.stringify(res.body)}`);
          if (res.body.meta.txHashes) withHash++;
          last = res.body.id;
        }
      }),
    );
    const wall = performance.now() - t0;
    const cpuAnswered = (await cpuOf([started.proc.pid!])) - cpu0;
    await drained(last);
    const drainedAfter = performance.now() - t0;
    const cpuDrained = (await cpuOf([started.proc.pid!])) - cpu0;
    const nodeCpu = (await cpuOf(anvil)) - node0;
    latencies.sort((a, b) => a - b);
    const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
    return {
      build,
      payments: PAYMENTS,
      concurrency: CONCURRENCY,
      answeredWithHash: withHash,
      latencyMs: { p50: +q(0.5).toFixed(1), p90: +q(0.9).toFixed(1), p99: +q(0.99).toFixed(1), max: +latencies.at(-1)!.toFixed(1) },
      paymentsPerSecond: +((PAYMENTS / wall) * 1000).toFixed(1),
      allMinedAfterMs: Math.round(drainedAfter),
      serverCpuUsPerPayment: { answered: Math.round(cpuAnswered / PAYMENTS), untilMined: Math.round(cpuDrained / PAYMENTS) },
      nodeCpuUsPerPayment: Math.round(nodeCpu / PAYMENTS),
    };
  } finally {
    await stop(started);
  }
}

for (const [index, build] of builds.entries()) {
  console.log(JSON.stringify(await measure(build, index)));
}
