/**
 * A statement built and compiled once by Kysely, then run with new values: the same text every
 * time, each value in its place, and a builder that does not pass a value through as a parameter
 * refused before it runs. A family of such statements builds each of its shapes once.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.js';
import { toJson } from '../../src/db/json.js';
import { recordTemplate, statementFamily, statementTemplate, valuesTemplate } from '../../src/db/statement-template.js';
import { createLogger } from '../../src/logger.js';
import { openTestDatabase } from '../support/test-db.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase(createLogger('silent', 'json'));
});
afterAll(async () => {
  await database?.close();
});

describe('statementTemplate', () => {
  it('runs one compiled text with each call’s values, in their places (a value used twice included), in a transaction too', async () => {
    let builds = 0;
    const db = database.db;
    const insertJob = statementTemplate((q, id: string, kind: string, payload: string, at: Date) => {
      builds += 1;
      return q
        .with('job', (w) => w.insertInto('jobs').values({ id, kind, payload, run_at: at, locked_until: at }).returning(['id', 'kind', 'run_at', 'locked_until']))
        .selectFrom('job')
        .select(['id', 'kind', 'run_at', 'locked_until', sql<string>`${kind}::text || '!'`.as('shout')]);
    });
    const runs = [
      { id: randomUUID(), kind: 'template.one', at: new Date('2026-01-02T03:04:05.678Z') },
      { id: randomUUID(), kind: 'template.two', at: new Date('2027-06-07T08:09:10.111Z') },
    ];
    for (const [i, run] of runs.entries()) {
      // The second run inside a transaction: a new Kysely object, the same compiled statement.
      const execute = (q: typeof db) => insertJob(q, run.id, run.kind, toJson({ n: run.kind }), run.at);
      const { rows } = i === 0 ? await execute(db) : await db.transaction().execute(execute);
      expect(rows).toEqual([{ id: run.id, kind: run.kind, run_at: run.at, locked_until: run.at, shout: `${run.kind}!` }]);
    }
    // Built (and compiled) once, for the first run.
    expect(builds).toBe(1);
    const stored = await database.db.selectFrom('jobs').select(['id', 'kind', 'payload']).where('kind', 'like', 'template.%').orderBy('kind').execute();
    expect(stored.map((j) => [j.id, j.kind, j.payload])).toEqual(runs.map((r) => [r.id, r.kind, { n: r.kind }]));
    await database.db.deleteFrom('jobs').where('kind', 'like', 'template.%').execute();
  });

  it('refuses a builder that turns a value into something else (here JSON), before anything runs', async () => {
    const misuse = statementTemplate((q, id: string, kind: string) =>
      q.insertInto('jobs').values({ id, kind: 'template.bad', payload: toJson({ kind }), run_at: new Date(0) }),
    );
    await expect(misuse(database.db, randomUUID(), 'x')).rejects.toThrow(/values 1 are not query parameters/);
    expect(await database.db.selectFrom('jobs').select('id').where('kind', '=', 'template.bad').execute()).toEqual([]);
  });
});

describe('valuesTemplate', () => {
  it('runs one compiled text with a list of values, each in its place, and refuses a list of another length', async () => {
    let builds = 0;
    const insertJobs = valuesTemplate(6, (q, v) => {
      builds += 1;
      return q.insertInto('jobs').values([
        { id: v[0] as string, kind: v[1] as string, payload: v[2] as string, run_at: v[3] as Date },
        { id: v[4] as string, kind: v[5] as string, payload: v[2] as string, run_at: v[3] as Date },
      ]);
    });
    const runs = [0, 1].map((n) => ({ a: randomUUID(), b: randomUUID(), at: new Date(Date.UTC(2026, 0, 1 + n)) }));
    for (const [n, run] of runs.entries()) await insertJobs(database.db, [run.a, `values.a${n}`, toJson({ n }), run.at, run.b, `values.b${n}`]);
    expect(builds).toBe(1);
    const stored = await database.db.selectFrom('jobs').select(['id', 'kind', 'payload', 'run_at']).where('kind', 'like', 'values.%').orderBy('kind').execute();
    expect(stored).toEqual([
      { id: runs[0]!.a, kind: 'values.a0', payload: { n: 0 }, run_at: runs[0]!.at },
      { id: runs[1]!.a, kind: 'values.a1', payload: { n: 1 }, run_at: runs[1]!.at },
      { id: runs[0]!.b, kind: 'values.b0', payload: { n: 0 }, run_at: runs[0]!.at },
      { id: runs[1]!.b, kind: 'values.b1', payload: { n: 1 }, run_at: runs[1]!.at },
    ]);
    await expect(insertJobs(database.db, [randomUUID(), 'values.short'])).rejects.toThrow(/2 values for a statement of 6/);
    await database.db.deleteFrom('jobs').where('kind', 'like', 'values.%').execute();
  });
});

describe('recordTemplate', () => {
  it('runs one compiled text with a named record of values, each in its place whatever the record’s key order', async () => {
    let builds = 0;
    const insertJob = recordTemplate({ id: true, kind: true, payload: true, at: true }, (q, v: { id: string; kind: string; payload: string; at: Date }) => {
      builds += 1;
      return q.insertInto('jobs').values({ id: v.id, kind: v.kind, payload: v.payload, run_at: v.at }).returning(['id', 'kind', 'run_at']);
    });
    const first = { id: randomUUID(), kind: 'record.one', payload: toJson({ n: 1 }), at: new Date(Date.UTC(2026, 0, 1)) };
    const second = { at: new Date(Date.UTC(2026, 0, 2)), payload: toJson({ n: 2 }), kind: 'record.two', id: randomUUID() };
    expect((await insertJob(database.db, first)).rows).toEqual([{ id: first.id, kind: first.kind, run_at: first.at }]);
    expect((await insertJob(database.db, second)).rows).toEqual([{ id: second.id, kind: second.kind, run_at: second.at }]);
    expect(builds).toBe(1);
    const stored = await database.db.selectFrom('jobs').select(['kind', 'payload']).where('kind', 'like', 'record.%').orderBy('kind').execute();
    expect(stored).toEqual([{ kind: 'record.one', payload: { n: 1 } }, { kind: 'record.two', payload: { n: 2 } }]);
    await database.db.deleteFrom('jobs').where('kind', 'like', 'record.%').execute();
  });

  it('refuses a builder that does not pass a named value through as a parameter', async () => {
    const misuse = recordTemplate({ kind: true }, (q, v: { kind: string }) => q.selectFrom('jobs').select('id').where('kind', '=', v.kind.toUpperCase()));
    await expect(misuse(database.db, { kind: 'x' })).rejects.toThrow(/values 0 are not query parameters/);
  });
});

describe('statementFamily', () => {
  it('builds each shape once (its choices and which values are present), and runs it with each call’s values', async () => {
    const db = database.db;
    const kinds = ['family.a', 'family.b', 'family.c'];
    for (const [i, kind] of kinds.entries()) {
      await db.insertInto('jobs').values({ id: randomUUID(), kind, payload: toJson({ i }), run_at: new Date(Date.UTC(2026, 0, 1 + i)) }).execute();
    }
    const built: string[] = [];
    const jobs = statementFamily(
      (shape: { newestFirst: boolean }) => String(shape.newestFirst),
      (q, shape: { newestFirst: boolean }, v: { prefix: string; kind: string | undefined }) => {
        built.push(`${shape.newestFirst}:${v.kind === undefined ? 'all' : 'one'}`);
        const matching = q.selectFrom('jobs').select('kind').where('kind', 'like', v.prefix);
        return (v.kind === undefined ? matching : matching.where('kind', '=', v.kind)).orderBy('run_at', shape.newestFirst ? 'desc' : 'asc');
      },
    );
    const kindsOf = async (shape: { newestFirst: boolean }, v: { prefix: string; kind: string | undefined }) => (await jobs(db, shape, v)).rows.map((r) => r.kind);
    expect(await kindsOf({ newestFirst: false }, { prefix: 'family.%', kind: undefined })).toEqual(kinds);
    expect(await kindsOf({ newestFirst: true }, { prefix: 'family.%', kind: undefined })).toEqual([...kinds].reverse());
    expect(await kindsOf({ newestFirst: true }, { prefix: 'family.%', kind: 'family.b' })).toEqual(['family.b']);
    expect(await kindsOf({ newestFirst: true }, { prefix: 'family.%', kind: 'family.c' })).toEqual(['family.c']);
    expect(await kindsOf({ newestFirst: false }, { prefix: 'nothing.%', kind: undefined })).toEqual([]);
    // Three shapes, each built once; the other runs reused them with new values.
    expect(built).toEqual(['false:all', 'true:all', 'true:one']);
    await db.deleteFrom('jobs').where('kind', 'like', 'family.%').execute();
  });

  it('refuses a shape whose builder does not pass a present value through as a parameter', async () => {
    const misuse = statementFamily(
      () => '',
      (q, _shape: undefined, v: { kind: string }) => q.selectFrom('jobs').select('id').where('kind', '=', v.kind.toUpperCase()),
    );
    await expect(misuse(database.db, undefined, { kind: 'x' })).rejects.toThrow(/values 0 are not query parameters/);
  });
});
