import type { Database } from '../../db/database.js';
import { emitEvent } from '../events/events.repository.js';
import { withSections } from './profile-sections.js';
import { toProfile, updateProfile, type Profile, type ProfileRow } from './profiles.repository.js';
import type { ProfileKind, ProfileState } from './profiles.table.js';

/**
 * Applies changes to a profile (locked by the caller's transaction) and, when the profile as the
 * API shows it changed (state, kind or name), emits `profile.updated` with it in the same
 * transaction (with where its parts stand). Returns the profile after the change.
 */
export async function changeProfile(
  db: Database,
  profile: ProfileRow,
  changes: { kind?: ProfileKind; name?: string; state?: ProfileState },
  now: Date,
): Promise<Profile> {
  const before = toProfile(profile);
  const after: Profile = {
    ...before,
    ...(changes.kind !== undefined ? { kind: changes.kind } : {}),
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.state !== undefined ? { state: changes.state } : {}),
  };
  if (after.kind === before.kind && after.name === before.name && after.state === before.state) return before;
  await updateProfile(db, profile.id, { kind: after.kind, name: after.name, state: after.state }, now);
  // The notification says where each part stands, so a partner sees what is still missing.
  await emitEvent(db, { type: 'profile.updated', profileId: profile.id, data: await withSections(db, after), now });
  return after;
}
