import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../src/db/migrations/index.js';

// Kysely applies migrations in key order whatever the list's order, so the list reads in that
// order too, and every migration file in the folder is on it.
describe('the migration list', () => {
  const keys = Object.keys(migrations);

  it('lists its stored keys in the order they are applied', () => {
    expect(keys).toEqual([...keys].sort());
  });

  it('holds every migration file once', () => {
    const files = readdirSync(join(import.meta.dirname, '../../src/db/migrations')).filter((f) => /^\d{4}_.*\.ts$/.test(f));
    expect(new Set(Object.values(migrations)).size).toBe(files.length);
    expect(keys.length).toBe(files.length);
  });
});
