import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Logger } from '../logger.js';
import { utcTimestampParser } from './timestamp-parser.js';
import { guardedDialect } from './connection-guard.js';
import { lockDataDir } from './data-dir-lock.js';
import { initdbInChild, needsInitdb } from './pglite-init.js';
import { preparingClient, StatementNames } from './prepared-statements.js';
import type { DB } from './schema.js';

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** PostgreSQL: the pool, whose counters /metrics reports. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; unset means embedded PGlite. */
  url?: string | undefined;
  /** PGlite only: a folder to keep data in (unset: in memory). */
  dataDir?: string | undefined;
  /** PGlite only: boot from a dumped data directory instead of an empty one (fast test setup). */
  loadDataDir?: Blob | File | undefined;
  logger: Logger;
  /**
   * Refuse a connection a request's own open transaction blocks (connection-guard.ts). Always on
   * for PGlite, where that wait never ends; tests turn it on for PostgreSQL too.
   */
  guardConnections?: boolean;
  /**
   * PostgreSQL: run the statements this process repeats as named (prepared) statements
   * (prepared-statements.ts; default true). Off for a pooler that cannot hold them (PgBouncer in
   * transaction mode before 1.21).
   */
  preparedStatements?: boolean;
}

// Kysely returns PostgreSQL `numeric` and `bigint` as strings; keep them exact (never floats).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, utcTimestampParser(pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ)));

/**
 * PGlite's defaults plus smaller buffers: a sandbox's data fits in a few MB, and the defaults
 * (128 MB shared buffers, 64 MB maintenance memory) kept the embedded default at ~350 MB idle
 * after a restart (~270 MB with these; initdb runs in a child process, pglite-init.ts).
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['shared_buffers=16MB', 'wal_buffers=1MB', 'temp_buffers=1MB', 'maintenance_work_mem=8MB'].flatMap((setting) => ['-c', setting]),
];

/**
 * PGlite compiles its WebAssembly again for every instance (a quarter of a database's start-up
 * CPU): a process that opens several (a test worker, the bench) compiles it once. A process that
 * opens one pays what it did before.
 */
type PgliteWasm = NonNullable<PGliteOptions['pgliteWasmModule']>;
// Node's WebAssembly global (this workspace compiles without the DOM library, which types it).
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<PgliteWasm> } }).WebAssembly;
let pgliteWasm: Promise<PgliteWasm> | undefined;
function pgliteWasmOnce(): Promise<PgliteWasm> {
  pgliteWasm ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    return wasm.compile(await readFile(join(dist, 'pglite.wasm')));
  })();
  // A failed read is tried again by the next open, not remembered.
  pgliteWasm.catch(() => (pgliteWasm = undefined));
  return pgliteWasm;
}

/** One database API over two engines: PostgreSQL through `pg`, or PGlite in-process. Same SQL, same migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const Client = options.preparedStatements === false ? pg.Client : preparingClient(new StatementNames(), options.logger);
    const pool = new pg.Pool({ connectionString: options.url, max: 10, idleTimeoutMillis: 30_000, Client });
    // An idle client losing its connection (a PostgreSQL restart) emits 'error' on the pool;
    // unhandled it would kill the process. The pool replaces the client on the next query.
    pool.on('error', (err) => options.logger.warn({ err }, 'PostgreSQL connection lost; the pool will reconnect'));
    // pg-pool listens for errors on idle clients only: a checked-out client between two queries (a
    // transaction doing work in between) that loses its connection emits 'error' with no listener,
    // which would kill the process. Its holder's next query fails instead, and the pool drops it.
    pool.on('connect', (client) => client.on('error', (err) => options.logger.debug({ err }, 'PostgreSQL connection of a busy client lost')));
    const dialect = new PostgresDialect({ pool });
    const db = new Kysely<DB>({ dialect: options.guardConnections ? guardedDialect(dialect) : dialect });
    return { db, kind: 'postgres', pool, close: () => db.destroy() };
  }
  // One process per data folder: a second would not see the first's writes and could overwrite them.
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => undefined;
  if (options.dataDir && !options.loadDataDir && needsInitdb(options.dataDir)) {
    options.logger.info({ dataDir: options.dataDir }, 'creating the embedded database (first start only; a few seconds)');
    try {
      await initdbInChild(options.dataDir, PGLITE_START_PARAMS);
    } catch (err) {
      unlock();
      throw err;
    }
  }
  const pgliteWasmModule = await pgliteWasmOnce().catch((err: unknown) => {
    unlock();
    throw err;
  });
  const pglite = await PGlite.create({
    pgliteWasmModule,
    startParams: PGLITE_START_PARAMS,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  }).catch((err: unknown) => {
    unlock();
    throw err;
  });
  const db = new Kysely<DB>({ dialect: guardedDialect(new PGliteDialect(pglite)) });
  return { db, kind: 'pglite', close: () => db.destroy().finally(unlock) };
}
