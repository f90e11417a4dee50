import type { Handler } from '../../http/handler-types.js';
import { resolveProfile } from '../access/profile-access.js';
import { requireSandbox } from '../sandbox/require-sandbox.js';
import { decideKyc } from './kyc.service.js';

/** `POST /sandbox/profiles/{profile}`: the simulator sets the KYC outcome at once. */
export const simulateKycDecision: Handler<'simulateKycDecision'> = async ({ principal, params, body }, ctx) => {
  requireSandbox(ctx);
  const profile = await resolveProfile(ctx, principal, params.profile, 'write');
  return { status: 200, body: await decideKyc(ctx, profile.id, body.state) };
};
