import pg from 'pg';
import type { Logger } from '../logger.js';

/**
 * Named (prepared) statements for the queries a process runs again and again. PostgreSQL parses,
 * analyses and plans an unnamed statement on every execution; a named one is parsed once per
 * connection, and after five executions may keep one generic plan. `GET /auth/context` (one
 * three-table join) cost PostgreSQL about 320 µs per request unnamed and 105–135 µs named
 * (bench/README.md). The protocol sends Parse, Bind and Execute together either way, so naming
 * adds no round trip.
 *
 * Bounded, as pgjdbc does it: a text is named from its `after`-th execution in this process (a
 * query run once or twice stays unnamed), at most `max` texts are named (any more run unnamed),
 * and only plain reads and writes are (not `begin`, not DDL).
 */

/** Statements worth naming: reads and writes, not transaction control or DDL. */
const PREPARABLE = /^\s*(select|insert|update|delete|with|values)\b/i;

/** PostgreSQL refusing a prepared statement whose tables changed shape under it (a migration added a column to a `select *`). */
export function isStalePlan(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return e?.code === '0A000' && (e.message ?? '').includes('cached plan must not change result type');
}

/** Which statement texts run under which name: one name per text, never reused for another. */
export class StatementNames {
  readonly #after: number;
  readonly #max: number;
  readonly #named = new Map<string, string>();
  /** Executions of texts not named yet; emptied when it grows past a bound (rare texts start over). */
  readonly #seen = new Map<string, number>();
  #next = 0;

  /** `after`: the execution from which a text is named (default 3); `max`: most texts named per process (default 256). */
  constructor(options: { after?: number; max?: number } = {}) {
    this.#after = Math.max(1, options.after ?? 3);
    this.#max = Math.max(0, options.max ?? 256);
  }

  /** The name to run `text` under, or undefined to run it unnamed; counts this execution. */
  nameFor(text: string): string | undefined {
    const named = this.#named.get(text);
    if (named !== undefined) return named;
    if (this.#named.size >= this.#max || !PREPARABLE.test(text)) return undefined;
    const count = (this.#seen.get(text) ?? 0) + 1;
    if (count < this.#after) {
      if (this.#seen.size >= 4 * this.#max) this.#seen.clear();
      this.#seen.set(text, count);
      return undefined;
    }
    this.#seen.delete(text);
    const name = `emoney_${(this.#next++).toString(36)}`;
    this.#named.set(text, name);
    return name;
  }

  /** Stops running `text` under its name (its prepared form went stale); it may get a new one later. */
  forget(text: string): void {
    this.#named.delete(text);
  }

  get size(): number {
    return this.#named.size;
  }
}

type QueryFn = (...args: unknown[]) => unknown;

/**
 * A `pg.Client` class for the pool (`new pg.Pool({ Client })`) that runs the texts `names` names
 * as named statements. Only the promise form `query(text, values)` (what Kysely calls) is named;
 * every other call passes through unchanged.
 *
 * A migration that adds a column while this process runs (a rolling upgrade) makes PostgreSQL
 * refuse a prepared `select *` of that table once per connection. The text then loses its name;
 * outside a transaction the statement is run again unnamed at once (the refused one did nothing);
 * inside one the error stands (the transaction is already aborted), the request answers 503
 * (unavailable.ts) and its retry succeeds.
 */
export function preparingClient(names: StatementNames, logger: Logger): typeof pg.Client {
  return class PreparingClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      // The instance's own method, not an override: pg.Client's `query` has many overloads.
      const query = (this.query as QueryFn).bind(this);
      this.query = ((text: unknown, values?: unknown, callback?: unknown) => {
        if (typeof text !== 'string' || callback !== undefined || (values !== undefined && !Array.isArray(values))) return query(text, values, callback);
        const name = names.nameFor(text);
        if (name === undefined) return query(text, values);
        const idle = this.getTransactionStatus() === 'I';
        return (query({ name, text, values }) as Promise<pg.QueryResult>).catch((err: unknown) => {
          if (!isStalePlan(err)) throw err;
          names.forget(text);
          logger.warn({ statement: name, retried: idle }, 'a prepared statement went stale (the schema changed); running it unnamed');
          if (!idle) throw err;
          return query(text, values);
        });
      }) as typeof this.query;
    }
  };
}
