import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database.js';
import { migrations } from './migrations/index.js';

// Migrations are compiled into the server (no folder scanning), so dist/ and tests run the same list.
class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Database): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
