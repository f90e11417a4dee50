import type { AppContext } from '../../app-context.js';
import { Conflict, Forbidden, InvalidInput, NotFound } from '../../domain/errors.js';
import type { Principal } from '../access/principal.js';
import { emitEvent } from '../events/events.repository.js';
import { withSections } from '../profiles/profile-sections.js';
import { findProfile, type Profile } from '../profiles/profiles.repository.js';
import { findDetails } from './kyc.repository.js';
import { submitKyc } from './kyc.service.js';
import { SANDBOX_SHARE_TOKENS, SHARED_VERIFICATIONS, type SharedApplicant } from './sandbox-applicants.js';

export const SHARING_NOT_SET_UP = 'KYC sharing with sumsub is not set up';

/** The applicant a share token stands for: in the sandbox, a documented test token; elsewhere no provider is connected yet. */
function redeem(ctx: AppContext, token: string): SharedApplicant {
  if (ctx.config.mode !== 'sandbox') throw new Forbidden(SHARING_NOT_SET_UP);
  const applicant = SANDBOX_SHARE_TOKENS[token];
  if (!applicant) throw new InvalidInput('Validation failed', { 'personal.token': `Unknown share token (the sandbox knows ${Object.keys(SANDBOX_SHARE_TOKENS).join(', ')})` });
  return applicant;
}

/**
 * `POST /profiles/{profile}/share`: a person's KYC from a third-party provider, stored through the
 * same write path as the partner's own submissions (details replaced by the applicant's, the
 * provider's identity verifications), in one transaction. Fields our rules refuse were skipped
 * on import; the partner hears of them through `profile.error` in that same transaction.
 */
export async function shareProfile(ctx: AppContext, principal: Principal, profileId: string, token: string): Promise<Profile> {
  const profile = await findProfile(ctx.db, profileId);
  if (!profile) throw new NotFound('Profile not found');
  const details = await findDetails(ctx.db, profileId);
  if ((details?.kind ?? (profile.kind_fixed ? profile.kind : 'personal')) === 'corporate') {
    throw new Conflict('KYC sharing is for personal profiles only: submit a company with PATCH /profiles/{profile}/details');
  }
  const applicant = redeem(ctx, token);
  let result: Profile | undefined;
  await submitKyc(
    ctx,
    principal,
    profileId,
    [
      { what: 'details', kind: 'personal', mode: 'replace', data: applicant.details },
      { what: 'verifications', kind: 'personal', items: SHARED_VERIFICATIONS.map((kind) => ({ kind, documents: [] })) },
    ],
    async (trx, changed) => {
      if (applicant.skipped.length > 0) {
        await emitEvent(trx, { type: 'profile.error', profileId, data: { id: profileId, kind: 'personal', errors: applicant.skipped }, now: ctx.clock.now() });
      }
      result = await withSections(trx, changed);
    },
  );
  if (!result) throw new NotFound('Profile not found');
  return result;
}
