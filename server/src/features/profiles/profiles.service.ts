import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import { Conflict } from '../../domain/errors.js';
import type { Principal } from '../access/principal.js';
import { grantProfile } from '../customers/users.repository.js';
import { withSections } from './profile-sections.js';
import { findProfile, insertProfile, toProfile, type Profile } from './profiles.repository.js';
import type { ProfileKind } from './profiles.table.js';

export const PROFILE_EXISTS = 'Profile already exists';

/**
 * White-label onboarding's first step: an empty profile of a fixed kind, which the caller (the
 * app's own user for a client-credentials token, else the user) may read and write. A partner may
 * choose the id; one that is taken answers 409 whoever holds it, as the provider documents.
 */
export async function createProfile(ctx: AppContext, principal: Principal, input: { id?: string | undefined; kind: ProfileKind }): Promise<Profile> {
  const id = (input.id ?? randomUUID()).toLowerCase();
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    if (await findProfile(trx, id)) throw new Conflict(PROFILE_EXISTS);
    await insertProfile(trx, { id, kind: input.kind, state: 'created', kindFixed: true, now });
    await grantProfile(trx, principal.userId, id, ['read', 'write'], false);
    const profile = await findProfile(trx, id);
    if (!profile) throw new Conflict(PROFILE_EXISTS);
    return withSections(trx, toProfile(profile));
  });
}
