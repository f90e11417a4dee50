import type { AppContext } from '../../app-context.js';
import { Conflict, InvalidInput } from '../../domain/errors.js';
import type { Chain } from './addresses.table.js';
import { claimAddressLink } from './addresses.repository.js';
import { enqueueLinkCheck, nextCheckTime, PENDING_LINK_TTL_MS } from './pending-links.js';
import { checkAddressSignature } from './signatures.js';

/**
 * Links `address` to a profile on `chain` once its signature of the link message is checked:
 * verified → linked; an onchain signature not confirmed yet → pending, checked hourly for 5 days.
 * The signature is checked before the transaction (a node call must not hold row locks).
 */
export async function linkAddressToProfile(
  ctx: AppContext,
  input: { profileId: string; address: string; chain: Chain; message: string; signature: string },
): Promise<{ state: 'linked' | 'pending' }> {
  const check = await checkAddressSignature(ctx, input);
  if (check === 'invalid') {
    throw new InvalidInput('The signature is not a signature of the link message by this address', { signature: 'The signature does not match the address' });
  }
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const expiresAt = new Date(now.getTime() + PENDING_LINK_TTL_MS);
    const nextCheckAt = nextCheckTime(now, expiresAt);
    const result = await claimAddressLink(trx, {
      address: input.address,
      profileId: input.profileId,
      chain: input.chain,
      now,
      ...(check === 'pending' ? { state: 'pending' as const, expiresAt, nextCheckAt } : { state: 'linked' as const }),
    });
    if (result.conflict) {
      throw new Conflict('This address is linked to another profile', { address: 'The address is linked to another profile' });
    }
    if (result.newlyPending) await enqueueLinkCheck(trx, input.address, input.chain, nextCheckAt);
    return { state: result.state };
  });
}
