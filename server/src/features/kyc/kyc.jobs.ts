import type { JobHandler } from '../../jobs/jobs.js';
import { changeProfile } from '../profiles/profile-changes.js';
import { lockProfile } from '../profiles/profiles.repository.js';
import { closeOpenReview, findDetails, findReview } from './kyc.repository.js';
import { KYC_DECIDE_JOB, type KycDecideJob } from './kyc.service.js';
import { sandboxDecision } from './sandbox-decision.js';

/**
 * The sandbox's automatic KYC decision of one review. Idempotent: it acts only while that
 * review is still open and the profile pending (a simulator decision or a withdrawal closed it
 * otherwise), so a rerun or a stale job from an earlier round changes nothing.
 */
const decideReview = async (ctx: Parameters<JobHandler>[0], payload: KycDecideJob): Promise<void> => {
  if (ctx.config.mode !== 'sandbox') return;
  await ctx.db.transaction().execute(async (trx) => {
    const seen = await findReview(trx, payload.reviewId);
    if (!seen || seen.decided_at) return;
    const profile = await lockProfile(trx, seen.profile_id);
    // Reviews change only under the profile's lock: read it again now that we hold it.
    const review = await findReview(trx, payload.reviewId);
    if (!profile || !review || review.decided_at || profile.state !== 'pending') return;
    const now = ctx.clock.now();
    const decision = sandboxDecision(await findDetails(trx, profile.id));
    await closeOpenReview(trx, profile.id, decision, 'sandbox', now);
    await changeProfile(trx, profile, { state: decision }, now);
    ctx.logger.info({ profile: profile.id, decision }, 'sandbox KYC decision');
  });
};

/** The job kinds of this feature and their handlers (registered in jobs/registry.ts). */
export const kycJobs: Record<string, JobHandler> = {
  [KYC_DECIDE_JOB]: decideReview as JobHandler,
};
