/**
 * Orders: place (redeem), read, list, and their notifications (through the notifications module).
 * One layer of {@link EmoneyClient}: each method calls its operation directly.
 * @module
 */
import type { OrderSubscription, SubscribeOptions } from '../notifications/order-notifications.js';
import { all, call } from '../transport/transport.js';
import type { AcceptedStatus, NewOrder, Order, OrderFilter, OrderNotification } from '../types.js';
import { IbansResource } from './ibans.js';

/** @internal */
export abstract class OrdersResource extends IbansResource {
  /**
   * Places a redeem order (`kind` may be left out), authorised by the wallet's signature of
   * {@link placeOrderMessage}. Resolves to the order, `placed`; or, when a multi-signature wallet
   * signs onchain (`signature: '0x'`), to `{code: 202, status: 'Accepted'}` while the order awaits
   * the signature's confirmation (tell the two apart with `'code' in answer`; see
   * {@link EmoneyClient.listPendingSignatures}).
   *
   * @param order The redeem order: amount, currency, the wallet's address and chain, the counterpart, the signed `message` and its `signature`.
   * @example
   * ```ts
   * const message = placeOrderMessage({ amount: '100.00', currency: 'eur', iban: 'DE89370400440532013000' });
   * const order = await client.placeOrder({
   *   address, chain: 'sepolia', currency: 'eur', amount: '100.00', message, signature: await wallet.signMessage(message),
   *   counterpart: { identifier: { standard: 'iban', iban: 'DE89370400440532013000' }, details: { firstName: 'Hanna', lastName: 'Schmidt', country: 'DE' } },
   * });
   * ```
   * @group Orders
   */
  placeOrder(order: Omit<NewOrder, 'kind'> & { kind?: 'redeem' }): Promise<Order | AcceptedStatus> {
    return call(this.raw.POST('/orders', { body: { kind: 'redeem', ...order } }));
  }

  /**
   * One order.
   *
   * @param orderId The order's id.
   * @example
   * ```ts
   * const { state, meta } = await client.getOrder(orderId);
   * ```
   * @group Orders
   */
  getOrder(orderId: string): Promise<Order> {
    return call(this.raw.GET('/orders/{orderId}', { params: { path: { orderId } } }));
  }

  /**
   * The orders, most recent first, filtered by address, txHash, profile, memo or state. The API
   * pages its lists (`limit`, default 50, at most 200; `nextCursor`); this follows every page. For
   * one page at a time, call `client.raw.GET('/orders', { params: { query: { limit, cursor } } })`.
   *
   * @param filter Which orders to list (all the token may read when empty).
   * @example
   * ```ts
   * const processed = await client.listOrders({ address, state: 'processed' });
   * ```
   * @group Orders
   */
  listOrders(filter: OrderFilter = {}): Promise<Order[]> {
    return all(filter, (query) => this.raw.GET('/orders', { params: { query } }), 'orders');
  }

  /**
   * Streams `order.created` and `order.updated` notifications of the profiles the token may read,
   * over a WebSocket that reconnects by itself (with a fresh token when it expired). Orders
   * created while disconnected are not replayed: read them with {@link listOrders}.
   *
   * @param onNotification Called with each notification, in the order received.
   * @param options Which orders to follow and how to reconnect.
   * @example
   * ```ts
   * const subscription = client.subscribeOrderNotifications((event) => console.log(event.type, event.data.state));
   * await subscription.ready;
   * // …
   * subscription.unsubscribe();
   * ```
   * @group Orders
   */
  subscribeOrderNotifications(onNotification: (notification: OrderNotification) => void, options: SubscribeOptions = {}): OrderSubscription {
    return this._notifications._subscribe(onNotification, options);
  }

  /**
   * Closes every order notification subscription of this client.
   *
   * @example
   * ```ts
   * client.unsubscribeOrderNotifications();
   * ```
   * @group Orders
   */
  unsubscribeOrderNotifications(): void {
    this._notifications._unsubscribeAll();
  }
}
