import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, type DatabaseHandle } from '@emoney/server/testing';
import { utcTimestampParser } from '../../src/db/timestamp-parser.js';
import { openTestDatabase } from '../support/test-db.js';

/** The fast path only: a text it hands on fails the test instead of being parsed. */
const refuse = (text: string): Date => {
  throw new Error(`handed on: ${text}`);
};

describe('the UTC timestamptz parser', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(createLogger('silent'));
  });
  afterAll(async () => {
    await database?.close();
  });

  it('reads the database’s own text of a UTC timestamp as the instant the database means', async () => {
    // Random instants from 1900 to 2100 with 0 to 6 fraction digits, written and measured by the database itself.
    const { rows } = await sql<{ text: string; ms: string }>`
      with t as (
        select timestamptz '1900-01-01 00:00:00+00'
               + make_interval(secs => floor(random() * 6311433600)::bigint)
               + make_interval(secs => round(random() * 10 ^ (n % 7)) / 10 ^ (n % 7) * (n % 2)) as at
        from generate_series(1, 500) as n
      )
      select to_char(at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') as text, floor(extract(epoch from at) * 1000)::text as ms from t`.execute(database.db);
    const parse = utcTimestampParser(refuse);
    let fractions = 0;
    for (const row of rows) {
      // PostgreSQL's output style: trailing fraction zeros (and a bare fraction) dropped, then the offset.
      const text = `${row.text.replace(/\.?0+$/, '')}+00`;
      if (text.length > 22) fractions += 1;
      expect(parse(text).getTime(), text).toBe(Number(row.ms));
    }
    expect(fractions).toBeGreaterThan(100);
  });

  it('hands anything but a plain UTC timestamp to the driver’s parser', () => {
    const seen: string[] = [];
    const parse = utcTimestampParser((text) => {
      seen.push(text);
      return new Date(0);
    });
    const others = ['infinity', '-infinity', '2026-11-26 16:25:59.5+01', '2026-11-26 17:55:59+05:30', '0044-03-15 12:00:00+00 BC', '12026-11-26 16:25:59+00', '2026-11-26T16:25:59Z'];
    for (const text of others) parse(text);
    expect(seen).toEqual(others);
    expect(parse('2026-11-26 16:25:59.388123+00').toISOString()).toBe('2026-11-26T16:25:59.388Z');
    expect(seen).toHaveLength(others.length);
  });
});
