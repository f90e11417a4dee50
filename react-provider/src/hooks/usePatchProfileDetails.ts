import { useEmoneyMutation } from '../internal.js';
import { profileWritten } from '../profile-written.js';
import type { MutationOptions, MutationResult, Profile, PatchProfileDetailsPayload } from '../types.js';

/**
 * Changes some of a profile's details (`PATCH /profiles/{profile}/details`): only the fields sent change.
 * On success it caches the answered profile and refreshes it and the profile lists.
 * @example
 * ```tsx
 * const patch = usePatchProfileDetails(); patch.mutate({ profile, personal: { phone: '+3548888888', email: 'jane.doe@example.com' } });
 * ```
 * @group Hooks
 */
export function usePatchProfileDetails(options?: MutationOptions<Profile, PatchProfileDetailsPayload>): MutationResult<Profile, PatchProfileDetailsPayload> {
  return useEmoneyMutation(
    'usePatchProfileDetails',
    (sdk, { profile, ...body }: PatchProfileDetailsPayload) => sdk.patchProfileDetails(profile, body as never),
    (queryClient, profile) => profileWritten(queryClient, profile),
    options,
  );
}
