/**
 * Our server for the HTTP benchmark, in a process of its own (forked by http.bench.ts, which talks
 * to it over IPC). It runs what `make start` and production run: the compiled `server/dist/` (built
 * by `make build`; `BENCH_SERVER=source` runs `server/src/` through tsx instead, which adds tsx's
 * per-closure naming calls), on a database of its own opened as production opens it (PostgreSQL
 * when DATABASE_URL is set, made and dropped here; else in-memory PGlite), seeded with the sandbox
 * partner, a client-credentials token and two profiles of orders (a small one and a large one,
 * inserted in bulk). Every query is counted, so the driver can report database round trips per request.
 * The job queue never polls: `run-jobs` runs what is due, between measured windows. Also forked by
 * orders.bench.ts.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { constants as perfConstants, PerformanceObserver } from 'node:perf_hooks';
import { join } from 'node:path';
import { sql, type KyselyPlugin } from 'kysely';
import pg from 'pg';
import type * as ServerSource from '@emoney/server/testing';
import type { GcStats } from './gc-stats.js';
import { procCpuMicros } from './proc-cpu.js';
import type { Database, DatabaseHandle } from '@emoney/server/testing';

type ServerModule = typeof ServerSource;
/** The same module compiled (a variable, so TypeScript does not need the build to check this file). */
const BUILT_SERVER = process.env.BENCH_SERVER_DIST ?? new URL('../../server/dist/testing.js', import.meta.url).href;
const {
  answerClientErrors,
  createApp,
  createLogger,
  grantProfile,
  insertProfile,
  loadConfig,
  openDatabase,
  REQUEST_LOG_FLUSH_MS,
  REQUEST_LOG_PRUNE_MS,
  seedSandbox,
  SERVER_OPTIONS,
  startServices,
} = (process.env.BENCH_SERVER === 'source' ? await import('@emoney/server/testing') : await import(BUILT_SERVER)) as ServerModule;

export interface OursReady {
  type: 'ready';
  url: string;
  token: string;
  smallProfile: string;
  largeProfile: string;
  database: 'postgres' | 'pglite';
  /**
   * Statements the server makes per second however many requests it serves (bounded staleness by
   * design): the two auth-state entries one token uses, its family's revocation state and its
   * client's sandbox clock, each reread every EMONEY_AUTH_STATE_TTL_MS, and the signing-key reread.
   */
  backgroundReadsPerSecond: number;
  /** How many such entries there are (3): each may also be reread once when requests start after a pause. */
  backgroundEntries: number;
}

const SMALL_ORDERS = Number(process.env.BENCH_SMALL_ORDERS ?? 100);
const LARGE_ORDERS = Number(process.env.BENCH_LARGE_ORDERS ?? 100_000);

/** Garbage collection in this process (GcStats), from V8's own GC entries. */
const gc: GcStats = { youngUs: 0, young: 0, oldUs: 0, old: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
    if (kind === perfConstants.NODE_PERFORMANCE_GC_MINOR) {
      gc.young += 1;
      gc.youngUs += entry.duration * 1000;
    } else {
      gc.old += 1;
      gc.oldUs += entry.duration * 1000;
    }
  }
}).observe({ entryTypes: ['gc'] });

let queries = 0;
/**
 * Counts every statement Kysely sends (transactions' BEGIN/COMMIT aside), once each as its result
 * comes back: a query builder used as a subquery is transformed too, but not executed.
 */
const countQueries: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async (args) => {
    queries += 1;
    return args.result;
  },
};

async function main() {
  const server = createServer(SERVER_OPTIONS);
  answerClientErrors(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Logs as deployed (JSON, info: one line per request) into the void the driver gave stdout.
  const config = loadConfig({
    ...process.env,
    EMONEY_PUBLIC_URL: url,
    EMONEY_PASSWORD_COST: '10',
    // The HTTP benchmark measures the API against Prism: no chains beside it.
    EMONEY_LOCAL_CHAINS: 'off',
    EMONEY_RATE_LIMIT_AUTH_PER_IP: '1000000',
    EMONEY_RATE_LIMIT_AUTH_PER_CLIENT: '1000000',
  });
  const logger = createLogger(config.logLevel, 'json');
  const opened = await openBenchDatabase(logger, config.preparedStatements);
  const database = { ...opened, db: opened.db.withPlugin(countQueries) };
  const { ctx, jobs } = await startServices({ ...config, publicUrl: url }, logger, { database });
  const seed = await seedSandbox(ctx);

  // A second profile of the same app user, for the large listing.
  const app0 = await ctx.db.selectFrom('apps').select('user_id').where('client_id', '=', seed.clientId).executeTakeFirstOrThrow();
  const largeProfile = randomUUID();
  await insertProfile(ctx.db, { id: largeProfile, kind: 'corporate', name: 'Bench large', state: 'approved', now: new Date() });
  await grantProfile(ctx.db, app0.user_id!, largeProfile, ['read', 'write'], false);
  await bulkOrders(ctx.db, seed.profileId, SMALL_ORDERS);
  await bulkOrders(ctx.db, largeProfile, LARGE_ORDERS);
  await sql`analyze`.execute(ctx.db);

  const app = await createApp(ctx);
  server.on('request', app);
  const tokenResponse = await fetch(`${url}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: seed.clientId, client_secret: seed.clientSecret }),
  });
  const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
  if (!token) throw new Error(`no token: ${tokenResponse.status}`);

  process.on('message', (message: { type: string }) => {
    if (message.type === 'queries') process.send!({ type: 'queries', queries });
    // CPU time used (user + system, µs): per request, it does not depend on what else loads the machine.
    if (message.type === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send!({ type: 'cpu', cpu: user + system, user, system });
    }
    // PostgreSQL only, on this machine: CPU time of each backend serving our database, by pid (µs; null on PGlite).
    if (message.type === 'db-cpu') void backendsCpu(database).then((cpu) => process.send!({ type: 'db-cpu', cpu }));
    if (message.type === 'gc-stats') process.send!({ type: 'gc-stats', ...gc });
    if (message.type === 'gc') (globalThis as { gc?: () => void }).gc?.();
    if (message.type === 'rss') {
      const memory = process.memoryUsage();
      process.send!({ type: 'rss', rss: memory.rss, memory });
    }
    // The job queue does not poll here: the driver runs what is due between windows (an IBAN to provision).
    if (message.type === 'run-jobs') void jobs.runDue().then((ran) => process.send!({ type: 'run-jobs', ran }));
    // A CPU profile of a window (BENCH_PROFILE=dir in http.bench.ts): where the time of one target goes.
    if (message.type === 'profile-start') void profiler.start();
    if (message.type === 'profile-stop') void profiler.stop(process.env.BENCH_PROFILE ?? '.').then((file) => process.send!({ type: 'profile-stop', file }));
    // A sampling heap profile of what outlives the young generation (heap-profile-start/-stop).
    if (message.type === 'heap-profile-start') void heapProfiler.start();
    if (message.type === 'heap-profile-stop') void heapProfiler.stop(process.env.BENCH_PROFILE ?? '.').then((file) => process.send!({ type: 'heap-profile-stop', file }));
    if (message.type === 'stop') {
      server.close();
      void opened.close().finally(() => process.exit(0));
    }
  });
  // Rereads of revocation state, the client's clock and the caller's user and profiles (each
  // trusted for the TTL), signing keys, and the request log's batched writes (an insert a second at
  // most, a prune every ten: the dashboard's log, written off the requests' path).
  const backgroundReadsPerSecond = (3 * 1000) / config.auth.authStateTtlMs + 1000 / config.auth.signingKeysReloadMs + 1000 / REQUEST_LOG_FLUSH_MS + 1000 / REQUEST_LOG_PRUNE_MS;
  const ready: OursReady = { type: 'ready', url, token, smallProfile: seed.profileId, largeProfile, database: opened.kind, backgroundReadsPerSecond, backgroundEntries: 4 };
  process.send!(ready);
}

/** A database of the bench's own: a new PostgreSQL database under DATABASE_URL (dropped on close), else in-memory PGlite. */
async function openBenchDatabase(logger: Parameters<typeof openDatabase>[0]['logger'], preparedStatements: boolean): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ logger });
  const name = `emoney_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  // As production opens it: EMONEY_DB_PREPARED_STATEMENTS=false measures the server without them.
  const handle = await openDatabase({ url: own.toString(), logger, preparedStatements });
  return { ...handle, close: () => handle.close().finally(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) };
}

/**
 * CPU time (user + system, µs) of every PostgreSQL backend connected to our database, by pid, read
 * from /proc (PostgreSQL on this machine); null on PGlite, whose work is in this process already.
 */
async function backendsCpu(database: { db: Database; kind: string }): Promise<Record<number, number> | null> {
  if (database.kind !== 'postgres') return null;
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database()`.execute(database.db);
  const cpu: Record<number, number> = {};
  for (const { pid } of rows) {
    const used = await procCpuMicros(pid);
    if (used === undefined) return null;
    cpu[pid] = used;
  }
  return cpu;
}

/** `count` orders of one profile in one statement (generate_series): 100,000 in about a second. */
async function bulkOrders(db: Database, profileId: string, count: number) {
  await sql`
    insert into orders (id, kind, profile_id, address, chain, currency, amount, counterpart, state, placed_at, processed_at, updated_at)
    select gen_random_uuid(), 'issue', ${profileId}::uuid, '0x' || lpad(to_hex(n), 40, '0'), 'gnosis', 'eur', (n % 1000) + 1,
           '{"identifier":{"standard":"iban","iban":"DE89370400440532013000"},"details":{"firstName":"Hanna","lastName":"Schmidt","country":"DE"}}'::jsonb,
           'processed', now() - make_interval(secs => n), now() - make_interval(secs => n), now()
    from generate_series(1, ${count}::int) as n`.execute(db);
}

/**
 * A window of one of the inspector's profilers: `begin` starts it on a new session, `end` stops it
 * and returns the profile, written to `<dir>/ours-<time>.<extension>`.
 */
function inspectorWindow(extension: string, begin: (session: Session) => Promise<unknown>, end: (session: Session) => Promise<{ profile: unknown }>) {
  let session: Session | undefined;
  return {
    async start() {
      session = new Session();
      session.connect();
      await begin(session);
    },
    async stop(dir: string): Promise<string> {
      const { profile } = await end(session!);
      session!.disconnect();
      const file = join(dir, `ours-${Date.now()}.${extension}`);
      await writeFile(file, JSON.stringify(profile));
      return file;
    },
  };
}

const profiler = inspectorWindow(
  'cpuprofile',
  async (session) => {
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  },
  (session) => session.post('Profiler.stop'),
);

/**
 * Sampled allocations that outlived the young generation: objects a scavenge collected are left
 * out, objects a mark-compact collected are kept. What it shows is what the old generation fills with.
 */
const heapProfiler = inspectorWindow(
  'heapprofile',
  async (session) => {
    await session.post('HeapProfiler.enable');
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: 8192,
      includeObjectsCollectedByMajorGC: true,
      // BENCH_HEAP_PROFILE=all: every sampled allocation, what the young generation collects too.
      includeObjectsCollectedByMinorGC: process.env.BENCH_HEAP_PROFILE === 'all',
    } as never);
  },
  (session) => session.post('HeapProfiler.stopSampling'),
);

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
