// What the hooks share: queries that wait for authorization, mutations that invalidate after success.
import { useMutation, useQuery, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEmoney } from './context.js';
import { keys } from './keys.js';
import type { MutationOptions, MutationResult, QueryOptions, QueryResult, SdkInstance } from './types.js';

/** A query of `hook` that stays disabled until the provider is authorized and `ready` (its arguments are known). */
export function useEmoneyQuery<T>(
  hook: string,
  make: (sdk: SdkInstance) => { queryKey: QueryKey },
  ready: boolean,
  options: QueryOptions<T> = {},
): QueryResult<T> {
  const { sdk, queryClient, isAuthorized } = useEmoney(hook);
  const { enabled = true } = options;
  return useQuery(
    {
      ...options,
      ...make(sdk),
      enabled: (query: Query<T, never, T, QueryKey>) =>
        isAuthorized && ready && (typeof enabled === 'function' ? enabled(query as never) : enabled),
    } as never,
    queryClient,
  ) as QueryResult<T>;
}

/**
 * How often the IBAN hooks refetch while an IBAN is being issued, and the profile hook while its
 * KYC is in review (milliseconds): the order WebSocket carries orders only, so these changes are
 * polled. A fixed interval, only while something is pending, only while the page is visible
 * (TanStack pauses intervals in the background), and never once it is settled.
 */
export const POLL_IBAN_MS = 5_000;
/** @see POLL_IBAN_MS; a KYC review takes minutes to days, so a slower poll. */
export const POLL_PROFILE_MS = 10_000;

/** A `refetchInterval` of `ms` while the query's data is `pending` (by `isPending`), none otherwise. */
export function pollWhilePending<T>(isPending: (data: T) => boolean, ms: number): QueryOptions<T>['refetchInterval'] {
  return (query) => (query.state.data !== undefined && isPending(query.state.data) ? ms : false);
}

/** A mutation of `hook`: on success, first `invalidate` (awaited), then the caller's `onSuccess`. */
export function useEmoneyMutation<T, V>(
  hook: string,
  run: (sdk: SdkInstance, variables: V, queryClient: QueryClient) => Promise<T>,
  invalidate: (queryClient: QueryClient, data: T, variables: V) => Promise<unknown>,
  options: MutationOptions<T, V> = {},
): MutationResult<T, V> {
  const { sdk, queryClient } = useEmoney(hook);
  return useMutation(
    {
      ...options,
      mutationFn: (variables: V) => run(sdk, variables, queryClient),
      onSuccess: async (...args: Parameters<NonNullable<typeof options.onSuccess>>) => {
        await invalidate(queryClient, args[0], args[1]);
        return options.onSuccess?.(...args);
      },
    },
    queryClient,
  );
}

/** Invalidates the order lists that may hold an order of `address`: those of that address or of none. */
export function invalidateOrderLists(queryClient: QueryClient, address: string): Promise<void> {
  const lists = keys.orders.lists();
  return queryClient.invalidateQueries({
    queryKey: lists,
    predicate: ({ queryKey }) => {
      const filtered = (queryKey[lists.length] as { address?: string } | undefined)?.address;
      return !filtered || filtered === address.toLowerCase();
    },
  });
}
