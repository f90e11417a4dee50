import { useEffect, useRef, useState } from 'react';
import type { OrderNotification } from '@emoney/sdk';
import { useEmoney } from '../context.js';
import { invalidateOrderLists } from '../internal.js';
import { keys } from '../keys.js';
import type { Order } from '../types.js';

/**
 * Listens to order notifications (`order.created`, `order.updated`) over a WebSocket while
 * mounted and authorized, and keeps the caches of {@link useOrder} and {@link useOrders} live:
 * an updated order replaces its cached copy, a new one refreshes the lists of its address, and a
 * processed one refreshes that address's balances. The socket closes on unmount.
 * @param options Whose orders to follow, whether to connect, and a callback per notification.
 * @example
 * ```tsx
 * function Live() {
 *   const { isSubscribed } = useSubscribeOrderNotification({ onNotification: (n) => toast(`${n.data.id}: ${n.data.state}`) });
 *   return isSubscribed ? <span>live</span> : null;
 * }
 * ```
 * @group Hooks
 */
export function useSubscribeOrderNotification(
  options: {
    /** Only this profile's orders; default every profile the user may read. */
    profile?: string;
    /** Set `false` to stay disconnected. */
    enabled?: boolean;
    /** Called with each notification, after the caches are updated. */
    onNotification?: (notification: OrderNotification) => void;
  } = {},
): { isSubscribed: boolean } {
  const { sdk, queryClient, isAuthorized } = useEmoney('useSubscribeOrderNotification');
  const [isSubscribed, setSubscribed] = useState(false);
  const callback = useRef(options.onNotification);
  callback.current = options.onNotification;
  const active = isAuthorized && options.enabled !== false;

  useEffect(() => {
    if (!active) return;
    let live = true;
    const subscription = sdk.subscribeOrderNotifications(
      (notification) => {
        const order = notification.data as Order;
        queryClient.setQueryData(keys.orders.detail(order.id), order);
        queryClient.setQueriesData<Order[]>({ queryKey: keys.orders.lists() }, (list) => list?.map((o) => (o.id === order.id ? order : o)));
        if (notification.type === 'order.created') void invalidateOrderLists(queryClient, order.address);
        if (order.state === 'processed') void queryClient.invalidateQueries({ queryKey: [...keys.balances.address(order.address), order.chain] });
        callback.current?.(notification);
      },
      { profile: options.profile },
    );
    void subscription.ready.then(() => live && setSubscribed(true));
    return () => {
      live = false;
      subscription.unsubscribe();
      setSubscribed(false);
    };
  }, [sdk, queryClient, active, options.profile]);

  return { isSubscribed };
}
