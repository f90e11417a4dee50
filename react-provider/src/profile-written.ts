import type { QueryClient } from '@tanstack/react-query';
import { keys } from './keys.js';
import type { Profile } from './types.js';

/**
 * What every write of a profile refreshes: that profile (the answer is cached at once, then read
 * again, since a submission's answer leaves out where each part stands) and the profile lists
 * (its state or name may have changed). Nothing else depends on a profile's KYC.
 */
export function profileWritten(queryClient: QueryClient, profile: Profile): Promise<unknown> {
  queryClient.setQueryData(keys.profiles.detail(profile.id), profile);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: keys.profiles.detail(profile.id) }),
    queryClient.invalidateQueries({ queryKey: keys.profiles.lists() }),
  ]);
}
