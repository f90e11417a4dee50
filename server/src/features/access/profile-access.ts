import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { Forbidden, NotFound } from '../../domain/errors.js';
import type { DB } from '../../db/schema.js';
import type { PageWindow } from '../../domain/page-window.js';
import type { Permission } from '../../domain/permission.js';
import type { Principal } from './principal.js';
import { literalLimit } from '../../db/literal-limit.js';
import { statementTemplate } from '../../db/statement-template.js';

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
  const own = await ownProfiles(db, principal);
  if (principal.authMethod !== 'resource') return own;
  return [...own, ...(await customerProfiles(db, principal, { exclude: own.map((p) => p.id) }))];
}

/** One profile the caller may reach, with its permissions, or undefined: without reading every other. */
export async function accessibleProfile(db: Database, principal: Principal, profileId: string): Promise<AccessibleProfile | undefined> {
  const own = await ownProfiles(db, principal);
  const mine = own.find((p) => p.id === profileId);
  if (mine || principal.authMethod !== 'resource') return mine;
  const [customer] = await customerProfiles(db, principal, { id: profileId, exclude: own.map((p) => p.id), take: 1 });
  return customer;
}

/** What a listing of profiles may be narrowed to. */
export interface ProfileFilter {
  state?: ProfileRow['state'] | undefined;
  kind?: ProfileRow['kind'] | undefined;
}

/**
 * One page of the profiles the caller may reach, in the order `accessibleProfiles` gives (own
 * profiles first, then customers' by creation), read in SQL: `window.take` rows at most, after the
 * window's profile. Undefined when that profile is not in the (filtered) listing.
 */
export async function pageOfAccessibleProfiles(db: Database, principal: Principal, filter: ProfileFilter, window: PageWindow): Promise<AccessibleProfile[] | undefined> {
  const own = await ownProfiles(db, principal);
  const exclude = own.map((p) => p.id);
  const matches = (p: AccessibleProfile) => (filter.state === undefined || p.state === filter.state) && (filter.kind === undefined || p.kind === filter.kind);
  let ownPart = own.filter(matches);
  let after: { createdAt: Date; id: string } | undefined;
  if (window.after !== undefined) {
    const at = ownPart.findIndex((p) => p.id === window.after);
    if (at >= 0) ownPart = ownPart.slice(at + 1);
    else {
      // The cursor's profile is a customer's: it must itself be in the listing.
      const [cursor] = principal.authMethod === 'resource' ? await customerProfiles(db, principal, { ...filter, id: window.after, exclude, take: 1 }) : [];
      if (!cursor) return undefined;
      ownPart = [];
      after = { createdAt: cursor.created_at, id: cursor.id };
    }
  }
  const rows = ownPart.slice(0, window.take);
  if (rows.length < window.take && principal.authMethod === 'resource') {
    rows.push(...(await customerProfiles(db, principal, { ...filter, exclude, after, take: window.take - rows.length })));
  }
  return rows;
}

/** The caller's own profiles: the default one first, then by creation. */
async function ownProfiles(db: Database, principal: Principal): Promise<AccessibleProfile[]> {
  const own = (await ownProfilesStatement(db, principal.userId)).rows;
  return own.map(({ is_default: _default, ...row }) => row);
}

// Built once: nearly every request that names a profile asks it.
const ownProfilesStatement = statementTemplate((db, userId: string) =>
  db
    .selectFrom('user_profiles')
    .innerJoin('profiles', 'profiles.id', 'user_profiles.profile_id')
    .selectAll('profiles')
    .select(['user_profiles.perms', 'user_profiles.is_default'])
    .where('user_profiles.user_id', '=', userId)
    .orderBy('user_profiles.is_default', 'desc')
    .orderBy('profiles.created_at'),
);

/**
 * The profiles of the partner's customers (see above), each once with the union of the
 * permissions its customers hold, by creation then id; narrowed in SQL so a partner with many
 * customers reads one page, or one profile, not all of them.
 */
async function customerProfiles(
  db: Database,
  principal: Principal,
  options: ProfileFilter & { id?: string; exclude: string[]; after?: { createdAt: Date; id: string } | undefined; take?: number },
): Promise<AccessibleProfile[]> {
  let query = customerLinks(db, principal)
    .innerJoin('profiles', 'profiles.id', 'user_profiles.profile_id')
    .selectAll('profiles')
    .select(sql<unknown>`json_agg(user_profiles.perms)`.as('perm_lists'))
    .groupBy('profiles.id')
    .orderBy('profiles.created_at')
    .orderBy('profiles.id');
  if (options.id !== undefined) query = query.where('profiles.id', '=', options.id);
  if (options.exclude.length > 0) query = query.where('profiles.id', 'not in', options.exclude);
  if (options.state !== undefined) query = query.where('profiles.state', '=', options.state);
  if (options.kind !== undefined) query = query.where('profiles.kind', '=', options.kind);
  if (options.after) query = query.where(sql<boolean>`(profiles.created_at, profiles.id) > (${options.after.createdAt}, ${options.after.id})`);
  if (options.take !== undefined) query = query.limit(literalLimit(options.take));
  const rows = await query.execute();
  return rows.map(({ perm_lists, ...row }) => {
    const lists = (typeof perm_lists === 'string' ? JSON.parse(perm_lists) : perm_lists) as Permission[][];
    const perms = new Set(lists.flat());
    return { ...row, perms: (['read', 'write'] as const).filter((p) => perms.has(p)) };
  });
}

/**
 * The partner's customers' links to their profiles (`user_profiles` rows), for an app's own token:
 * the person's consent to one of the partner's apps, or the partner's creation of an account nobody
 * has claimed yet. The one statement of that rule, for reading profiles and for filtering by them.
 */
function customerLinks(db: Database, principal: Pick<Principal, 'partnerId'>) {
  return db
    .selectFrom('app_authorizations')
    .innerJoin('apps', 'apps.id', 'app_authorizations.app_id')
    .innerJoin('users as authorizer', 'authorizer.id', 'app_authorizations.user_id')
    .innerJoin('user_profiles', 'user_profiles.user_id', 'app_authorizations.user_id')
    .where('apps.partner_id', '=', principal.partnerId)
    .where((eb) => eb.or([eb('app_authorizations.partner_created', '=', false), eb('authorizer.password_hash', 'is', null)]));
}

/** Who reads, as far as which profiles they reach goes (a listing's statement template passes stand-ins for the ids). */
export type ProfileReader = Pick<Principal, 'userId' | 'partnerId' | 'authMethod'>;

/** A subquery of profile ids (one column, `profile_id`). */
export type ReachableProfileIds = SelectQueryBuilder<DB, 'user_profiles', { profile_id: string }>;

/**
 * The ids of the profiles the caller may reach with `need`, as a subquery for a listing to filter
 * by in the same statement (no profiles read first): the rule of {@link accessibleProfiles} in SQL.
 * The caller's own permissions on its own profiles stand; on the others, a permission any of the
 * partner's customers holds counts.
 */
export function reachableProfileIds(db: Database, principal: ProfileReader, need: Permission): ReachableProfileIds {
  const holds = sql<boolean>`user_profiles.perms @> ${JSON.stringify([need])}::jsonb`;
  const own = db.selectFrom('user_profiles').select('user_profiles.profile_id').where('user_profiles.user_id', '=', principal.userId);
  const ownWith = own.where(holds);
  if (principal.authMethod !== 'resource') return ownWith;
  return ownWith.union(customerLinks(db, principal).select('user_profiles.profile_id').where(holds).where('user_profiles.profile_id', 'not in', own));
}

/** The caller's default profile: the one a call that names no profile is about. */
export async function defaultProfile(db: Database, principal: Principal): Promise<AccessibleProfile> {
  const [first] = (await pageOfAccessibleProfiles(db, principal, {}, { take: 1 })) ?? [];
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
  const profile = profileId ? await accessibleProfile(ctx.db, principal, profileId) : (await pageOfAccessibleProfiles(ctx.db, principal, {}, { take: 1 }))?.[0];
  if (!profile) throw new NotFound(profileId ? 'Profile not found' : 'The caller has no profile');
  if (!profile.perms.includes(need)) throw new Forbidden(`User ${principal.userId} is forbidden to ${need} this profile`);
  return profile;
}

/** Whether the caller may reach a profile (for checks on resources that belong to one). */
export async function canReachProfile(db: Database, principal: Principal, profileId: string, need: Permission = 'read'): Promise<boolean> {
  const profile = await accessibleProfile(db, principal, profileId);
  return profile !== undefined && profile.perms.includes(need);
}
