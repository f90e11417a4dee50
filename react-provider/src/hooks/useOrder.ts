import { useEmoneyQuery } from '../internal.js';
import { orderQueryOptions } from '../queries.js';
import type { Order, QueryOptions, QueryResult } from '../types.js';

/**
 * One order; waits while `orderId` is undefined. With {@link useSubscribeOrderNotification}
 * mounted, it follows the order's state live.
 * @param orderId The order's id; the query waits while it is `undefined`.
 * @example
 * ```tsx
 * const { data: order } = useOrder(orderId);
 * return <p>{order?.state}</p>;
 * ```
 * @group Hooks
 */
export function useOrder(orderId: string | undefined, options?: QueryOptions<Order>): QueryResult<Order> {
  return useEmoneyQuery('useOrder', (sdk) => orderQueryOptions(sdk, orderId ?? ''), !!orderId, options);
}
