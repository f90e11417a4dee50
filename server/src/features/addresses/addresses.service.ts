import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
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
    const result = await linkAddress(trx, { address: input.address, profileId: input.profileId, chain: input.chain, now, verified: check !== 'pending' });
    if (result.conflict) {
      throw new Conflict('This address is linked to another profile', { address: 'The address is linked to another profile' });
    }
    return { state: result.state };
  });
}

/**
 * The one write path for address links: the API (`POST /addresses`), the hosted screens, and the
 * address an authorization request carried. `verified` false records a pending (onchain
 * signature) link and schedules its checks. A conflict (the address is another profile's) writes
 * nothing when `db` is not a transaction; inside one, the caller answers it with an error in its
 * own words, which rolls the transaction back.
 */
export async function linkAddress(
  db: Database,
  link: { address: string; profileId: string; chain: Chain; now: Date; verified: boolean; requestId?: string },
): Promise<{ conflict: true } | { conflict: false; state: 'linked' | 'pending' }> {
  const { verified, ...claim } = link;
  if (verified) {
    const result = await claimAddressLink(db, { ...claim, state: 'linked' });
    return result.conflict ? { conflict: true } : { conflict: false, state: result.state };
  }
  const expiresAt = new Date(link.now.getTime() + PENDING_LINK_TTL_MS);
  const nextCheckAt = nextCheckTime(link.now, expiresAt);
  // The link and its first check commit together.
  if (!db.isTransaction) return db.transaction().execute((trx) => linkAddress(trx, link));
  const result = await claimAddressLink(db, { ...claim, state: 'pending', expiresAt, nextCheckAt });
  if (result.conflict) return { conflict: true };
  if (result.newlyPending) await enqueueLinkCheck(db, link.address, link.chain, nextCheckAt);
  return { conflict: false, state: result.state };
}
