import type { Kysely } from 'kysely';

// (placeholder, filled by the feature that owns it before it lands)
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
