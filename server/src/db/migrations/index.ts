import type { Migration } from 'kysely';
import * as m001 from './2026_11_22_001_identity_and_auth.js';

/**
 * Every migration, in order. Frozen once landed: change the schema with a new migration,
 * never by editing an old one.
 */
export const migrations: Record<string, Migration> = {
  '2026_11_22_001_identity_and_auth': m001,
};
