import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { ProfileKind, ProfilesTable, ProfileState } from './profiles.table.js';

export type ProfileRow = Selectable<ProfilesTable>;

export async function insertProfile(
  db: Database,
  profile: { id: string; kind: ProfileKind; name?: string; state: ProfileState; now: Date },
): Promise<void> {
  await db
    .insertInto('profiles')
    .values({ id: profile.id, kind: profile.kind, name: profile.name ?? '', state: profile.state, created_at: profile.now, updated_at: profile.now })
    .execute();
}

export async function findProfile(db: Database, id: string): Promise<ProfileRow | undefined> {
  return db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateProfile(
  db: Database,
  id: string,
  changes: { kind?: ProfileKind; name?: string; state?: ProfileState },
  now: Date,
): Promise<void> {
  await db.updateTable('profiles').set({ ...changes, updated_at: now }).where('id', '=', id).execute();
}
