import type { Handler } from '../../http/handler-types.js';
import { requirePrivilege } from '../access/principal.js';
import { resolveProfile } from '../access/profile-access.js';
import { shareProfile as shareKyc } from './kyc-share.service.js';

/** `POST /profiles/{profile}/share`: a person's KYC from a third-party provider, by its share token. */
export const shareProfile: Handler<'shareProfile'> = async ({ principal, params, body }, ctx) => {
  requirePrivilege(principal, 'submitProfileDetails');
  const profile = await resolveProfile(ctx, principal, params.profile, 'write');
  return { status: 202, body: await shareKyc(ctx, principal, profile.id, body.personal.token) };
};
