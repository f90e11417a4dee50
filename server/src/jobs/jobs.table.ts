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
  /** The partner whose sandbox time `run_at` is in (null: real time). */
  partner_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
}
