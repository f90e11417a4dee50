/** One limited key (`auth:ip:`, `auth:client:`, `hosted:ip:` or `hosted:email:` and the value's SHA-256) and its current window. */
export interface RateLimitCountersTable {
  key: string;
  window_start: Date;
  hits: number;
}

export interface RateLimitTables {
  rate_limit_counters: RateLimitCountersTable;
}
