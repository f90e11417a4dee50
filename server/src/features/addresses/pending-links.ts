import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { enqueueJob } from '../../jobs/jobs.js';
import { LINK_MESSAGE } from './link-message.js';
import type { Chain } from './addresses.table.js';
import { findChainLink, setNextCheck, settleChainLink, type ChainLink } from './addresses.repository.js';
import { chainGateway } from './routing-chain-gateway.js';
import { personalMessageHash } from './signatures.js';

/** How long the provider waits for an onchain (Safe) signature of a link (product specification: 5 days). */
export const PENDING_LINK_TTL_MS = 5 * 24 * 60 * 60 * 1000;
/** How often a pending link is checked with the chain gateway. */
export const PENDING_LINK_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export const CHECK_PENDING_LINK_JOB = 'addresses.checkPendingLink';

/** The hash the wallet signs onchain for a link: EIP-191 of the fixed link message. */
export const LINK_MESSAGE_HASH = personalMessageHash(LINK_MESSAGE);

export interface CheckPendingLinkPayload {
  /** Lower-case. */
  address: string;
  chain: Chain;
  /** The check this job is: it must equal the link's `next_check_at`, or the job is stale. */
  checkAt: string;
}

/** When the next check of a pending link is due: an hour on, but never after its deadline. */
export function nextCheckTime(now: Date, expiresAt: Date): Date {
  return new Date(Math.min(now.getTime() + PENDING_LINK_CHECK_INTERVAL_MS, expiresAt.getTime()));
}

/** Enqueues the check of a pending link due at `at` (the link's `next_check_at` must say `at`). */
export async function enqueueLinkCheck(trx: Database, address: string, chain: Chain, at: Date): Promise<void> {
  const payload: CheckPendingLinkPayload = { address: address.toLowerCase(), chain, checkAt: at.toISOString() };
  await enqueueJob(trx, { kind: CHECK_PENDING_LINK_JOB, payload, runAt: at });
}

/**
 * The hourly check of a pending link: confirmed onchain → linked; past its deadline → expired;
 * otherwise the next check. Idempotent: a job whose time is not the link's `next_check_at` (a
 * duplicate after a crash, or a link settled or asked for again meanwhile) does nothing. The
 * gateway is asked outside the transaction (a node call must not hold a row lock).
 */
export async function checkPendingLink(ctx: AppContext, payload: CheckPendingLinkPayload): Promise<void> {
  const due = (link: ChainLink | undefined): link is ChainLink =>
    link?.state === 'pending' && link.nextCheckAt?.getTime() === Date.parse(payload.checkAt);
  if (!due(await findChainLink(ctx.db, payload.address, payload.chain))) return;
  let confirmed = false;
  try {
    confirmed = await chainGateway(ctx).isSignatureConfirmed(payload.chain, payload.address, LINK_MESSAGE_HASH);
  } catch (err) {
    // A node that cannot be reached is asked again at the next check; the deadline still holds.
    ctx.logger.warn({ err, address: payload.address, chain: payload.chain }, 'onchain signature check failed');
  }
  await ctx.db.transaction().execute(async (trx) => {
    const link = await findChainLink(trx, payload.address, payload.chain, { lock: true });
    if (!due(link)) return;
    const now = ctx.clock.now();
    const expiresAt = link.expiresAt ?? now;
    if (confirmed) {
      await settleChainLink(trx, link.address, link.chain, 'linked', now);
      ctx.logger.info({ address: link.address, chain: link.chain, profile: link.profileId }, 'onchain signature confirmed: address linked');
    } else if (now.getTime() >= expiresAt.getTime()) {
      await settleChainLink(trx, link.address, link.chain, 'expired', now);
      ctx.logger.info({ address: link.address, chain: link.chain, profile: link.profileId }, 'onchain signature not confirmed in time: link expired');
    } else {
      const at = nextCheckTime(now, expiresAt);
      await setNextCheck(trx, link.address, link.chain, at);
      await enqueueLinkCheck(trx, link.address, link.chain, at);
    }
  });
}
