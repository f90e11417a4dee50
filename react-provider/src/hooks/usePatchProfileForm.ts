import { useEmoneyMutation } from '../internal.js';
import { profileWritten } from '../profile-written.js';
import type { MutationOptions, MutationResult, Profile, PatchProfileFormPayload } from '../types.js';

/**
 * Changes some answers of a profile's KYC form (`PATCH /profiles/{profile}/form`), the tax fields included.
 * On success it caches the answered profile and refreshes it and the profile lists.
 * @example
 * ```tsx
 * const patch = usePatchProfileForm(); patch.mutate({ profile, personal: { tin: '123-45-6789', taxResidenceCountry: 'GB' } });
 * ```
 * @group Hooks
 */
export function usePatchProfileForm(options?: MutationOptions<Profile, PatchProfileFormPayload>): MutationResult<Profile, PatchProfileFormPayload> {
  return useEmoneyMutation(
    'usePatchProfileForm',
    (sdk, { profile, ...body }: PatchProfileFormPayload) => sdk.patchProfileForm(profile, body as never),
    (queryClient, profile) => profileWritten(queryClient, profile),
    options,
  );
}
