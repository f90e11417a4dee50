/**
 * The profile entities: profiles, their details, the KYC questionnaire's answers and
 * verifications; aliases of the contract's types, like the rest of types.ts.
 * @module
 */
import type { components, operations } from '@emoney/api-types';

type Schemas = components['schemas'];

/**
 * A customer profile (`Profile`).
 * @group Profiles
 * @category Interfaces
 */
export type Profile = Schemas['Profile'];
/**
 * A profile the caller may reach, with its permissions (`ProfileSummary`).
 * @group Profiles
 * @category Interfaces
 */
export type BearerProfile = Schemas['ProfileSummary'];
/**
 * The filters of listing profiles.
 * @group Profiles
 * @category Interfaces
 */
export type ProfileFilter = NonNullable<operations['listProfiles']['parameters']['query']>;
/**
 * The details of a personal profile, with its identity document (`PersonalDetailsSubmission`).
 * @group Profiles
 * @category Interfaces
 */
export type PersonalProfileDetails = Schemas['PersonalDetailsSubmission'];
/**
 * The details of a corporate profile (`CorporateDetails`).
 * @group Profiles
 * @category Interfaces
 */
export type CorporateProfileDetails = Schemas['CorporateDetails'];
/**
 * The body of submitting profile details: `{ personal }` or `{ corporate }`.
 * @group Profiles
 * @category Interfaces
 */
export type SubmitProfileDetailsPayload = Schemas['ProfileDetailsRequest'];
/**
 * The body of creating a profile (`ProfileCreateRequest`): its kind, and optionally its id.
 * @group Profiles
 * @category Interfaces
 */
export type CreateProfilePayload = Schemas['ProfileCreateRequest'];
/**
 * The body of changing some of a profile's details (`ProfileDetailsPatch`): the fields sent change, the others stay.
 * @group Profiles
 * @category Interfaces
 */
export type PatchProfileDetailsPayload = Schemas['ProfileDetailsPatch'];
/**
 * The body of changing some answers of a profile's form (`ProfileFormPatch`).
 * @group Profiles
 * @category Interfaces
 */
export type PatchProfileFormPayload = Schemas['ProfileFormPatch'];
/**
 * The body of sharing a person's KYC from a third-party provider (`ShareProfileRequest`).
 * @group Profiles
 * @category Interfaces
 */
export type ShareProfilePayload = Schemas['ShareProfileRequest'];
/**
 * Where one part of a profile stands (`SectionState`): `incomplete`, `pending`, `approved` or `rejected`.
 * @group Profiles
 * @category Type aliases
 */
export type ProfileSectionState = Schemas['SectionState'];
/**
 * The body of submitting a profile's KYC form.
 * @group Profiles
 * @category Interfaces
 */
export type ProfileForm = Schemas['ProfileFormRequest'];
/**
 * A KYC form code of a person (`Occupation`): the provider's published upper-case codes.
 * @group Profiles
 * @category Type aliases
 */
export type Occupation = Schemas['Occupation'];
/**
 * A KYC form code of a person (`Profession`): the provider's published upper-case codes.
 * @group Profiles
 * @category Type aliases
 */
export type Profession = Schemas['Profession'];
/**
 * A KYC form code of a person (`FundOrigin`): the provider's published upper-case codes.
 * @group Profiles
 * @category Type aliases
 */
export type FundOrigin = Schemas['FundOrigin'];
/**
 * A KYC form code of a person (`AnnualIncome`): the provider's published upper-case codes.
 * @group Profiles
 * @category Type aliases
 */
export type AnnualIncome = Schemas['AnnualIncome'];
/**
 * A KYC form code of a person (`MonthlyTurnover`): the provider's published upper-case codes.
 * @group Profiles
 * @category Type aliases
 */
export type MonthlyTurnover = Schemas['MonthlyTurnover'];
/**
 * A KYC form code of a person (`MonthlyTransactionCount`): the provider's published upper-case codes.
 * @group Profiles
 * @category Type aliases
 */
export type MonthlyTransactionCount = Schemas['MonthlyTransactionCount'];
/**
 * A KYC form code of a person (`Activity`): the provider's published upper-case codes.
 * @group Profiles
 * @category Type aliases
 */
export type Activity = Schemas['Activity'];
/**
 * A KYC form code of a company (`LegalForm`): the provider's published upper-case codes.
 * @group Profiles
 * @category Type aliases
 */
export type LegalForm = Schemas['LegalForm'];
/**
 * A KYC form code of a company (`CorporatePurpose`): the provider's published upper-case codes.
 * @group Profiles
 * @category Type aliases
 */
export type CorporatePurpose = Schemas['CorporatePurpose'];
/**
 * A KYC form code of a company (`CorporateActivity`): the provider's published upper-case codes.
 * @group Profiles
 * @category Type aliases
 */
export type CorporateActivity = Schemas['CorporateActivity'];
/**
 * A KYC form code of a company (`CorporateFundOrigin`): the provider's published upper-case codes.
 * @group Profiles
 * @category Type aliases
 */
export type CorporateFundOrigin = Schemas['CorporateFundOrigin'];
/**
 * A KYC form code of a company (`CorporateMonthlyTurnover`): the provider's published upper-case codes.
 * @group Profiles
 * @category Type aliases
 */
export type CorporateMonthlyTurnover = Schemas['CorporateMonthlyTurnover'];
/**
 * A KYC form code of a company (`CorporateMonthlyTransactionCount`): the provider's published upper-case codes.
 * @group Profiles
 * @category Type aliases
 */
export type CorporateMonthlyTransactionCount = Schemas['CorporateMonthlyTransactionCount'];
/**
 * The body of submitting a profile's verifications.
 * @group Profiles
 * @category Interfaces
 */
export type ProfileVerifications = Schemas['ProfileVerificationsRequest'];
/**
 * A director of a company (`Director`).
 * @group Profiles
 * @category Interfaces
 */
export type Director = Schemas['Director'];
/**
 * A representative of a company (`Representative`).
 * @group Profiles
 * @category Interfaces
 */
export type Representative = Schemas['Representative'];
/**
 * An ultimate beneficial owner of a company (`FinalBeneficiary`).
 * @group Profiles
 * @category Interfaces
 */
export type FinalBeneficiary = Schemas['FinalBeneficiary'];
