import { useEmoneyMutation } from '../internal.js';
import { profileWritten } from '../profile-written.js';
import type { MutationOptions, MutationResult, Profile, PatchProfileVerificationsPayload } from '../types.js';

/**
 * Adds or replaces a profile's verifications of the kinds listed (`PATCH /profiles/{profile}/verifications`).
 * On success it caches the answered profile and refreshes it and the profile lists.
 * @example
 * ```tsx
 * const patch = usePatchProfileVerifications(); patch.mutate({ profile, personal: [{ kind: 'sourceOfFunds', documents: [{ kind: 'sourceOfFunds', fileId }] }] });
 * ```
 * @group Hooks
 */
export function usePatchProfileVerifications(options?: MutationOptions<Profile, PatchProfileVerificationsPayload>): MutationResult<Profile, PatchProfileVerificationsPayload> {
  return useEmoneyMutation(
    'usePatchProfileVerifications',
    (sdk, { profile, ...body }: PatchProfileVerificationsPayload) => sdk.patchProfileVerifications(profile, body as never),
    (queryClient, profile) => profileWritten(queryClient, profile),
    options,
  );
}
