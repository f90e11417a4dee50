/** One limited key (`auth:ip:…`, `auth:client:…`, `hosted:ip:…`, `hosted:email:…`) and its current window. */
export interface RateLimitCountersTable {
  key: string;
  window_start: Date;
  hits: number;
}

export interface RateLimitTables {
  rate_limit_counters: RateLimitCountersTable;
}
