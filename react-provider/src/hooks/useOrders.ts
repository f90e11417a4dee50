import type { OrderFilter } from '@emoney/sdk';
import { useEmoneyQuery } from '../internal.js';
import { ordersQueryOptions } from '../queries.js';
import type { Order, QueryOptions, QueryResult } from '../types.js';

/**
 * The orders, most recent first, filtered by address, txHash, profile, memo or state. With
 * {@link useSubscribeOrderNotification} mounted, it follows order states live.
 * @param filter Which items to list, as the SDK's list method of the same items takes it (all the user may read when left out).
 * @example
 * ```tsx
 * const { data: orders = [] } = useOrders({ address });
 * ```
 * @group Hooks
 */
export function useOrders(filter?: OrderFilter, options?: QueryOptions<Order[]>): QueryResult<Order[]> {
  return useEmoneyQuery('useOrders', (sdk) => ordersQueryOptions(sdk, filter), true, options);
}
