import { Unavailable } from '../domain/errors.js';
import { isStalePlan } from './prepared-statements.js';

/** Seconds a client is told to wait (Retry-After) while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** Socket failures of a connection to PostgreSQL (refused, reset, unreachable, unresolvable). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * SQLSTATEs of a server that is going away or not there yet: class 08 (connection exception),
 * 57P01-57P03 (terminated by a shutdown or crash, starting up or shutting down), 53300 (no free slot).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
/** What `pg` says when the socket under a client closes, or a connection cannot be had in time. */
const PG_MESSAGES = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/**
 * The failure as `Unavailable` (503 with Retry-After) when it says the database cannot be reached
 * right now, else undefined. A PostgreSQL restart or outage is then a retryable answer, never a
 * 500 or a 401, and the pool reconnects by itself once the database is back.
 */
export function databaseUnavailable(err: unknown): Unavailable | undefined {
  if (err instanceof Unavailable) return err;
  if (!(err instanceof Error)) return undefined;
  // A migration changed a table under a prepared statement inside this request's transaction
  // (prepared-statements.ts): nothing was written, and the statement runs unnamed from now on.
  if (isStalePlan(err)) return new Unavailable('The database schema changed during this request: try again', DATABASE_RETRY_AFTER_SECONDS);
  const code = (err as { code?: unknown }).code;
  const unreachable =
    (typeof code === 'string' && (SOCKET_CODES.has(code) || UNAVAILABLE_STATES.test(code))) || PG_MESSAGES.test(err.message);
  return unreachable ? new Unavailable('The database is unreachable just now: try again shortly', DATABASE_RETRY_AFTER_SECONDS) : undefined;
}
