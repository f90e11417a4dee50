import type { AppContext } from '../../app-context.js';
import { Forbidden, NotFound } from '../../domain/errors.js';
import { findAddressLinks } from '../addresses/addresses.repository.js';
import { accessibleProfile, type AccessibleProfile } from '../access/profile-access.js';
import type { Principal } from '../access/principal.js';
import type { Permission } from '../../domain/permission.js';
import type { Chain } from './money.tables.js';

/**
 * The profile an address is linked to (on `chain`, when given), as the caller may reach it.
 * An address unknown, linked elsewhere, or owned by a profile the caller cannot see answers 404
 * alike; a profile the caller may only read, asked for writing, answers 403.
 */
export async function profileOfAddress(
  ctx: AppContext,
  principal: Principal,
  address: string,
  chain: Chain | undefined,
  need: Permission,
): Promise<AccessibleProfile> {
  const links = await findAddressLinks(ctx.db, address);
  const profile = links ? await accessibleProfile(ctx.db, principal, links.profileId) : undefined;
  const linked = profile && (chain === undefined || links!.chains.includes(chain));
  if (!profile || !linked) {
    throw new NotFound(chain ? `The address is not linked on ${chain} to a profile of the caller` : 'The address is not linked to a profile of the caller');
  }
  if (!profile.perms.includes(need)) throw new Forbidden(`User ${principal.userId} is forbidden to ${need} this profile`);
  return profile;
}

/** A resource's profile as the caller may reach it; 404 (not 403) when it cannot, so foreign ids look missing. */
export async function reachableProfile(
  ctx: AppContext,
  principal: Principal,
  profileId: string | undefined,
  need: Permission,
  notFound: string,
): Promise<AccessibleProfile> {
  const profile = profileId ? await accessibleProfile(ctx.db, principal, profileId) : undefined;
  if (!profile) throw new NotFound(notFound);
  if (!profile.perms.includes(need)) throw new Forbidden(`User ${principal.userId} is forbidden to ${need} this profile`);
  return profile;
}
