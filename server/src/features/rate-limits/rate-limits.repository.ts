import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/**
 * Counts one request against `key` in the window starting at `windowStart` and answers the
 * window's count. One statement, so concurrent processes never lose a hit; a row still holding
 * an older window starts over at 1.
 */
export async function countHit(db: Database, key: string, windowStart: Date): Promise<{ hits: number; windowStart: Date }> {
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key, window_start: windowStart, hits: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when excluded.window_start > rate_limit_counters.window_start then 1 else rate_limit_counters.hits + 1 end`,
        window_start: sql<Date>`greatest(excluded.window_start, rate_limit_counters.window_start)`,
      }),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), windowStart: new Date(row.window_start) };
}

/** Forgets keys whose window ended before `before` (they would start over anyway). */
export async function purgeCounters(db: Database, before: Date): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('window_start', '<', before).execute();
}
