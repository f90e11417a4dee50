import type { AppContext } from '../../app-context.js';
import type { Principal } from '../access/principal.js';
import { resolveProfile } from '../access/profile-access.js';
import type { Profile } from '../profiles/profiles.repository.js';
import { requireSandbox } from '../sandbox/require-sandbox.js';
import { decideKyc } from './kyc.service.js';

/**
 * The simulator sets a profile's KYC outcome at once, whatever its state, on a profile the caller
 * may write (the public `POST /sandbox/profiles/{profile}` and the dashboard's tool).
 * Unknown and foreign ids answer 404 alike.
 */
export async function simulateKyc(ctx: AppContext, principal: Principal, profileId: string, state: 'approved' | 'rejected' | 'blocked'): Promise<Profile> {
  requireSandbox(ctx);
  const profile = await resolveProfile(ctx, principal, profileId, 'write');
  return decideKyc(ctx, profile.id, state);
}
