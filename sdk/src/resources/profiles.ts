/**
 * Profiles: create, read, list, and submit (whole or field by field) details, questionnaire and
 * verifications, or share a person's KYC from a third-party provider.
 * One layer of {@link EmoneyClient}: each method calls its operation directly.
 * @module
 */
import { all, call } from '../transport/transport.js';
import type {
  BearerProfile,
  CreateProfilePayload,
  PatchProfileDetailsPayload,
  PatchProfileFormPayload,
  Profile,
  ProfileFilter,
  ProfileForm,
  ProfileVerifications,
  ShareProfilePayload,
  SubmitProfileDetailsPayload,
} from '../types.js';
import { AuthResource } from './auth.js';

/** @internal */
export abstract class ProfilesResource extends AuthResource {
  /**
   * One profile.
   *
   * @param profile The profile's id.
   * @example
   * ```ts
   * const profile = await client.getProfile(profileId);
   * ```
   * @group Profiles
   */
  getProfile(profile: string): Promise<Profile> {
    return call(this.raw.GET('/profiles/{profile}', { params: { path: { profile } } }));
  }

  /**
   * The profiles the caller may reach, with the permissions on each.
   *
   * @param filter Which profiles to list (all the token may read when empty).
   * @example
   * ```ts
   * const approved = await client.listProfiles({ state: 'approved' });
   * ```
   * @group Profiles
   */
  listProfiles(filter: ProfileFilter = {}): Promise<BearerProfile[]> {
    return all(filter, (query) => this.raw.GET('/profiles', { params: { query } }), 'profiles');
  }

  /**
   * Submits a profile's details (sharing or reliance KYC model): `{ personal }` with the
   * identity document, or `{ corporate }`. Resolves to the profile as it stands.
   *
   * @param profile The profile's id.
   * @param details The personal or corporate details, by the profile's kind.
   * @example
   * ```ts
   * await client.submitProfileDetails(profileId, { personal: { firstName: 'Jane', lastName: 'Doe', …, idDocument: { number: 'A1234567', kind: 'passport' } } });
   * ```
   * @group Profiles
   */
  submitProfileDetails(profile: string, details: SubmitProfileDetailsPayload): Promise<Profile> {
    return call(this.raw.PUT('/profiles/{profile}/details', { params: { path: { profile } }, body: details }));
  }

  /**
   * Submits a profile's KYC questionnaire: `{ personal }` or `{ corporate }`.
   *
   * @param profile The profile's id.
   * @param body The answers of the profile's form.
   * @example
   * ```ts
   * await client.submitProfileForm(profileId, { personal: { occupation: 'OCCUPATION_EMPLOYED', … } });
   * ```
   * @group Profiles
   */
  submitProfileForm(profile: string, body: ProfileForm): Promise<Profile> {
    return call(this.raw.PUT('/profiles/{profile}/form', { params: { path: { profile } }, body }));
  }

  /**
   * Submits a profile's verifications, each with documents uploaded by {@link uploadFile}.
   *
   * @param profile The profile's id.
   * @param body The verifications the profile's kind asks for.
   * @example
   * ```ts
   * await client.submitProfileVerifications(profileId, { personal: [{ kind: 'idDocument', documents: [{ name: 'Passport', fileId }] }] });
   * ```
   * @group Profiles
   */
  submitProfileVerifications(profile: string, body: ProfileVerifications): Promise<Profile> {
    return call(this.raw.PUT('/profiles/{profile}/verifications', { params: { path: { profile } }, body }));
  }

  /**
   * Creates an empty profile of a kind (white-label onboarding); fill it with the `patch…`
   * methods or {@link shareProfile}. Resolves to the profile with where each part stands.
   *
   * @param body The kind, and optionally the id the profile gets.
   * @example
   * ```ts
   * const { id } = await client.createProfile({ kind: 'personal' });
   * ```
   * @group Profiles
   */
  createProfile(body: CreateProfilePayload): Promise<Profile> {
    return call(this.raw.POST('/profiles', { body }));
  }

  /**
   * Changes some of a profile's details: the fields sent change, the others keep their value.
   *
   * @param profile The profile's id.
   * @param body `{ personal }` or `{ corporate }` with the fields to change.
   * @example
   * ```ts
   * await client.patchProfileDetails(profileId, { personal: { phone: '+3548888888' } });
   * ```
   * @group Profiles
   */
  patchProfileDetails(profile: string, body: PatchProfileDetailsPayload): Promise<Profile> {
    return call(this.raw.PATCH('/profiles/{profile}/details', { params: { path: { profile } }, body }));
  }

  /**
   * Changes some answers of a profile's KYC form, the tax fields included.
   *
   * @param profile The profile's id.
   * @param body `{ personal }` or `{ corporate }` with the answers to change.
   * @example
   * ```ts
   * await client.patchProfileForm(profileId, { personal: { taxResidenceCountry: 'GB', tin: '123-45-6789' } });
   * ```
   * @group Profiles
   */
  patchProfileForm(profile: string, body: PatchProfileFormPayload): Promise<Profile> {
    return call(this.raw.PATCH('/profiles/{profile}/form', { params: { path: { profile } }, body }));
  }

  /**
   * Adds or replaces verifications of the kinds listed; the others stay.
   *
   * @param profile The profile's id.
   * @param body The verifications, each with documents uploaded by {@link uploadFile}.
   * @example
   * ```ts
   * await client.patchProfileVerifications(profileId, { personal: [{ kind: 'sourceOfFunds', documents: [{ kind: 'sourceOfFunds', fileId }] }] });
   * ```
   * @group Profiles
   */
  patchProfileVerifications(profile: string, body: ProfileVerifications): Promise<Profile> {
    return call(this.raw.PATCH('/profiles/{profile}/verifications', { params: { path: { profile } }, body }));
  }

  /**
   * Fills a personal profile from a third-party KYC provider's applicant, by its share token
   * (in the sandbox: `sandbox-approved`, `sandbox-rejected`, `sandbox-invalid-address`).
   *
   * @param profile The profile's id.
   * @param body The provider and the applicant's share token.
   * @example
   * ```ts
   * await client.shareProfile(profileId, { provider: 'sumsub', personal: { token: applicantToken } });
   * ```
   * @group Profiles
   */
  shareProfile(profile: string, body: ShareProfilePayload): Promise<Profile> {
    return call(this.raw.POST('/profiles/{profile}/share', { params: { path: { profile } }, body }));
  }
}
