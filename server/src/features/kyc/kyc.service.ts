import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { Conflict, InvalidInput, NotFound } from '../../domain/errors.js';
import { enqueueJob } from '../../jobs/jobs.js';
import type { Principal } from '../access/principal.js';
import { filesOfProfile } from '../files/files.repository.js';
import type { KycModel } from '../partners/partners.table.js';
import { changeProfile } from '../profiles/profile-changes.js';
import { lockProfile, type Profile, type ProfileRow } from '../profiles/profiles.repository.js';
import { isPartComplete } from './kyc-completeness.js';
import type { ProfileKind, ProfileState } from '../profiles/profiles.table.js';
import { corporateDetailsErrors, isoDay, personalDetailsErrors, verificationErrors, type FieldErrors } from './kyc-rules.js';
import {
  closeOpenReview,
  findDetails,
  findForm,
  openReview,
  saveDetails,
  saveForm,
  saveVerifications,
  submittedFor,
  type Submitter,
} from './kyc.repository.js';
import type { CorporateDetailsData, DetailsData, FormData, PersonalDetailsData, VerificationDocumentData } from './kyc.tables.js';

/** The job that takes the sandbox's automatic decision on a pending profile. */
export const KYC_DECIDE_JOB = 'kyc.decide';
export interface KycDecideJob {
  reviewId: string;
}

export const DETAILS_APPROVED = 'The profile details have already been approved and need not be submitted again';
const BLOCKED = 'The profile is blocked for compliance reasons: nothing can be submitted for it';

/**
 * One KYC submission. Details and forms come whole (`replace`: `PUT`, a KYC share) or field by
 * field (`merge`: `PATCH`, the fields sent replace the stored ones of the same kind); either way
 * the part is complete once its stored fields satisfy the contract's whole schema.
 */
export type Submission =
  | { what: 'details'; kind: 'personal'; mode: SubmitMode; data: Partial<PersonalDetailsData> }
  | { what: 'details'; kind: 'corporate'; mode: SubmitMode; data: Partial<CorporateDetailsData> }
  | { what: 'form'; kind: ProfileKind; mode: SubmitMode; data: Partial<FormData> }
  | { what: 'verifications'; kind: ProfileKind; items: { kind: string; documents: VerificationDocumentData[] }[] };
export type SubmitMode = 'replace' | 'merge';

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
async function businessErrors(db: Database, profileId: string, submission: Submission, stored: object, today: string): Promise<FieldErrors> {
  switch (submission.what) {
    case 'details':
      return submission.kind === 'personal'
        ? personalDetailsErrors(stored as Partial<PersonalDetailsData>, today)
        : corporateDetailsErrors(stored as Partial<CorporateDetailsData>, today);
    case 'form':
      return {};
    case 'verifications': {
      const ids = submission.items.flatMap((item) => item.documents.map((d) => d.fileId));
      return verificationErrors(submission.kind, submission.items, await filesOfProfile(db, profileId, ids));
    }
  }
}

/** The profile's name from its details, once they hold it. */
function nameOf(kind: ProfileKind, data: Partial<PersonalDetailsData> & Partial<CorporateDetailsData>): string | undefined {
  if (kind === 'corporate') return data.name?.trim();
  if (data.firstName === undefined || data.lastName === undefined) return undefined;
  return `${data.firstName.trim()} ${data.lastName.trim()}`;
}

/** The fields a part will hold: the body (replace), or the stored fields of that kind with the body's over them (merge). */
function fieldsAfter(stored: { kind: ProfileKind; data: unknown } | undefined, submission: Extract<Submission, { what: 'details' | 'form' }>): object {
  if (submission.mode === 'replace' || !stored || stored.kind !== submission.kind) return { ...submission.data };
  return { ...(stored.data as object), ...submission.data };
}

/**
 * Whether everything the KYC model needs is in, for the kind the profile has:
 * reliance needs complete details; sharing also a complete form and at least one verification.
 */
async function isComplete(db: Database, profileId: string, kind: ProfileKind | undefined, model: KycModel): Promise<boolean> {
  if (kind === undefined) return false;
  const details = await findDetails(db, profileId);
  if (!details || details.kind !== kind || !details.complete) return false;
  if (model === 'reliance') return true;
  const { form, verifications } = await submittedFor(db, profileId, kind);
  return form && verifications > 0;
}

/** Stores one submission in the caller's transaction; the changes it makes to the profile's kind and name. */
async function store(
  trx: Database,
  profile: ProfileRow,
  submission: Submission,
  by: Submitter,
  now: Date,
): Promise<{ kind?: ProfileKind; name?: string }> {
  refuseByState(profile, submission);
  const details = await findDetails(trx, profile.id);
  // The kind is settled by `POST /profiles`, else by the details (or, for a profile approved
  // without them, by the profile); before that a form or verifications of either kind are kept.
  const settledKind = profile.kind_fixed ? profile.kind : (details?.kind ?? (profile.state === 'approved' ? profile.kind : undefined));
  if ((submission.what !== 'details' || profile.kind_fixed) && settledKind !== undefined && settledKind !== submission.kind) {
    throw new Conflict(`The profile is ${settledKind}: send its ${submission.what} under "${settledKind}"`);
  }
  if (submission.what === 'verifications') {
    const errors = await businessErrors(trx, profile.id, submission, {}, isoDay(now));
    if (Object.keys(errors).length > 0) throw new InvalidInput('Validation failed', errors);
    await saveVerifications(trx, profile.id, submission.kind, submission.items, by, now);
    return {};
  }
  const stored = submission.what === 'details' ? details : await findForm(trx, profile.id);
  const data = fieldsAfter(stored, submission);
  const errors = await businessErrors(trx, profile.id, submission, data, isoDay(now));
  if (Object.keys(errors).length > 0) throw new InvalidInput('Validation failed', errors);
  const complete = isPartComplete(`${submission.what}.${submission.kind}`, data);
  if (submission.what === 'form') {
    await saveForm(trx, profile.id, { kind: submission.kind, data: data as Partial<FormData>, complete }, by, now);
    return {};
  }
  await saveDetails(trx, profile.id, { kind: submission.kind, data: data as Partial<DetailsData>, complete }, by, now);
  const name = nameOf(submission.kind, data);
  return { kind: submission.kind, ...(name !== undefined ? { name } : {}) };
}

/**
 * Stores KYC submissions (several at once for a KYC share, all or none) and moves the profile
 * through its states: created → incomplete on the first accepted submission;
 * created|incomplete|rejected → pending when the submissions complete what the model needs (a
 * review is opened and, in the sandbox, its automatic decision scheduled); pending → incomplete
 * when a resubmission (details of the other kind, fields missing) makes it incomplete again.
 * Every change of the profile emits `profile.updated`, all in one transaction. `PUT`, `PATCH`
 * and `POST /profiles/{profile}/share` all come here: one write path for every KYC rule.
 */
export async function submitKyc(
  ctx: AppContext,
  principal: Principal,
  profileId: string,
  submissions: Submission | Submission[],
  after?: (trx: Database, profile: Profile) => Promise<void>,
): Promise<Profile> {
  const now = ctx.clock.now();
  const by: Submitter = { userId: principal.userId, appId: principal.appId, model: principal.kycModel };
  return ctx.db.transaction().execute(async (trx) => {
    const profile = await lockProfile(trx, profileId);
    if (!profile) throw new NotFound('Profile not found');
    const changes: { kind?: ProfileKind; name?: string; state?: ProfileState } = {};
    for (const submission of Array.isArray(submissions) ? submissions : [submissions]) {
      Object.assign(changes, await store(trx, { ...profile, kind: changes.kind ?? profile.kind }, submission, by, now));
    }

    const details = await findDetails(trx, profile.id);
    const complete = await isComplete(trx, profile.id, details?.kind, by.model);
    if (complete && (profile.state === 'created' || profile.state === 'incomplete' || profile.state === 'rejected')) {
      changes.state = 'pending';
      const reviewId = await openReview(trx, profile.id, by.model, now);
      // Production has no automatic decision: the provider's compliance team decides.
      if (ctx.config.mode === 'sandbox') {
        const job: KycDecideJob = { reviewId };
        await enqueueJob(trx, { kind: KYC_DECIDE_JOB, payload: job, runAt: new Date(now.getTime() + ctx.config.sandbox.kycDelayMs) });
      }
    } else if (!complete && profile.state === 'pending') {
      changes.state = 'incomplete';
      await closeOpenReview(trx, profile.id, 'withdrawn', 'submission', now);
    } else if (!complete && profile.state === 'created') {
      changes.state = 'incomplete';
    }
    const changed = await changeProfile(trx, profile, changes, now);
    if (after) await after(trx, changed);
    return changed;
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
