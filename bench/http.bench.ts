/**
 * HTTP benchmark (not a test): our server against baselines measured in the same run on the same
 * machine, serving the same bytes: bare `node:http` and Express 5. Each target runs in its own
 * process; autocannon drives it from this one. Results are ratios to Express, so they compare
 * across machines; the run fails when a ratio falls below its floor (the table below).
 *
 *   make bench                                  full run: 32 connections, 2 s warm-up + 8 s measured per target,
 *                                               then the soak (3 rounds of 100,000 requests, RSS after each)
 *   tsx bench/http.bench.ts --short             CI run: 1 s + 3 s per target, CI floors, no soak
 *   tsx bench/http.bench.ts --rss               the soak alone (BENCH_SOAK_REQUESTS per round)
 *   DATABASE_URL=postgres://… (the bench makes and drops a database of its own there; unset: PGlite)
 *
 *   BENCH_PRISM=bench/prism/node_modules/.bin/prism   full run: also Prism mocking our contract on
 *                                               `GET /` and `GET /tokens` (`make bench` installs it and sets this)
 */
import autocannon from 'autocannon';
import { startChild as start } from './http/child.js';
import type { CapturedResponse } from './http/serve-baseline.js';
import { gcBetween, gcPlus, type GcStats } from './http/gc-stats.js';
import { startPrism, type Prism } from './http/prism.js';
import type { OursReady } from './http/serve-ours.js';

const SHORT = process.argv.includes('--short');
const CONNECTIONS = 32;
const WARMUP_S = SHORT ? 1 : 2;
const MEASURE_S = SHORT ? 3 : 8;
/**
 * Each target's measured seconds on a path come in this many slices, the path's targets taking
 * turns (full: 4 × 2 s, short: 3 × 1 s): a ratio compares servers measured through the same
 * stretch of time. A row's p99 is its worst slice's.
 */
const SLICES = SHORT ? 3 : 4;

/**
 * Floors on ratios (ours ÷ Express on the same path and bytes, or large ÷ small listing). The
 * full run holds the issue's targets; CI (--short, a loaded 2-core box, 3 s samples) holds lower
 * floors with margin, so only a real regression fails it.
 */
const FLOORS: Record<string, { full: number; short: number }> = {
  'GET /': { full: 0.6, short: 0.85 },
  'GET /tokens': { full: 0.6, short: 0.75 },
  'GET /orders (small)': { full: 0.6, short: 0.6 },
  'page cost (large ÷ small)': { full: 0.8, short: 0.5 },
  'GET /auth/context': { full: 1.0, short: 0.55 },
};
/**
 * Database round trips per request ours may make, at most, where what the token names is all the
 * database work (a valid token: none; `/auth/context`'s user and profiles are kept in memory too).
 * `/orders` reads its own rows.
 */
const MAX_QUERIES: Record<string, number> = { 'GET /': 0, 'GET /tokens': 0, 'GET /auth/context': 0 };
/**
 * The issue's memory target for the full run: our RSS after each of its targets (about 100,000
 * requests in all) stays at or under this. CI's short run reports RSS without a ceiling: three
 * seconds per target say little about where the heap settles.
 */
const MAX_RSS_MB = 200;
/**
 * The issue's soak (full run, and `--rss`, which runs it alone): rounds of requests over our five
 * paths in turn, our RSS read after each round. Every reading at or under MAX_RSS_MB.
 */
const SOAK_ROUNDS = 3;
const SOAK_REQUESTS = Number(process.env.BENCH_SOAK_REQUESTS ?? 100_000);
const RSS_ONLY = process.argv.includes('--rss');
/**
 * Prism's binary (`make bench` installs it in bench/prism/): the issue's "ahead of Prism by ≥ 3×"
 * on `GET /` and `GET /tokens`, held in the full run. Not in the short run: CI does not install it.
 */
const PRISM_BIN = SHORT ? undefined : process.env.BENCH_PRISM;
const PRISM_PATHS = ['GET /', 'GET /tokens'] as const;
const MIN_OVER_PRISM = 3;

/** Bytes as whole MB, for the report. */
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

interface Measured {
  rps: number;
  /** Requests answered in the measured slices. */
  answered: number;
  p99: number;
  non2xx: number;
  /** The server process's CPU time per answered request (user + system), in microseconds. */
  cpuPerRequest?: number;
}

/** Load without measuring: a target's warm-up (JIT, connection pools, caches). */
async function warm(url: string, headers: Record<string, string>): Promise<void> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S, headers });
}

/** The answer our server gives, as the baselines will replay it (hop-by-hop and dated headers left out). */
async function capture(url: string, headers: Record<string, string>): Promise<CapturedResponse> {
  const res = await fetch(url, { headers });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${body.slice(0, 200)}`);
  const kept: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name)) kept[name] = value;
  });
  return { status: res.status, headers: kept, body };
}

/** GC pause µs per request, young + old, and the old generation's GC entries. */
function gcPerRequest(gc: GcStats, answered: number): string {
  return `${(gc.youngUs / answered).toFixed(0)} young + ${(gc.oldUs / answered).toFixed(0)} old, ${gc.old} old-generation entries`;
}

/** Rounds of `amount` requests, each connection cycling through `paths`; our RSS (bytes) after each round. */
async function soak(url: string, paths: string[], headers: Record<string, string>, ours: ReturnType<typeof start>): Promise<number[]> {
  const after: number[] = [];
  for (let round = 1; round <= SOAK_ROUNDS; round++) {
    const began = performance.now();
    const cpuBefore = (await ours.ask<{ cpu: number }>('cpu')).cpu;
    const gcBefore = await ours.ask<GcStats>('gc-stats');
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      amount: SOAK_REQUESTS,
      headers,
      requests: paths.map((path) => ({ method: 'GET', path })),
    });
    const answered = result.requests.total;
    const cpu = ((await ours.ask<{ cpu: number }>('cpu')).cpu - cpuBefore) / answered;
    const gc = gcBetween(gcBefore, await ours.ask<GcStats>('gc-stats'));
    const { rss, memory } = await ours.ask<{ rss: number; memory: NodeJS.MemoryUsage }>('rss');
    after.push(rss);
    const bad = result.non2xx + result.errors;
    process.stderr.write(`  soak round ${round}: ${answered} requests in ${((performance.now() - began) / 1000).toFixed(0)} s, CPU ${cpu.toFixed(0)} µs/req (GC pauses ${gcPerRequest(gc, answered)}), RSS ${mb(rss)} MB (V8 heap ${mb(memory.heapUsed)} used of ${mb(memory.heapTotal)}, external ${mb(memory.external)})${bad ? `, ${bad} not 2xx` : ''}\n`);
    if (bad > 0) throw new Error(`soak round ${round}: ${bad} answers were not 2xx`);
  }
  return after;
}

async function main() {
  const started = performance.now();
  const ours = start('./http/serve-ours.ts', [], SHORT ? { BENCH_LARGE_ORDERS: process.env.BENCH_LARGE_ORDERS ?? '100000' } : {});
  const info = (await ours.ready) as OursReady;
  const auth = { authorization: `Bearer ${info.token}` };
  const accept = { accept: 'application/json' };
  const paths = {
    'GET /': '/',
    'GET /tokens': '/tokens',
    'GET /auth/context': '/auth/context',
    'GET /orders (small)': `/orders?profile=${info.smallProfile}&limit=50`,
    // Last: before paging in SQL, its backlog would spill into the next target's window.
    'GET /orders (large)': `/orders?profile=${info.largeProfile}&limit=50`,
  } as const;
  if (RSS_ONLY) {
    const after = await soak(info.url, Object.values(paths), { ...auth, ...accept }, ours);
    await ours.stop();
    const highest = Math.max(...after) / 2 ** 20;
    console.log(`RSS soak (${SOAK_ROUNDS} × ${SOAK_REQUESTS} requests; ours on ${info.database}): ${after.map(mb).join(', ')} MB; ${highest <= MAX_RSS_MB ? 'ok' : 'FAIL'} (at most ${MAX_RSS_MB} MB)`);
    if (highest > MAX_RSS_MB && !process.argv.includes('--no-fail')) process.exit(1);
    return;
  }
  const captured: Record<string, CapturedResponse> = {};
  for (const path of Object.values(paths)) captured[path] = await capture(`${info.url}${path}`, { ...auth, ...accept });

  const baselines = {
    'node:http': start('./http/serve-baseline.ts', ['http'], { BENCH_RESPONSES: JSON.stringify(captured) }),
    'Express 5': start('./http/serve-baseline.ts', ['express'], { BENCH_RESPONSES: JSON.stringify(captured) }),
  };
  const baseUrl: Record<string, string> = {};
  for (const [name, child] of Object.entries(baselines)) baseUrl[name] = ((await child.ready) as { url: string }).url;

  type Row = { target: string; path: string; m: Measured; queries?: number; dbCpu?: number; gc?: GcStats };
  /** Our server's RSS after each of its targets: flat, or growing with the requests served. */
  const rssAfter: number[] = [];
  /** CPU µs of PostgreSQL's backends serving our database, by pid (null on PGlite, whose work is in our process). */
  const dbCpu = async () => (await ours.ask<{ cpu: Record<string, number> | null }>('db-cpu')).cpu;
  const cpuOf = (child: ReturnType<typeof start>) => async () => (await child.ask<{ cpu: number }>('cpu')).cpu;
  /** A server measured on some of the paths; `cpu` reads its CPU time so far (µs). */
  interface Target {
    name: string;
    url: string;
    paths: readonly (keyof typeof paths)[];
    cpu: () => Promise<number>;
    headers: Record<string, string>;
  }
  const all = Object.keys(paths) as (keyof typeof paths)[];
  const targets: Target[] = [
    { name: 'node:http', url: baseUrl['node:http']!, paths: ['GET /', 'GET /tokens'], cpu: cpuOf(baselines['node:http']), headers: { ...auth, ...accept } },
    // Express replays our small listing's page; the large listing's ratio is taken against it.
    { name: 'Express 5', url: baseUrl['Express 5']!, paths: all.filter((name) => name !== 'GET /orders (large)'), cpu: cpuOf(baselines['Express 5']), headers: { ...auth, ...accept } },
  ];
  let prism: Prism | undefined;
  if (PRISM_BIN) {
    process.stderr.write(`  starting Prism (${PRISM_BIN})\n`);
    // No Accept: Prism answers 406 to application/json, which the contract does not list (ours takes it).
    prism = await startPrism(PRISM_BIN, paths['GET /tokens'], auth);
    targets.push({ name: 'Prism', url: prism.url, paths: PRISM_PATHS, cpu: prism.cpu, headers: auth });
  }
  targets.push({ name: 'ours', url: info.url, paths: all, cpu: cpuOf(ours), headers: { ...auth, ...accept } });

  /** What one target's slices of one path add up to. */
  interface Tally {
    answered: number;
    seconds: number;
    p99: number;
    non2xx: number;
    cpu: number;
    queries: number;
    dbCpu?: number;
    gc?: GcStats;
  }
  const rows: Row[] = [];
  // Each path's targets take turns in slices, so a phase of a busy machine (it swings by 2× for
  // tens of seconds at a time) falls on all of them alike instead of on whichever ran then.
  for (const name of all) {
    const here = targets.filter((t) => t.paths.includes(name));
    for (const t of here) await warm(`${t.url}${paths[name]}`, t.headers);
    const tallies = new Map<Target, Tally>(here.map((t) => [t, { answered: 0, seconds: 0, p99: 0, non2xx: 0, cpu: 0, queries: 0 }]));
    for (let slice = 0; slice < SLICES; slice++) {
      for (const t of here) {
        const tally = tallies.get(t)!;
        const counted = t.name === 'ours';
        const queriesBefore = counted ? (await ours.ask<{ queries: number }>('queries')).queries : 0;
        const dbBefore = counted ? await dbCpu() : null;
        const gcBefore = counted ? await ours.ask<GcStats>('gc-stats') : null;
        const cpuBefore = await t.cpu();
        const result = await autocannon({ url: `${t.url}${paths[name]}`, connections: CONNECTIONS, duration: MEASURE_S / SLICES, headers: t.headers });
        tally.cpu += (await t.cpu()) - cpuBefore;
        tally.answered += result.requests.total;
        tally.seconds += result.duration;
        tally.p99 = Math.max(tally.p99, result.latency.p99);
        tally.non2xx += result.non2xx + result.errors;
        if (!counted) continue;
        tally.queries += (await ours.ask<{ queries: number }>('queries')).queries - queriesBefore;
        const dbAfter = await dbCpu();
        if (dbBefore && dbAfter) tally.dbCpu = (tally.dbCpu ?? 0) + Object.entries(dbAfter).reduce((sum, [pid, cpu]) => sum + cpu - (dbBefore[pid] ?? 0), 0);
        const gc = gcBetween(gcBefore!, await ours.ask<GcStats>('gc-stats'));
        tally.gc = tally.gc ? gcPlus(tally.gc, gc) : gc;
      }
    }
    for (const [t, tally] of tallies) {
      const answered = Math.max(1, tally.answered);
      const m: Measured = { rps: tally.answered / tally.seconds, answered: tally.answered, p99: tally.p99, non2xx: tally.non2xx, cpuPerRequest: tally.cpu / answered };
      const row: Row = { target: t.name, path: name, m };
      if (t.name === 'ours') {
        row.queries = tally.queries / answered;
        row.gc = tally.gc;
        if (tally.dbCpu !== undefined) row.dbCpu = tally.dbCpu / answered;
        rssAfter.push((await ours.ask<{ rss: number }>('rss')).rss);
      }
      rows.push(row);
      process.stderr.write(`  ${t.name.padEnd(10)} ${name.padEnd(22)} ${m.rps.toFixed(0).padStart(7)} req/s  p99 ${m.p99} ms  CPU ${m.cpuPerRequest!.toFixed(0)} µs/req\n`);
    }
  }
  await prism?.stop();
  const soaked = SHORT ? [] : await soak(info.url, Object.values(paths), { ...auth, ...accept }, ours);
  const rss = (await ours.ask<{ rss: number }>('rss')).rss;
  await Promise.all([ours.stop(), ...Object.values(baselines).map((b) => b.stop())]);

  const express = (name: string) => rows.find((r) => r.target === 'Express 5' && r.path === (name === 'GET /orders (large)' ? 'GET /orders (small)' : name))!;
  const ratioOf = (r: Row) => r.m.rps / express(r.path).m.rps;
  // Express's CPU per request ÷ ours: what the throughput ratio would be on an otherwise idle machine.
  const cpuRatioOf = (r: Row) => express(r.path).m.cpuPerRequest! / r.m.cpuPerRequest!;
  const failures: string[] = [];
  const lines = [
    `HTTP benchmark (${SHORT ? 'short' : 'full'}: ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${SLICES} × ${MEASURE_S / SLICES} s per target, taking turns on each path; ours on ${info.database})`,
    '',
    '| target | path | requests/s | ÷ Express | p99 ms | CPU µs / req | ÷ Express by CPU | GC pauses µs / req | DB round trips / req | PostgreSQL CPU µs / req | non-2xx |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    lines.push(`| ${r.target} | ${r.path} | ${r.m.rps.toFixed(0)} | ${ratioOf(r).toFixed(2)} | ${r.m.p99} | ${r.m.cpuPerRequest!.toFixed(0)} | ${cpuRatioOf(r).toFixed(2)} | ${r.gc ? gcPerRequest(r.gc, Math.max(1, r.m.answered)) : ''} | ${r.queries === undefined ? '' : r.queries.toFixed(2)} | ${r.dbCpu === undefined ? '' : r.dbCpu.toFixed(0)} | ${r.m.non2xx} |`);
    if (r.m.non2xx > 0) failures.push(`${r.target} ${r.path}: ${r.m.non2xx} answers were not 2xx`);
  }
  const oursRow = (name: string) => rows.find((r) => r.target === 'ours' && r.path === name)!;
  const pageCost = oursRow('GET /orders (large)').m.rps / oursRow('GET /orders (small)').m.rps;
  lines.push('', `page cost: a page of the large listing at ${pageCost.toFixed(2)} × the rate of the small one`);
  lines.push(`ours: RSS ${mb(rss)} MB at the end of the run; after each of its targets: ${rssAfter.map(mb).join(', ')} MB`);
  if (soaked.length > 0) lines.push(`ours: RSS after each soak round (${SOAK_REQUESTS} requests over the five paths): ${soaked.map(mb).join(', ')} MB`);
  lines.push('', 'floors (' + (SHORT ? 'CI' : 'targets') + '):');
  for (const [name, floor] of Object.entries(FLOORS)) {
    const value = name.startsWith('page cost') ? pageCost : ratioOf(oursRow(name));
    const min = SHORT ? floor.short : floor.full;
    const ok = value >= min;
    lines.push(`  ${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(28)} ${value.toFixed(2)} (floor ${min})`);
    if (!ok) failures.push(`${name}: ${value.toFixed(2)} is below ${min}`);
  }
  for (const name of PRISM_PATHS) {
    const prism = rows.find((r) => r.target === 'Prism' && r.path === name);
    if (!prism) continue;
    const value = oursRow(name).m.rps / prism.m.rps;
    const ok = value >= MIN_OVER_PRISM;
    lines.push(`  ${ok ? 'ok  ' : 'FAIL'} ${`${name} ÷ Prism`.padEnd(28)} ${value.toFixed(2)} (floor ${MIN_OVER_PRISM})`);
    if (!ok) failures.push(`${name} ÷ Prism: ${value.toFixed(2)} is below ${MIN_OVER_PRISM}`);
  }
  if (!SHORT && !PRISM_BIN) lines.push(`  --   ${'÷ Prism'.padEnd(28)} not measured (BENCH_PRISM unset; make bench installs Prism and sets it)`);
  for (const [name, max] of Object.entries(MAX_QUERIES)) {
    const q = oursRow(name).queries ?? 0;
    // The background rereads (revocation state, signing keys) land in any window, traffic or not:
    // allow those over the measured seconds, each entry once more per slice (a slice starts after
    // a pause in which its entry may have gone stale), plus one; a query per request is thousands.
    const background = Math.ceil(info.backgroundReadsPerSecond * MEASURE_S) + SLICES * info.backgroundEntries + 1;
    const stray = Math.round((q - max) * oursRow(name).m.answered);
    const ok = oursRow(name).m.rps > 0 && stray <= background;
    lines.push(`  ${ok ? 'ok  ' : 'FAIL'} ${`${name} round trips`.padEnd(28)} ${q.toFixed(3)} / request (at most ${max}; ${stray} in the window, ${background} background rereads allowed)`);
    if (!ok) failures.push(`${name}: ${q.toFixed(3)} database round trips per request`);
  }
  if (!SHORT) {
    const highest = Math.max(...rssAfter, ...soaked) / 2 ** 20;
    const ok = highest <= MAX_RSS_MB;
    lines.push(`  ${ok ? 'ok  ' : 'FAIL'} ${'RSS (targets, soak rounds)'.padEnd(28)} ${highest.toFixed(0)} MB at most (at most ${MAX_RSS_MB} MB)`);
    if (!ok) failures.push(`RSS: ${highest.toFixed(0)} MB is above ${MAX_RSS_MB} MB`);
  }
  lines.push('', `took ${((performance.now() - started) / 1000).toFixed(0)} s`);
  console.log(lines.join('\n'));
  if (failures.length > 0 && !process.argv.includes('--no-fail')) {
    console.error(`\nbelow target:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
