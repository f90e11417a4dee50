import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { Database } from './database.js';

/** What a stand-in value looks like: no real value starts with a NUL. */
const STAND_IN = '\u0000statement-template:';

/**
 * A statement Kysely builds and compiles once, then runs with new values. Building a large query
 * costs more of the process's CPU than PostgreSQL spends running it: a webhook attempt's two
 * statements took about a sixth of a delivery's CPU to build.
 *
 * `build` gets one stand-in per value and must put each where a query parameter goes, unchanged
 * (a value in `where`, `set`, `values`, `limit`, or `sql\`${…}\``), so the statement's text never
 * depends on the values. A stand-in that does not come out as a parameter (computed with, or
 * turned into JSON) is refused the first time the template runs. The values are counted from
 * `build.length`, so each is declared as a plain parameter of its own (no default, no rest).
 */
export function statementTemplate<Args extends unknown[], Row>(build: (db: Database, ...args: Args) => Compilable<Row>) {
  const arity = build.length - 1;
  // Per database: tests run many servers in one process (the text is the same for every one).
  const compiled = new WeakMap<object, { query: CompiledQuery<Row>; slots: number[] }>();
  const compile = (db: Database) => {
    const standIns = Array.from({ length: arity }, (_, i) => `${STAND_IN}${i}`);
    const query = build(db, ...(standIns as Args)).compile();
    const slots = query.parameters.map((p) => (typeof p === 'string' && p.startsWith(STAND_IN) ? Number(p.slice(STAND_IN.length)) : -1));
    const missing = standIns.filter((_, i) => !slots.includes(i));
    if (missing.length > 0) throw new Error(`statementTemplate: values ${missing.map((m) => m.slice(STAND_IN.length)).join(', ')} are not query parameters`);
    return { query, slots };
  };
  return async (db: Database, ...args: Args): Promise<QueryResult<Row>> => {
    let entry = compiled.get(db);
    if (!entry) {
      entry = compile(db);
      compiled.set(db, entry);
    }
    const { query, slots } = entry;
    return db.executeQuery<Row>({ ...query, parameters: query.parameters.map((p, i) => (slots[i]! >= 0 ? args[slots[i]!] : p)) });
  };
}
