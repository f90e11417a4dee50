import type { BearerProfile, ProfileFilter } from '@emoney/sdk';
import { useEmoneyQuery } from '../internal.js';
import { profilesQueryOptions } from '../queries.js';
import type { QueryOptions, QueryResult } from '../types.js';

/**
 * The profiles the user may reach, with the permissions on each, optionally filtered.
 * @param filter Which items to list, as the SDK's list method of the same items takes it (all the user may read when left out).
 * @example
 * ```tsx
 * const { data: profiles = [] } = useProfiles({ state: 'approved' });
 * ```
 * @group Hooks
 */
export function useProfiles(filter?: ProfileFilter, options?: QueryOptions<BearerProfile[]>): QueryResult<BearerProfile[]> {
  return useEmoneyQuery('useProfiles', (sdk) => profilesQueryOptions(sdk, filter), true, options);
}
