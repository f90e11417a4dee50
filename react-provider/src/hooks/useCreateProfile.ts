import { useEmoneyMutation } from '../internal.js';
import { profileWritten } from '../profile-written.js';
import type { CreateProfilePayload, MutationOptions, MutationResult, Profile } from '../types.js';

/**
 * Creates an empty profile of a kind (`POST /profiles`, white-label onboarding). On success it
 * caches the new profile and refreshes the profile lists.
 * @example
 * ```tsx
 * const create = useCreateProfile();
 * const { id } = await create.mutateAsync({ kind: 'personal' });
 * ```
 * @group Hooks
 */
export function useCreateProfile(options?: MutationOptions<Profile, CreateProfilePayload>): MutationResult<Profile, CreateProfilePayload> {
  return useEmoneyMutation('useCreateProfile', (sdk, body: CreateProfilePayload) => sdk.createProfile(body), (queryClient, profile) => profileWritten(queryClient, profile), options);
}
