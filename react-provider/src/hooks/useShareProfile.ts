import { useEmoneyMutation } from '../internal.js';
import { profileWritten } from '../profile-written.js';
import type { MutationOptions, MutationResult, Profile, ShareProfilePayload } from '../types.js';

/**
 * Fills a personal profile from a third-party KYC provider's applicant (`POST /profiles/{profile}/share`); in the sandbox the token `sandbox-approved` imports a complete applicant.
 * On success it caches the answered profile and refreshes it and the profile lists.
 * @example
 * ```tsx
 * const share = useShareProfile(); share.mutate({ profile, provider: 'sumsub', personal: { token: applicantToken } });
 * ```
 * @group Hooks
 */
export function useShareProfile(options?: MutationOptions<Profile, ShareProfilePayload>): MutationResult<Profile, ShareProfilePayload> {
  return useEmoneyMutation(
    'useShareProfile',
    (sdk, { profile, ...body }: ShareProfilePayload) => sdk.shareProfile(profile, body as never),
    (queryClient, profile) => profileWritten(queryClient, profile),
    options,
  );
}
