import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { MIGRATIONS_DIR, openDatabase, migrateToLatest, type DatabaseHandle, type Logger } from '@emoney/server/testing';

/** Which engine this test run uses: PostgreSQL when DATABASE_URL is set, PGlite otherwise. */
export const TEST_DATABASE = process.env.DATABASE_URL ? 'postgres' : 'pglite';

let template: Promise<Blob> | undefined;

/** PGlite's version (a new one may read a dump differently): its package.json, found above its entry point. */
const PGLITE_VERSION = (() => {
  for (let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version: string };
    if (name === '@electric-sql/pglite') return version;
  }
  throw new Error('@electric-sql/pglite: package.json not found');
})();

/** The migrations' text (names and contents): what a migrated template is keyed by. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  return hash.digest('hex').slice(0, 16);
}

/** Where the migrated template is cached between workers and runs: keyed by the migrations' text. */
function templatePath(): string {
  const hash = createHash('sha256').update(migrationsHash()).update(PGLITE_VERSION);
  return join(tmpdir(), `emoney-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * A fresh PGlite runs initdb (seconds); booting from a dumped data directory takes about one.
 * Migrate once, dump, cache the dump on disk for every worker and later runs, and boot every
 * test database from it.
 */
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const path = templatePath();
    const cached = await readFile(path).catch(() => undefined);
    if (cached) return new Blob([cached]);
    const pglite = await PGlite.create();
    const db = new Kysely<never>({ dialect: new PGliteDialect(pglite) });
    await migrateToLatest(db as never);
    const dump = await pglite.dumpDataDir('none');
    await db.destroy();
    const partial = `${path}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, path);
    return dump;
  })();
  return template;
}

const postgresTemplates = new Map<string, Promise<string>>();
/** Marks a template whose migrations finished: one without it was left half-built and is built again. */
const MIGRATED = 'emoney test template: migrated';

/**
 * Migrating a new PostgreSQL database runs every migration (a few hundred ms of the server's CPU);
 * copying a migrated one is one statement. The template `emoney_template_<migrations' hash>` is
 * built once per server (under an advisory lock, for every worker and run), older ones dropped,
 * and each test database is created from it.
 */
function migratedPostgresTemplate(url: string, logger: Logger): Promise<string> {
  let template = postgresTemplates.get(url);
  if (!template) {
    template = (async () => {
      const name = `emoney_template_${migrationsHash()}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query(`SELECT pg_advisory_lock(hashtext('emoney test template'))`);
        const found = await admin.query<{ comment: string | null }>(
          `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
          [name],
        );
        if (found.rows[0]?.comment === MIGRATED) return name;
        const stale = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'emoney\\_template\\_%'`);
        for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${name}`);
        const own = new URL(url);
        own.pathname = `/${name}`;
        const handle = await openDatabase({ url: own.toString(), logger, preparedStatements: false });
        try {
          await migrateToLatest(handle.db);
        } finally {
          await handle.close();
        }
        await admin.query(`COMMENT ON DATABASE ${name} IS '${MIGRATED}'`);
        return name;
      } finally {
        await admin.end();
      }
    })();
    // A failed build is tried again by the next caller, not remembered.
    template.catch(() => postgresTemplates.delete(url));
    postgresTemplates.set(url, template);
  }
  return template;
}

/**
 * A fresh, migrated, empty database of its own for one test server; `close` removes it. `url` is set
 * on PostgreSQL: the server at DATABASE_URL, or at `serverUrl` when given (a private cluster).
 * `guardConnections: false` opens it as production does, without the re-entry guard's stack
 * capture per transaction (benchmarks).
 */
export async function openTestDatabase(
  logger: Logger,
  serverUrl = process.env.DATABASE_URL,
  { guardConnections = true }: { guardConnections?: boolean } = {},
): Promise<DatabaseHandle & { url?: string }> {
  const url = serverUrl;
  if (!url) return openDatabase({ loadDataDir: await migratedTemplate(), logger });
  const template = await migratedPostgresTemplate(url, logger);
  const name = `emoney_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const own = new URL(url);
  own.pathname = `/${name}`;
  const handle = await openDatabase({ url: own.toString(), logger, guardConnections });
  return {
    ...handle,
    url: own.toString(),
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
