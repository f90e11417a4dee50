import { useEmoneyQuery } from '../internal.js';
import { profileQueryOptions } from '../queries.js';
import type { Profile, QueryOptions, QueryResult } from '../types.js';
import { useAuthContext } from './useAuthContext.js';

/**
 * One profile; without an id, the user's default profile (read from {@link useAuthContext}).
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
  return useEmoneyQuery('useProfile', (sdk) => profileQueryOptions(sdk, id ?? ''), !!id, options);
}
