import type { ColumnType } from 'kysely';
import type { Json } from '../db/json.js';

/** Delayed work that must survive restarts and run once across server processes. */
export interface JobsTable {
  id: string;
  kind: string;
  payload: Json<unknown>;
  run_at: Date;
  attempts: ColumnType<number, number | undefined, number>;
  locked_until: Date | null;
  last_error: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}
