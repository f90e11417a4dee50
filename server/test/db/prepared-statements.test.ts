/**
 * Repeated statements run as named (prepared) statements on PostgreSQL: named from their third
 * execution, bounded in number, and surviving a migration that changes a table's shape under a
 * prepared `select *` (a rolling upgrade).
 */
import { sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.js';
import { isStalePlan, preparingClient, StatementNames } from '../../src/db/prepared-statements.js';
import { databaseUnavailable } from '../../src/db/unavailable.js';
import { Unavailable } from '../../src/domain/errors.js';
import { createLogger } from '../../src/logger.js';
import { logSink } from '../support/log-sink.js';
import { openTestDatabase, TEST_DATABASE } from '../support/test-db.js';

describe('which statements are named', () => {
  it('names a text from its third execution, one name per text, and never transaction control or DDL', () => {
    const names = new StatementNames();
    const text = 'select * from orders where id = $1';
    expect(names.nameFor(text)).toBeUndefined();
    expect(names.nameFor(text)).toBeUndefined();
    const name = names.nameFor(text);
    expect(name).toMatch(/^emoney_/);
    expect(names.nameFor(text)).toBe(name);
    expect(names.nameFor('  WITH x AS (select 1) select * from x')).toBeUndefined();
    for (const other of ['begin', 'commit', 'create table t (a int)', 'alter table t add column b int', 'select pg_notify($1, $2)']) {
      for (let i = 0; i < 5; i++) names.nameFor(other);
    }
    // DDL and transaction control stay unnamed; the notify (a select) is named.
    expect(names.size).toBe(2);
    expect(names.nameFor('begin')).toBeUndefined();
  });

  it('names at most `max` texts, and a forgotten text gets a new name', () => {
    const names = new StatementNames({ after: 1, max: 2 });
    const a = names.nameFor('select 1');
    const b = names.nameFor('select 2');
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    expect(a).not.toBe(b);
    expect(names.nameFor('select 3')).toBeUndefined();
    names.forget('select 1');
    const again = names.nameFor('select 3');
    expect(again).toBeDefined();
    expect([a, b]).not.toContain(again);
    expect(names.nameFor('select 1')).toBeUndefined();
  });

  it('recognises PostgreSQL refusing a prepared statement whose result type changed', () => {
    expect(isStalePlan({ code: '0A000', message: 'cached plan must not change result type' })).toBe(true);
    expect(isStalePlan({ code: '0A000', message: 'something else not supported' })).toBe(false);
    expect(isStalePlan({ code: '23505', message: 'cached plan must not change result type' })).toBe(false);
    expect(isStalePlan(undefined)).toBe(false);
  });
});

describe.runIf(TEST_DATABASE === 'postgres')('named statements on PostgreSQL', () => {
  let database: DatabaseHandle & { url?: string };
  const { lines: warnings, sink } = logSink();
  const logger = pino({ level: 'warn' }, sink);
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await openTestDatabase(createLogger('silent'));
    // One connection, so pg_prepared_statements (per session) shows what this pool prepared.
    pool = new pg.Pool({ connectionString: database.url!, max: 1, Client: preparingClient(new StatementNames(), logger) });
  });
  afterAll(async () => {
    await pool?.end();
    await database?.close();
  });

  const prepared = async (client: pg.PoolClient) =>
    (await client.query<{ statement: string }>('select statement from pg_prepared_statements order by prepare_time')).rows.map((r) => r.statement);

  it('prepares a statement on its third execution and answers it the same', async () => {
    const client = await pool.connect();
    try {
      const text = 'select $1::int + 1 as n';
      expect((await client.query(text, [1])).rows).toEqual([{ n: 2 }]);
      expect((await client.query(text, [2])).rows).toEqual([{ n: 3 }]);
      expect(await prepared(client)).not.toContain(text);
      expect((await client.query(text, [3])).rows).toEqual([{ n: 4 }]);
      expect(await prepared(client)).toContain(text);
      expect((await client.query(text, [41])).rows).toEqual([{ n: 42 }]);
      // The callback form passes through untouched.
      const viaCallback = await new Promise<unknown>((resolve, reject) => client.query(text, [9], (err, res) => (err ? reject(err) : resolve(res.rows))));
      expect(viaCallback).toEqual([{ n: 10 }]);
    } finally {
      client.release();
    }
  });

  it('a column added under a prepared select * is answered at once outside a transaction, and on the next call inside one', async () => {
    const client = await pool.connect();
    try {
      await client.query('create table shapes (a int primary key)');
      await client.query('insert into shapes values (1)');
      const text = 'select * from shapes where a = $1';
      for (let i = 0; i < 3; i++) expect((await client.query(text, [1])).rows).toEqual([{ a: 1 }]);
      expect(await prepared(client)).toContain(text);

      await client.query('alter table shapes add column b int not null default 7');
      // Outside a transaction: refused once by PostgreSQL, run again unnamed, answered.
      expect((await client.query(text, [1])).rows).toEqual([{ a: 1, b: 7 }]);
      expect(warnings.join('')).toContain('went stale');

      // Named again after three more executions, then the shape changes again.
      for (let i = 0; i < 3; i++) await client.query(text, [1]);
      expect((await prepared(client)).filter((s) => s === text)).toHaveLength(2);
      await client.query('alter table shapes add column c text not null default $$c$$');
      await client.query('begin');
      const refused = await client.query(text, [1]).catch((err: unknown) => err);
      expect(isStalePlan(refused)).toBe(true);
      // Answered as a retryable 503, not a 500: the transaction wrote nothing.
      expect(databaseUnavailable(refused)).toBeInstanceOf(Unavailable);
      await client.query('rollback');
      expect((await client.query(text, [1])).rows).toEqual([{ a: 1, b: 7, c: 'c' }]);
    } finally {
      client.release();
    }
  });

  it('the database handle prepares by default, and not when told not to', async () => {
    const count = async (handle: DatabaseHandle) =>
      handle.db.connection().execute(async (db) => {
        for (let i = 0; i < 3; i++) await sql`select k from gauges where k = ${`k${i}`}`.execute(db);
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements where statement like '%from gauges%'`.execute(db);
        return rows[0]!.n;
      });
    await pool.query('create table gauges (k text)');
    const on = await openDatabase({ url: database.url!, logger: createLogger('silent') });
    const off = await openDatabase({ url: database.url!, logger: createLogger('silent'), preparedStatements: false });
    try {
      expect(await count(on)).toBe(1);
      expect(await count(off)).toBe(0);
    } finally {
      await on.close();
      await off.close();
    }
  });
});
