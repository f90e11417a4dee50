import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { Database } from './database.js';

/** What a stand-in value looks like: no real value starts with a NUL. */
const STAND_IN = '\u0000statement-template:';

/** A compiled statement and, for each of its parameters, which value goes there (-1: the builder's own constant). */
interface Compiled<Row> {
  query: CompiledQuery<Row>;
  slots: number[];
}

/**
 * Builds a statement from one stand-in per value and compiles it once; refuses it when a stand-in
 * did not come out as a query parameter (computed with, or turned into JSON, so the statement's
 * text would depend on the value).
 */
function compileWithStandIns<Row>(count: number, build: (standIns: string[]) => Compilable<Row>): Compiled<Row> {
  const standIns = Array.from({ length: count }, (_, i) => `${STAND_IN}${i}`);
  const query = build(standIns).compile();
  const slots = query.parameters.map((p) => (typeof p === 'string' && p.startsWith(STAND_IN) ? Number(p.slice(STAND_IN.length)) : -1));
  const missing = standIns.map((_, i) => i).filter((i) => !slots.includes(i));
  if (missing.length > 0) throw new Error(`statementTemplate: values ${missing.join(', ')} are not query parameters`);
  return { query, slots };
}

function runWith<Row>(db: Database, { query, slots }: Compiled<Row>, values: readonly unknown[]): Promise<QueryResult<Row>> {
  return db.executeQuery<Row>({ ...query, parameters: query.parameters.map((p, i) => (slots[i]! >= 0 ? values[slots[i]!] : p)) });
}

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
 *
 * Compiled once per process, with the first database it runs on, and run on any: a transaction
 * is a new `Kysely` object each time, and every database this server opens (PostgreSQL, PGlite)
 * compiles to the same PostgreSQL text. A plugin that rewrites statements sees the first build only.
 */
export function statementTemplate<Args extends unknown[], Row>(build: (db: Database, ...args: Args) => Compilable<Row>) {
  const arity = build.length - 1;
  let compiled: Compiled<Row> | undefined;
  return async (db: Database, ...args: Args): Promise<QueryResult<Row>> => {
    compiled ??= compileWithStandIns(arity, (standIns) => build(db, ...(standIns as Args)));
    return runWith(db, compiled, args);
  };
}

/**
 * {@link statementTemplate} for a statement of many values, taken as one list: `build` gets
 * `count` stand-ins and the statement runs with `count` values in the same order. For a
 * statement that writes whole rows, where a parameter per value would be a long signature.
 */
export function valuesTemplate<Row>(count: number, build: (db: Database, values: readonly unknown[]) => Compilable<Row>) {
  let compiled: Compiled<Row> | undefined;
  return async (db: Database, values: readonly unknown[]): Promise<QueryResult<Row>> => {
    if (values.length !== count) throw new Error(`valuesTemplate: ${values.length} values for a statement of ${count}`);
    compiled ??= compileWithStandIns(count, (standIns) => build(db, standIns));
    return runWith(db, compiled, values);
  };
}

/**
 * {@link statementTemplate} for a statement of many values, taken as one named record: `build`
 * gets a record of stand-ins and each run a record of values, matched by name, so a long
 * statement reads and is called like the domain (no positional list to keep in step). `fields`
 * names every field once (`{ deliveryId: true, … }`, checked by the compiler against `Values`);
 * their order is the values' order in the compiled statement.
 */
export function recordTemplate<Values extends object, Row>(
  fields: { readonly [K in keyof NoInfer<Values>]-?: true },
  build: (db: Database, values: Values) => Compilable<Row>,
) {
  const names = Object.keys(fields) as (keyof Values & string)[];
  let compiled: Compiled<Row> | undefined;
  return async (db: Database, values: Values): Promise<QueryResult<Row>> => {
    compiled ??= compileWithStandIns(names.length, (standIns) => build(db, Object.fromEntries(names.map((name, i) => [name, standIns[i]])) as Values));
    return runWith(db, compiled, names.map((name) => values[name]));
  };
}

/** The most shapes a family keeps compiled (it starts over when full). */
const MAX_SHAPES = 512;

/**
 * Statements of one family whose text varies with a few choices (a listing's filters, its page
 * size), each shape built and compiled once, then run with new values: {@link statementTemplate}
 * for a statement that is not one text.
 *
 * A shape is `shapeKey(shape)` plus which of `values` are present (not undefined). `build` gets
 * the present values as stand-ins, and may test whether a value is present but never look at it:
 * everything else its text depends on comes from `shape`.
 */
export function statementFamily<Shape, Values extends Record<string, unknown>, Row>(
  shapeKey: (shape: Shape) => string,
  build: (db: Database, shape: Shape, values: Values) => Compilable<Row>,
) {
  const shapes = new Map<string, Compiled<Row> & { names: string[] }>();
  return async (db: Database, shape: Shape, values: Values): Promise<QueryResult<Row>> => {
    const names = Object.keys(values).filter((name) => values[name] !== undefined);
    const key = `${shapeKey(shape)}|${names.join(',')}`;
    let entry = shapes.get(key);
    if (!entry) {
      const built = compileWithStandIns(names.length, (standIns) => build(db, shape, Object.fromEntries(names.map((name, i) => [name, standIns[i]])) as Values));
      entry = { ...built, names };
      if (shapes.size >= MAX_SHAPES) shapes.clear();
      shapes.set(key, entry);
    }
    return runWith(db, entry, entry.names.map((name) => values[name]));
  };
}
