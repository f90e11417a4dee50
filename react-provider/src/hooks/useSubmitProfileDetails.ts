import { useEmoneyMutation } from '../internal.js';
import { keys } from '../keys.js';
import type { MutationOptions, MutationResult, Profile, SubmitProfileDetailsPayload } from '../types.js';

/**
 * Submits a profile's details (`{ personal }` with the identity document, or `{ corporate }`).
 * On success it caches the answered profile and refreshes the profile lists.
 * @example
 * ```tsx
 * const submit = useSubmitProfileDetails();
 * submit.mutate({ profile, personal: { firstName: 'Jane', lastName: 'Doe', address: 'Laugavegur 77', postalCode: '101', city: 'Reykjavík', country: 'IS', nationality: 'IS', birthday: '1990-05-17', idDocument: { number: 'A1234567', kind: 'passport' } } });
 * ```
 * @group Hooks
 */
export function useSubmitProfileDetails(
  options?: MutationOptions<Profile, SubmitProfileDetailsPayload>,
): MutationResult<Profile, SubmitProfileDetailsPayload> {
  return useEmoneyMutation(
    'useSubmitProfileDetails',
    (sdk, { profile, ...details }: SubmitProfileDetailsPayload) => sdk.submitProfileDetails(profile, details as never),
    (queryClient, profile, variables) => {
      queryClient.setQueryData(keys.profiles.detail(variables.profile), profile);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.profiles.detail(variables.profile) }),
        queryClient.invalidateQueries({ queryKey: keys.profiles.lists() }),
      ]);
    },
    options,
  );
}
