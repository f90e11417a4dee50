import { toChecksumAddress } from '../../crypto/address.js';
import type { Handler } from '../../http/handler-types.js';
import { Conflict, NotFound } from '../../domain/errors.js';
import { canReachProfile } from '../access/profile-access.js';
import { requireSandbox } from '../sandbox/require-sandbox.js';
import { findAddressClaimant, findChainLink, settleChainLink } from './addresses.repository.js';
import { LINK_MESSAGE_HASH } from './pending-links.js';
import { recordSandboxConfirmation } from './sandbox-chain-gateway.js';

/** The sandbox simulator's "the Safe signed onchain" or "it never did" for a pending link. */
export const simulateSignatureOutcome: Handler<'simulateSignatureOutcome'> = async ({ principal, params, body }, ctx) => {
  requireSandbox(ctx);
  const claimant = await findAddressClaimant(ctx.db, params.address);
  if (!claimant || !(await canReachProfile(ctx.db, principal, claimant, 'read'))) throw new NotFound('Address not found');
  const now = ctx.clock.now();
  const state = await ctx.db.transaction().execute(async (trx) => {
    const link = await findChainLink(trx, params.address, body.chain, { lock: true });
    if (!link || link.profileId !== claimant || link.state !== 'pending') {
      throw new Conflict(`No onchain signature of this address is pending on ${body.chain}`);
    }
    if (body.outcome === 'confirmed') {
      await recordSandboxConfirmation(trx, { chain: body.chain, address: link.address, messageHash: LINK_MESSAGE_HASH, now });
      await settleChainLink(trx, link.address, body.chain, 'linked', now);
      return 'linked' as const;
    }
    await settleChainLink(trx, link.address, body.chain, 'expired', now);
    return 'expired' as const;
  });
  ctx.logger.info({ address: params.address, chain: body.chain, state }, 'sandbox: onchain signature settled');
  return { status: 200, body: { profile: claimant, address: toChecksumAddress(params.address), chain: body.chain, state } };
};
