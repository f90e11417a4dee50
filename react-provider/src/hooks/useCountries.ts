import { useQuery } from '@tanstack/react-query';
import type { CountryList } from '@emoney/sdk';
import { useEmoney } from '../context.js';
import { countriesQueryOptions } from '../queries.js';
import type { QueryOptions, QueryResult } from '../types.js';

/**
 * Every country with its risk tier for nationality and residency, for a country picker of an
 * onboarding form. `GET /countries` takes no token, so this runs before the user authorizes.
 * @example
 * ```tsx
 * const { data } = useCountries();
 * const residences = (data?.countries ?? []).filter((c) => c.residency !== 'prohibited');
 * ```
 * @group Hooks
 */
export function useCountries(options?: QueryOptions<CountryList>): QueryResult<CountryList> {
  const { sdk, queryClient } = useEmoney('useCountries');
  // Not useEmoneyQuery: that one waits for authorization, which a public list does not need.
  return useQuery({ ...options, ...countriesQueryOptions(sdk) } as never, queryClient) as QueryResult<CountryList>;
}
