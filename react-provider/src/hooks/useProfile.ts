import { POLL_PROFILE_MS, pollWhilePending, useEmoneyQuery } from '../internal.js';
import { profileQueryOptions } from '../queries.js';
import type { Profile, QueryOptions, QueryResult } from '../types.js';
import { useAuthContext } from './useAuthContext.js';

/**
 * One profile; without an id, the user's default profile (read from {@link useAuthContext}).
 * While its KYC is in review (state `pending`) it refetches every 10 seconds, and stops once the
 * profile is decided (`approved`, `rejected`, `blocked`) or waits on the customer (`created`,
 * `incomplete`): profile changes do not arrive over the order WebSocket. Pass `refetchInterval`
 * to choose otherwise (`false`: never).
 * @param profile The profile's id (the user's default profile when left out).
 * @example
 * ```tsx
 * const { data: profile } = useProfile();
 * return <p>{profile?.name}: {profile?.state}</p>;
 * ```
 * @group Hooks
 */
export function useProfile(profile?: string, options?: QueryOptions<Profile>): QueryResult<Profile> {
  const context = useAuthContext({ enabled: !profile });
  const id = profile ?? context.data?.defaultProfile ?? undefined;
  const refetchInterval = pollWhilePending<Profile>((one) => one.state === 'pending', POLL_PROFILE_MS);
  return useEmoneyQuery('useProfile', (sdk) => profileQueryOptions(sdk, id ?? ''), !!id, { refetchInterval, ...options });
}
