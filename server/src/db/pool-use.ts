/** How much of the database connection pool is in use (pg.Pool's counters; absent on PGlite). */
export interface PoolUse {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  /** Where it connects (the event listener opens its own connection there). */
  options?: { connectionString?: string | undefined };
}
