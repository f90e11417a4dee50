import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { Forbidden, NotFound } from '../../domain/errors.js';
import type { PageWindow } from '../../domain/page-window.js';
import type { Permission } from '../../domain/permission.js';
import type { Principal } from './principal.js';
import { customerProfileRows, ownProfileRows, type AccessibleProfile, type CustomerProfileQuery, type ProfileFilter } from './profile-access.repository.js';

export type { AccessibleProfile, ProfileFilter } from './profile-access.repository.js';

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
  return ownProfileRows(db, principal.userId);
}

/**
 * The profiles of the partner's customers (see above), each once with the union of the
 * permissions its customers hold.
 */
async function customerProfiles(db: Database, principal: Principal, options: CustomerProfileQuery): Promise<AccessibleProfile[]> {
  const rows = await customerProfileRows(db, principal.partnerId, options);
  return rows.map(({ permLists, ...row }) => {
    const perms = new Set(permLists.flat());
    return { ...row, perms: (['read', 'write'] as const).filter((p) => perms.has(p)) };
  });
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
