/**
 * The query-key factory: every hook's cache key starts from `keys.all`, so one
 * `invalidateQueries({ queryKey: keys.all })` refreshes everything the provider cached.
 */
export const keys = {
  all: ['emoney'] as const,
  profiles: () => [...keys.all, 'profiles'] as const,
  profile: (profile: string) => [...keys.profiles(), profile] as const,
  orders: () => [...keys.all, 'orders'] as const,
  order: (orderId: string) => [...keys.orders(), orderId] as const,
};
