import type { Selectable } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { Forbidden, NotFound } from '../../domain/errors.js';
import type { DB } from '../../db/schema.js';
import type { Permission } from '../../domain/permission.js';
import type { Principal } from './principal.js';

/** A profile row as the schema has it (read here without depending on the profiles feature). */
type ProfileRow = Selectable<DB['profiles']>;

export interface AccessibleProfile extends ProfileRow {
  perms: Permission[];
}

/**
 * Every profile the caller may reach, with its permissions:
 * - a user's token (authorization code flow): the user's own profiles;
 * - an app's own token (client credentials): its application user's profiles, plus the profiles
 *   of every customer who authorized one of the partner's apps (its customers; an account the
 *   partner created counts until its owner claims it, then only by consent), with no more than
 *   the customer's own permissions on each (a customer who may only read a profile cannot let the
 *   partner write it; several customers of the partner sharing a profile add up).
 * Nothing else is visible, ever: another tenant's ids answer 404 as if they did not exist.
 */
export async function accessibleProfiles(db: Database, principal: Principal): Promise<AccessibleProfile[]> {
  const own = await db
    .selectFrom('user_profiles')
    .innerJoin('profiles', 'profiles.id', 'user_profiles.profile_id')
    .selectAll('profiles')
    .select(['user_profiles.perms', 'user_profiles.is_default'])
    .where('user_profiles.user_id', '=', principal.userId)
    .orderBy('user_profiles.is_default', 'desc')
    .orderBy('profiles.created_at')
    .execute();
  const result = new Map<string, AccessibleProfile>();
  for (const { is_default: _default, ...row } of own) result.set(row.id, row);
  if (principal.authMethod === 'resource') {
    const customers = await db
      .selectFrom('app_authorizations')
      .innerJoin('apps', 'apps.id', 'app_authorizations.app_id')
      .innerJoin('users as authorizer', 'authorizer.id', 'app_authorizations.user_id')
      .innerJoin('user_profiles', 'user_profiles.user_id', 'app_authorizations.user_id')
      .innerJoin('profiles', 'profiles.id', 'user_profiles.profile_id')
      .selectAll('profiles')
      .select('user_profiles.perms')
      .where('apps.partner_id', '=', principal.partnerId)
      // The person's consent, or the partner's creation of an account nobody has claimed yet.
      .where((eb) => eb.or([eb('app_authorizations.partner_created', '=', false), eb('authorizer.password_hash', 'is', null)]))
      .orderBy('profiles.created_at')
      .execute();
    const viaCustomers = new Map<string, AccessibleProfile>();
    for (const row of customers) {
      const seen = viaCustomers.get(row.id);
      const perms = new Set<Permission>([...(seen?.perms ?? []), ...row.perms]);
      viaCustomers.set(row.id, { ...row, perms: (['read', 'write'] as const).filter((p) => perms.has(p)) });
    }
    for (const [id, row] of viaCustomers) if (!result.has(id)) result.set(id, row);
  }
  return [...result.values()];
}

/** The caller's default profile: the one a call that names no profile is about. */
export async function defaultProfile(db: Database, principal: Principal): Promise<AccessibleProfile> {
  const [first] = await accessibleProfiles(db, principal);
  if (!first) throw new NotFound('The caller has no profile');
  return first;
}

/**
 * The profile a call is about: the one named (when the caller may reach it) or the default one.
 * Unknown and foreign ids answer 404 alike; a read-only profile asked for writing answers 403.
 */
export async function resolveProfile(
  ctx: AppContext,
  principal: Principal,
  profileId: string | undefined,
  need: Permission,
): Promise<AccessibleProfile> {
  const profiles = await accessibleProfiles(ctx.db, principal);
  const profile = profileId ? profiles.find((p) => p.id === profileId) : profiles[0];
  if (!profile) throw new NotFound(profileId ? 'Profile not found' : 'The caller has no profile');
  if (!profile.perms.includes(need)) throw new Forbidden(`User ${principal.userId} is forbidden to ${need} this profile`);
  return profile;
}

/** Whether the caller may reach a profile (for checks on resources that belong to one). */
export async function canReachProfile(db: Database, principal: Principal, profileId: string, need: Permission = 'read'): Promise<boolean> {
  const profiles = await accessibleProfiles(db, principal);
  return profiles.some((p) => p.id === profileId && p.perms.includes(need));
}
