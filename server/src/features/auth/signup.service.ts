import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import { insertProfile } from '../profiles/profiles.repository.js';
import { authorizeApp, findUserByEmail, grantProfile, insertUser } from '../users/users.repository.js';
import type { Principal } from './principal.js';

/**
 * `POST /auth/signup`: a partner creates a customer. The new user gets a personal profile (kind
 * can change until approval) and is authorized for the calling app at once. An existing user
 * answers 304 (null here): they must authorize the app themselves.
 */
export async function signUp(ctx: AppContext, principal: Principal, email: string): Promise<{ email: string; profile: string } | null> {
  return ctx.db.transaction().execute(async (trx) => {
    if (await findUserByEmail(trx, email)) return null;
    const now = ctx.clock.now();
    const userId = randomUUID();
    const profileId = randomUUID();
    await insertUser(trx, { id: userId, email, passwordHash: null });
    await insertProfile(trx, { id: profileId, kind: 'personal', state: 'created', now });
    await grantProfile(trx, userId, profileId, ['read', 'write'], true);
    await authorizeApp(trx, principal.appId, userId, now);
    return { email: email.toLowerCase(), profile: profileId };
  });
}
