import type { Handler } from '../../http/handler-types.js';
import { keysetPage, pageWindow } from '../../http/paginate.js';
import { pageOfAccessibleProfiles, resolveProfile } from '../access/profile-access.js';
import { withSections } from './profile-sections.js';
import { toProfile } from './profiles.repository.js';

/** `GET /profiles`: every profile the caller may reach, with its permissions, filtered by state and kind. */
export const listProfiles: Handler<'listProfiles'> = async ({ principal, query }, ctx) => {
  const window = pageWindow(query);
  const rows = await pageOfAccessibleProfiles(ctx.db, principal, { state: query.state, kind: query.kind }, window);
  const page = keysetPage(rows, (p) => p.id, window);
  return { status: 200, body: { profiles: page.items.map((p) => ({ ...toProfile(p), perms: p.perms })), ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) } };
};

/** `GET /profiles/{profile}`: one profile the caller may read, with where its parts stand; unknown and foreign ids answer 404 alike. */
export const getProfile: Handler<'getProfile'> = async ({ principal, params }, ctx) => {
  const profile = await resolveProfile(ctx, principal, params.profile, 'read');
  return { status: 200, body: await withSections(ctx.db, toProfile(profile)) };
};
