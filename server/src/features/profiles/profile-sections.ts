import type { components } from '@emoney/api-types';
import type { Database } from '../../db/database.js';
import type { Profile } from './profiles.repository.js';

type SectionState = components['schemas']['SectionState'];
type VerificationState = components['schemas']['ProfileVerificationState'];

// The order the contract lists the kinds in (PersonalVerificationKind, then the rest of
// CorporateVerificationKind), so a profile's verifications read the same way every time.
const KIND_ORDER: readonly string[] = [
  'idDocument',
  'facialSimilarity',
  'proofOfResidency',
  'sourceOfFunds',
  'deviceIntelligence',
  'enhancedDueDiligence',
  'corporateName',
  'corporateAddress',
  'registrationNumber',
  'dateOfRegistration',
  'beneficialOwnership',
  'powerOfAttorney',
];

/**
 * Where one part stands: `incomplete` until it has everything it needs, then it follows the
 * profile (`pending` while the profile waits for other parts or for review, `approved` or
 * `rejected` with it; a blocked profile's parts read `rejected`).
 */
function partState(complete: boolean, profile: Profile): SectionState {
  if (profile.state === 'approved') return 'approved';
  if (!complete) return 'incomplete';
  if (profile.state === 'rejected' || profile.state === 'blocked') return 'rejected';
  return 'pending';
}

/** The profile with where its details, form and verifications stand (`GET /profiles/{profile}`, `profile.updated`). */
export async function withSections(db: Database, profile: Profile): Promise<Profile> {
  const details = await db.selectFrom('kyc_details').select(['kind', 'complete']).where('profile_id', '=', profile.id).executeTakeFirst();
  const form = await db.selectFrom('kyc_forms').select(['kind', 'complete']).where('profile_id', '=', profile.id).executeTakeFirst();
  const kinds = await db.selectFrom('kyc_verifications').select('kind').where('profile_id', '=', profile.id).where('profile_kind', '=', profile.kind).execute();
  const verifications: VerificationState[] = kinds
    .map((row) => row.kind)
    .sort((a, b) => KIND_ORDER.indexOf(a) - KIND_ORDER.indexOf(b))
    .map((kind) => ({ kind: kind as VerificationState['kind'], state: partState(true, profile) }));
  return {
    ...profile,
    details: { state: partState(details?.kind === profile.kind && details.complete, profile) },
    form: { state: partState(form?.kind === profile.kind && form.complete, profile) },
    verifications,
  };
}
