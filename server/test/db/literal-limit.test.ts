/**
 * A listing's LIMIT is written into its statement's text (so PostgreSQL keeps one generic plan per
 * page size instead of planning every request), and only a whole number of rows can get there.
 */
import { describe, expect, it } from 'vitest';
import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, DummyDriver } from 'kysely';
import { literalLimit } from '../../src/db/literal-limit.js';
import type { DB } from '../../src/db/schema.js';

const db = new Kysely<DB>({
  dialect: { createAdapter: () => new PostgresAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (k) => new PostgresIntrospector(k), createQueryCompiler: () => new PostgresQueryCompiler() },
});

describe('literalLimit', () => {
  it('writes the number into the text, not as a parameter', () => {
    const query = db.selectFrom('orders').select('id').where('state', '=', 'placed').limit(literalLimit(51)).compile();
    expect(query.sql).toMatch(/ limit 51$/);
    expect(query.parameters).toEqual(['placed']);
  });

  it('refuses anything but a whole number of rows', () => {
    for (const bad of [1.5, -1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) expect(() => literalLimit(bad)).toThrow(RangeError);
  });
});
