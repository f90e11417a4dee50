import type { ColumnType } from 'kysely';

/** A jsonb column: read as the parsed value, written as a JSON string (the same on pg and PGlite). */
export type Json<T> = ColumnType<T, string, string>;

export function toJson(value: unknown): string {
  return JSON.stringify(value);
}
