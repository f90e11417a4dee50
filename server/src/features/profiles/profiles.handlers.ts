import type { Handler } from '../../http/handler-types.js';
import { paginate } from '../../http/paginate.js';
import { accessibleProfiles, resolveProfile } from '../access/profile-access.js';
import { toProfile } from './profiles.repository.js';

/** `GET /profiles`: every profile the caller may reach, with its permissions, filtered by state and kind. */
export const listProfiles: Handler<'listProfiles'> = async ({ principal, query }, ctx) => {
  const profiles = (await accessibleProfiles(ctx.db, principal))
    .filter((p) => (query.state === undefined || p.state === query.state) && (query.kind === undefined || p.kind === query.kind))
    .map((p) => ({ ...toProfile(p), perms: p.perms }));
  const page = paginate(profiles, (p) => p.id, query);
  return { status: 200, body: { profiles: page.items, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) } };
};

/** `GET /profiles/{profile}`: one profile the caller may read; unknown and foreign ids answer 404 alike. */
export const getProfile: Handler<'getProfile'> = async ({ principal, params }, ctx) => {
  const profile = await resolveProfile(ctx, principal, params.profile, 'read');
  return { status: 200, body: toProfile(profile) };
};
