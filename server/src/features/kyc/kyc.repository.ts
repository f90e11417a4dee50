import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import { toJson } from '../../db/json.js';
import type { KycModel } from '../partners/partners.table.js';
import type { ProfileKind } from '../profiles/profiles.table.js';
import type { DetailsData, FormData, KycDetailsTable, KycFormsTable, KycReviewsTable, ReviewOutcome, VerificationDocumentData } from './kyc.tables.js';

export type DetailsRow = Selectable<KycDetailsTable>;
export type ReviewRow = Selectable<KycReviewsTable>;

/** Who submits: the token's user, through which app, under which KYC model. */
export interface Submitter {
  userId: string;
  appId: string;
  model: KycModel;
}

export async function findDetails(db: Database, profileId: string): Promise<DetailsRow | undefined> {
  return db.selectFrom('kyc_details').selectAll().where('profile_id', '=', profileId).executeTakeFirst();
}

export async function findForm(db: Database, profileId: string): Promise<Selectable<KycFormsTable> | undefined> {
  return db.selectFrom('kyc_forms').selectAll().where('profile_id', '=', profileId).executeTakeFirst();
}

/** Stores a profile's details, replacing the previous ones; `complete` once they satisfy the whole schema. */
export async function saveDetails(
  db: Database,
  profileId: string,
  details: { kind: ProfileKind; data: DetailsData | Partial<DetailsData>; complete: boolean },
  by: Submitter,
  now: Date,
): Promise<void> {
  const values = { kind: details.kind, data: toJson(details.data), complete: details.complete, model: by.model, submitted_by: by.userId, app_id: by.appId, submitted_at: now };
  await db
    .insertInto('kyc_details')
    .values({ profile_id: profileId, ...values })
    .onConflict((oc) => oc.column('profile_id').doUpdateSet(values))
    .execute();
}

export async function saveForm(
  db: Database,
  profileId: string,
  form: { kind: ProfileKind; data: FormData | Partial<FormData>; complete: boolean },
  by: Submitter,
  now: Date,
): Promise<void> {
  const values = { kind: form.kind, data: toJson(form.data), complete: form.complete, model: by.model, submitted_by: by.userId, app_id: by.appId, submitted_at: now };
  await db
    .insertInto('kyc_forms')
    .values({ profile_id: profileId, ...values })
    .onConflict((oc) => oc.column('profile_id').doUpdateSet(values))
    .execute();
}

/** Replaces the verifications of the kinds listed (of this profile kind) and keeps the others. */
export async function saveVerifications(
  db: Database,
  profileId: string,
  profileKind: ProfileKind,
  items: readonly { kind: string; documents: VerificationDocumentData[] }[],
  by: Submitter,
  now: Date,
): Promise<void> {
  for (const item of items) {
    const values = { documents: toJson(item.documents), model: by.model, submitted_by: by.userId, app_id: by.appId, submitted_at: now };
    await db
      .insertInto('kyc_verifications')
      .values({ profile_id: profileId, profile_kind: profileKind, kind: item.kind, ...values })
      .onConflict((oc) => oc.columns(['profile_id', 'profile_kind', 'kind']).doUpdateSet(values))
      .execute();
  }
}

/** The kinds of verification a profile holds for a profile kind. */
export async function verificationKinds(db: Database, profileId: string, kind: ProfileKind): Promise<string[]> {
  const rows = await db.selectFrom('kyc_verifications').select('kind').where('profile_id', '=', profileId).where('profile_kind', '=', kind).execute();
  return rows.map((r) => r.kind);
}

/** What of a sharing-model submission is in for a profile kind: a complete form, and how many verifications. */
export async function submittedFor(db: Database, profileId: string, kind: ProfileKind): Promise<{ form: boolean; verifications: number }> {
  const form = await db
    .selectFrom('kyc_forms')
    .select('kind')
    .where('profile_id', '=', profileId)
    .where('kind', '=', kind)
    .where('complete', '=', true)
    .executeTakeFirst();
  const count = await db
    .selectFrom('kyc_verifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('profile_id', '=', profileId)
    .where('profile_kind', '=', kind)
    .executeTakeFirst();
  return { form: form !== undefined, verifications: Number(count?.n ?? 0) };
}

export async function openReview(db: Database, profileId: string, model: KycModel, now: Date): Promise<string> {
  const id = randomUUID();
  await db.insertInto('kyc_reviews').values({ id, profile_id: profileId, model, opened_at: now, decided_at: null, outcome: null, decided_by: null }).execute();
  return id;
}

export async function findReview(db: Database, id: string): Promise<ReviewRow | undefined> {
  return db.selectFrom('kyc_reviews').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Closes the profile's open review, if any (at most one is open: the profile is pending once at a time). */
export async function closeOpenReview(
  db: Database,
  profileId: string,
  outcome: ReviewOutcome,
  by: NonNullable<ReviewRow['decided_by']>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('kyc_reviews')
    .set({ decided_at: now, outcome, decided_by: by })
    .where('profile_id', '=', profileId)
    .where('decided_at', 'is', null)
    .execute();
}
