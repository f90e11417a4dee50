import type { Selectable } from 'kysely';
import type { components } from '@emoney/api-types';
import type { Database } from '../../db/database.js';
import { forgetRowsEverywhere } from '../access/keyed-row-cache.js';
import type { ProfileKind, ProfilesTable, ProfileState } from './profiles.table.js';

export type ProfileRow = Selectable<ProfilesTable>;
/** A profile as the API returns it (and as `profile.updated` carries it). */
export type Profile = components['schemas']['Profile'];

export async function insertProfile(
  db: Database,
  profile: { id: string; kind: ProfileKind; name?: string; state: ProfileState; kindFixed?: boolean; now: Date },
): Promise<void> {
  await db
    .insertInto('profiles')
    .values({
      id: profile.id,
      kind: profile.kind,
      name: profile.name ?? '',
      state: profile.state,
      kind_fixed: profile.kindFixed ?? false,
      created_at: profile.now,
      updated_at: profile.now,
    })
    .execute();
}

export async function findProfile(db: Database, id: string): Promise<ProfileRow | undefined> {
  return db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Reads a profile and locks its row until the transaction ends: every change of a profile's
 * state (submissions, decisions) takes this lock first, so they apply one after the other.
 */
export async function lockProfile(db: Database, id: string): Promise<ProfileRow | undefined> {
  return db.selectFrom('profiles').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateProfile(
  db: Database,
  id: string,
  changes: { kind?: ProfileKind; name?: string; state?: ProfileState },
  now: Date,
): Promise<void> {
  await db.updateTable('profiles').set({ ...changes, updated_at: now }).where('id', '=', id).execute();
  // Its holders' cached contexts name its kind, name and state.
  await forgetRowsEverywhere(db, [id]);
}

export function toProfile(row: Pick<ProfileRow, 'id' | 'kind' | 'name' | 'state'>): Profile {
  return { id: row.id, kind: row.kind, name: row.name, state: row.state };
}
