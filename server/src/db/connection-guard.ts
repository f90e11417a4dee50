import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseConnection, Dialect, Driver, TransactionSettings } from 'kysely';

/**
 * Catches a request that waits on itself for a database connection.
 *
 * PGlite has one connection. A request that opens a transaction and then, inside it, runs a query
 * on the root `db` (not on its `trx`) waits for the connection its own transaction holds: the
 * process hangs for good, and every later request queues behind it. On PostgreSQL the same code
 * takes a second pool connection, which under load exhausts the pool the same way.
 *
 * Every request and job runs as a connection owner (`runAsConnectionOwner`). The guarded driver
 * remembers which owner holds an open transaction, and where it began; when that same owner asks
 * for another connection, it throws at once, naming both call sites, instead of waiting forever.
 * Concurrent root queries of one request (no transaction) only queue, as before.
 */
interface Owner {
  label: string;
}

interface Holder {
  owner: Owner;
  site: string;
}

const owners = new AsyncLocalStorage<Owner>();

/**
 * Every re-entry seen by this process. Callers may catch the error (a token check treats any
 * failure as a bad token), so tests also read this list when their server closes.
 */
const reentries: string[] = [];

/** The re-entries seen since the last call, emptying the list (tests fail on any). */
export function takeConnectionReentries(): string[] {
  return reentries.splice(0);
}

/** Runs a request or job as one connection owner (label: what it is, for the error message). */
export function runAsConnectionOwner<T>(label: string, fn: () => T): T {
  return owners.run({ label }, fn);
}

export class ConnectionReentryError extends Error {
  constructor(owner: Owner, holder: Holder, site: string) {
    super(
      `${owner.label} asked for a second database connection while its own transaction holds one: ` +
        `this would wait on itself forever. Use the transaction's handle (trx) inside the transaction.\n` +
        `  transaction begun at:\n${holder.site}\n  second connection asked for at:\n${site}`,
    );
    this.name = 'ConnectionReentryError';
  }
}

/** The calling frames of our own code (not Kysely's or Node's), for naming a call site. */
function callSite(): string {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 40;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  const ours = stack
    .split('\n')
    .slice(1)
    .filter((line) => !line.includes('node_modules') && !line.includes('node:') && !line.includes('connection-guard'));
  return ours.slice(0, 6).map((l) => `    ${l.trim()}`).join('\n') || '    (no frame of ours)';
}

class GuardedDriver implements Driver {
  /** Open transactions by connection: who began each, and where. */
  private readonly transactions = new Map<DatabaseConnection, Holder>();

  savepoint?: Driver['savepoint'];
  rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  releaseSavepoint?: Driver['releaseSavepoint'];

  constructor(private readonly inner: Driver) {
    // Savepoints only where the inner driver has them (Kysely checks for their presence).
    if (inner.savepoint) this.savepoint = inner.savepoint.bind(inner);
    if (inner.rollbackToSavepoint) this.rollbackToSavepoint = inner.rollbackToSavepoint.bind(inner);
    if (inner.releaseSavepoint) this.releaseSavepoint = inner.releaseSavepoint.bind(inner);
  }

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const owner = owners.getStore();
    if (owner) {
      for (const holder of this.transactions.values()) {
        if (holder.owner === owner) {
          const error = new ConnectionReentryError(owner, holder, callSite());
          reentries.push(error.message);
          throw error;
        }
      }
    }
    return this.inner.acquireConnection();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await this.inner.beginTransaction(connection, settings);
    const owner = owners.getStore();
    if (owner) this.transactions.set(connection, { owner, site: callSite() });
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    this.transactions.delete(connection);
    await this.inner.commitTransaction(connection);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    this.transactions.delete(connection);
    await this.inner.rollbackTransaction(connection);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.transactions.delete(connection);
    return this.inner.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** The same dialect, with a driver that refuses a connection its caller's own transaction blocks. */
export function guardedDialect(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new GuardedDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
