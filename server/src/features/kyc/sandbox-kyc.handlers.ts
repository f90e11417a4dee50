import type { Handler } from '../../http/handler-types.js';
import { simulateKyc } from './sandbox-kyc.service.js';

/** `POST /sandbox/profiles/{profile}`: the simulator sets the KYC outcome at once. */
export const simulateKycDecision: Handler<'simulateKycDecision'> = async ({ principal, params, body }, ctx) => ({
  status: 200,
  body: await simulateKyc(ctx, principal, params.profile, body.state),
});
