import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { Conflict, InvalidInput, NotFound } from '../../domain/errors.js';
import { enqueueJob } from '../../jobs/jobs.js';
import type { Principal } from '../access/principal.js';
import { filesOfProfile } from '../files/files.repository.js';
import type { KycModel } from '../partners/partners.table.js';
import { changeProfile } from '../profiles/profile-changes.js';
import { lockProfile, type Profile, type ProfileRow } from '../profiles/profiles.repository.js';
import type { ProfileKind, ProfileState } from '../profiles/profiles.table.js';
import { corporateDetailsErrors, isoDay, personalDetailsErrors, verificationErrors, type FieldErrors } from './kyc-rules.js';
import {
  closeOpenReview,
  findDetails,
  openReview,
  saveDetails,
  saveForm,
  saveVerifications,
  submittedFor,
  type Submitter,
} from './kyc.repository.js';
import type { CorporateDetailsData, FormData, PersonalDetailsData, VerificationDocumentData } from './kyc.tables.js';

/** The job that takes the sandbox's automatic decision on a pending profile. */
export const KYC_DECIDE_JOB = 'kyc.decide';
export interface KycDecideJob {
  reviewId: string;
}

export const DETAILS_APPROVED = 'The profile details have already been approved and need not be submitted again';
const BLOCKED = 'The profile is blocked for compliance reasons: nothing can be submitted for it';

export type Submission =
  | { what: 'details'; kind: 'personal'; data: PersonalDetailsData }
  | { what: 'details'; kind: 'corporate'; data: CorporateDetailsData }
  | { what: 'form'; kind: ProfileKind; data: FormData }
  | { what: 'verifications'; kind: ProfileKind; items: { kind: string; documents: VerificationDocumentData[] }[] };

/** What may still be submitted in each state (the state machine's guard): 409 otherwise. */
function refuseByState(profile: ProfileRow, submission: Submission): void {
  if (profile.state === 'blocked') throw new Conflict(BLOCKED);
  if (profile.state !== 'approved') return;
  if (submission.what === 'details') throw new Conflict(DETAILS_APPROVED);
  if (submission.what === 'form') throw new Conflict('The profile has already been approved: its form need not be submitted again');
  // The provider may ask an approved profile for enhanced due diligence at any time.
  if (submission.items.some((item) => item.kind !== 'enhancedDueDiligence')) {
    throw new Conflict('The profile has already been approved: only an enhancedDueDiligence verification may be submitted');
  }
}

/** The rules beyond the schema; 400 with a message per field. */
async function businessErrors(db: Database, profileId: string, submission: Submission, today: string): Promise<FieldErrors> {
  switch (submission.what) {
    case 'details':
      return submission.kind === 'personal' ? personalDetailsErrors(submission.data, today) : corporateDetailsErrors(submission.data, today);
    case 'form':
      return {};
    case 'verifications': {
      const ids = submission.items.flatMap((item) => item.documents.map((d) => d.fileId));
      return verificationErrors(submission.kind, submission.items, await filesOfProfile(db, profileId, ids));
    }
  }
}

function nameOf(submission: Extract<Submission, { what: 'details' }>): string {
  return submission.kind === 'personal' ? `${submission.data.firstName.trim()} ${submission.data.lastName.trim()}` : submission.data.name.trim();
}

/**
 * Whether everything the KYC model needs is in, for the kind the details gave the profile:
 * reliance needs the details; sharing also the form and at least one verification of that kind.
 */
async function isComplete(db: Database, profileId: string, kind: ProfileKind | undefined, model: KycModel): Promise<boolean> {
  if (kind === undefined) return false;
  if (model === 'reliance') return true;
  const { form, verifications } = await submittedFor(db, profileId, kind);
  return form && verifications > 0;
}

/**
 * Stores one KYC submission and moves the profile through its states:
 * created|rejected → pending when the submission completes what the model needs (a review is
 * opened and, in the sandbox, its automatic decision scheduled); pending → created when a
 * resubmission (details of the other kind) makes it incomplete again. Every change of the
 * profile emits `profile.updated`, all in one transaction.
 */
export async function submitKyc(ctx: AppContext, principal: Principal, profileId: string, submission: Submission): Promise<Profile> {
  const now = ctx.clock.now();
  const by: Submitter = { userId: principal.userId, appId: principal.appId, model: principal.kycModel };
  return ctx.db.transaction().execute(async (trx) => {
    const profile = await lockProfile(trx, profileId);
    if (!profile) throw new NotFound('Profile not found');
    refuseByState(profile, submission);

    const details = await findDetails(trx, profile.id);
    // The kind is settled by the details (or, for a profile approved without them, by the profile);
    // before that a form or verifications of either kind are kept.
    const settledKind = details?.kind ?? (profile.state === 'approved' ? profile.kind : undefined);
    if (submission.what !== 'details' && settledKind !== undefined && settledKind !== submission.kind) {
      throw new Conflict(`The profile is ${settledKind}: send its ${submission.what} under "${settledKind}"`);
    }
    const errors = await businessErrors(trx, profile.id, submission, isoDay(now));
    if (Object.keys(errors).length > 0) throw new InvalidInput('Validation failed', errors);

    const changes: { kind?: ProfileKind; name?: string; state?: ProfileState } = {};
    if (submission.what === 'details') {
      await saveDetails(trx, profile.id, submission, by, now);
      changes.kind = submission.kind;
      changes.name = nameOf(submission);
    } else if (submission.what === 'form') {
      await saveForm(trx, profile.id, submission, by, now);
    } else {
      await saveVerifications(trx, profile.id, submission.kind, submission.items, by, now);
    }

    const kind = submission.what === 'details' ? submission.kind : details?.kind;
    const complete = await isComplete(trx, profile.id, kind, by.model);
    if (complete && (profile.state === 'created' || profile.state === 'rejected')) {
      changes.state = 'pending';
      const reviewId = await openReview(trx, profile.id, by.model, now);
      // Production has no automatic decision: the provider's compliance team decides.
      if (ctx.config.mode === 'sandbox') {
        const job: KycDecideJob = { reviewId };
        await enqueueJob(trx, { kind: KYC_DECIDE_JOB, payload: job, runAt: new Date(now.getTime() + ctx.config.sandbox.kycDelayMs) });
      }
    } else if (!complete && profile.state === 'pending') {
      changes.state = 'created';
      await closeOpenReview(trx, profile.id, 'withdrawn', 'submission', now);
    }
    return changeProfile(trx, profile, changes, now);
  });
}

/** Sets a profile's KYC outcome at once (the sandbox simulator), closing its open review if any. */
export async function decideKyc(ctx: AppContext, profileId: string, state: 'approved' | 'rejected' | 'blocked'): Promise<Profile> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const profile = await lockProfile(trx, profileId);
    if (!profile) throw new NotFound('Profile not found');
    await closeOpenReview(trx, profile.id, state, 'simulator', now);
    return changeProfile(trx, profile, { state }, now);
  });
}
