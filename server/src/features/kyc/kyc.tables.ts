import type { ColumnType, Generated } from 'kysely';
import type { components } from '@emoney/api-types';
import type { Json } from '../../db/json.js';
import type { FilesTables } from '../files/files.table.js';
import type { KycModel } from '../partners/partners.table.js';
import type { ProfileKind } from '../profiles/profiles.table.js';

type Schemas = components['schemas'];
export type PersonalDetailsData = Schemas['PersonalDetailsSubmission'];
export type CorporateDetailsData = Schemas['CorporateDetails'];
export type DetailsData = PersonalDetailsData | CorporateDetailsData;
export type FormData = Schemas['PersonalForm'] | Schemas['CorporateForm'];
export type VerificationDocumentData = Schemas['VerificationDocument'] | Schemas['CorporateVerificationDocument'];

/** Who submitted something: the user the token speaks for, through which app (and its KYC model). */
interface Submitted {
  model: KycModel;
  submitted_by: string;
  app_id: string;
  submitted_at: Date;
}

/** The latest details of a profile (`PUT /profiles/{profile}/details`); a resubmission replaces them. */
export interface KycDetailsTable extends Submitted {
  profile_id: string;
  kind: ProfileKind;
  /** A `PATCH` may store some fields only: complete once they satisfy the whole schema. */
  data: Json<DetailsData | Partial<DetailsData>>;
  complete: Generated<boolean>;
}

/** The latest form of a profile, of either kind until the details fix the kind. */
export interface KycFormsTable extends Submitted {
  profile_id: string;
  kind: ProfileKind;
  data: Json<FormData | Partial<FormData>>;
  complete: Generated<boolean>;
}

/** One verification per (profile, profile kind, verification kind); a resubmission of a kind replaces it. */
export interface KycVerificationsTable extends Submitted {
  profile_id: string;
  profile_kind: ProfileKind;
  kind: string;
  documents: Json<VerificationDocumentData[]>;
}

export type ReviewOutcome = 'approved' | 'rejected' | 'blocked' | 'withdrawn';

/**
 * One stay of a profile in `pending`: opened when its submission became complete, closed by a
 * decision (the sandbox's automatic one, the simulator's, or, in production, the provider's) or
 * withdrawn when a resubmission made it incomplete again. The sandbox job decides only the
 * review it was scheduled for, so a stale job never decides a later round.
 */
export interface KycReviewsTable {
  id: string;
  profile_id: string;
  model: KycModel;
  opened_at: ColumnType<Date, Date, never>;
  decided_at: Date | null;
  outcome: ReviewOutcome | null;
  decided_by: 'sandbox' | 'simulator' | 'submission' | null;
}

/** Tables of the profiles/KYC/files feature (listed in db/schema.ts). */
export interface KycTables extends FilesTables {
  kyc_details: KycDetailsTable;
  kyc_forms: KycFormsTable;
  kyc_verifications: KycVerificationsTable;
  kyc_reviews: KycReviewsTable;
}
