import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { Permission } from '../../domain/permission.js';
import type { Principal } from './principal.js';
import { literalLimit } from '../../db/literal-limit.js';
import { statementTemplate } from '../../db/statement-template.js';
import { forgetRows } from './keyed-row-cache.js';

/** A profile row as the schema has it (read here without depending on the profiles feature). */
type ProfileRow = Selectable<DB['profiles']>;

export interface AccessibleProfile extends ProfileRow {
  perms: Permission[];
}

/** What a listing of profiles may be narrowed to. */
export interface ProfileFilter {
  state?: ProfileRow['state'] | undefined;
  kind?: ProfileRow['kind'] | undefined;
}

/** Which of the partner's customers' profiles to read: one (`id`), or a page after a profile. */
export interface CustomerProfileQuery extends ProfileFilter {
  id?: string;
  exclude: string[];
  after?: { createdAt: Date; id: string } | undefined;
  take?: number;
}

/** A customer's profile with the permission lists of every customer of the partner who reaches it. */
export interface CustomerProfileRow extends ProfileRow {
  permLists: Permission[][];
}

/**
 * Built and compiled once per process (db/statement-template.ts): nearly every request that names
 * a profile asks it, and building it cost more CPU than PostgreSQL spends running it.
 */
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

/** A user's own profiles with the user's permissions: the default one first, then by creation. */
export async function ownProfileRows(db: Database, userId: string): Promise<AccessibleProfile[]> {
  const own = (await ownProfilesStatement(db, userId)).rows;
  return own.map(({ is_default: _default, ...row }) => row);
}

/**
 * The profiles of the partner's customers, each once, by creation then id; narrowed in SQL so a
 * partner with many customers reads one page, or one profile, not all of them.
 */
export async function customerProfileRows(db: Database, partnerId: string, options: CustomerProfileQuery): Promise<CustomerProfileRow[]> {
  let query = customerLinks(db, { partnerId })
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
  return rows.map(({ perm_lists, ...row }) => ({ ...row, permLists: (typeof perm_lists === 'string' ? JSON.parse(perm_lists) : perm_lists) as Permission[][] }));
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

/**
 * The name every change to who reaches which profile forgets (keyed-row-cache.ts): a value kept
 * from a statement filtered by {@link reachableProfileIds} (a page of orders) lists it among its
 * ids. The writes forget it in this process ({@link forgetProfileReach}); the other processes hear
 * it from the triggers on `user_profiles`, `app_authorizations`, `apps` and `users` (migration
 * `2026_12_04_002_listing_change_notifications`) when the write commits.
 */
export const PROFILE_REACH = 'profile-reach';

/** What a write to who reaches which profile calls, in this process (the triggers tell the others). */
export function forgetProfileReach(): void {
  forgetRows([PROFILE_REACH]);
}

/** Who reads, as far as which profiles they reach goes (a listing's statement template passes stand-ins for the ids). */
export type ProfileReader = Pick<Principal, 'userId' | 'partnerId' | 'authMethod'>;

/** A subquery of profile ids (one column, `profile_id`). */
export type ReachableProfileIds = SelectQueryBuilder<DB, 'user_profiles', { profile_id: string }>;

/**
 * The ids of the profiles the caller may reach with `need`, as a subquery for a listing to filter
 * by in the same statement (no profiles read first): the rule of `accessibleProfiles` in SQL.
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
