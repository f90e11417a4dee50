/**
 * Profiles: read, list, and submit details, questionnaire and verifications.
 * One layer of {@link EmoneyClient}: each method calls its operation directly.
 * @module
 */
import { all, call } from '../transport/transport.js';
import type { BearerProfile, Profile, ProfileFilter, ProfileForm, ProfileVerifications, SubmitProfileDetailsPayload } from '../types.js';
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
}
