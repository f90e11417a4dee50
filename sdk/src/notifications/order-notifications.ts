/**
 * Order notifications over a WebSocket that reconnects by itself, with a fresh token when the
 * session's one expired or was refused.
 * @module
 */
import type { EmoneyError } from '../errors.js';
import type { Session } from '../session/session.js';
import type { OrderNotification } from '../types.js';

/**
 * The part of the WebSocket API the client uses: the browser's `WebSocket`, or the `ws`
 * package's in Node (which has no global `WebSocket` before version 22).
 * @group Client
 * @category Configuration
 */
export interface WebSocketLike {
  // Handlers take `never`: any implementation's event type fits; the client reads `data` and `code`.
  /** Called when the connection opens. */
  onopen: ((event: never) => void) | null;
  /** Called with each message; the client reads its `data` (a JSON text frame). */
  onmessage: ((event: never) => void) | null;
  /** Called when the connection closes; the client reads its `code` (4401: token expired or revoked). */
  onclose: ((event: never) => void) | null;
  /** Called on a connection error; a close follows. */
  onerror: ((event: never) => void) | null;
  /** Closes the connection. */
  close(code?: number, reason?: string): void;
}

/**
 * A WebSocket constructor: `WebSocket` in browsers, `import { WebSocket } from 'ws'` in Node 20.
 * @group Client
 * @category Configuration
 */
export type WebSocketConstructor = new (url: string) => WebSocketLike;

/**
 * A live subscription to order notifications.
 * @group Orders
 * @category Interfaces
 */
export interface OrderSubscription {
  /** Resolves once the socket is open: orders created from then on are notified. */
  readonly ready: Promise<void>;
  /** Closes the socket and stops reconnecting. */
  unsubscribe(): void;
}

/**
 * The options of {@link EmoneyClient.subscribeOrderNotifications}.
 * @group Orders
 * @category Interfaces
 */
export interface SubscribeOptions {
  /** Only this profile's orders; default every profile the token may read. */
  profile?: string;
  /** Called when a connection cannot get a token (the socket keeps retrying). */
  onError?: (error: EmoneyError) => void;
}

/** A client's order notification subscriptions. */
export class OrderNotifications {
  private readonly _subscriptions = new Set<OrderSubscription>();
  private readonly _session: Session;
  private readonly _ws: WebSocketConstructor | undefined;

  constructor(session: Session, WebSocket: WebSocketConstructor | undefined) {
    this._session = session;
    this._ws = WebSocket;
  }

  _subscribe(onNotification: (notification: OrderNotification) => void, options: SubscribeOptions): OrderSubscription {
    const WS = this._ws ?? (globalThis.WebSocket as unknown as WebSocketConstructor);
    const { urls, _log: log } = this._session._transport;
    let socket: WebSocketLike | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let failures = 0;
    let stale: string | undefined;
    let opened: () => void;
    const retry = () => {
      if (!stopped) timer = setTimeout(connect, Math.min(30_000, 250 * 2 ** failures++));
    };
    const connect = async () => {
      let token: string;
      try {
        token = (await this._session._token(stale)).accessToken;
      } catch (e) {
        options.onError?.(e as EmoneyError);
        return retry();
      }
      if (stopped) return;
      const profile = options.profile ? `&profile=${encodeURIComponent(options.profile)}` : '';
      // The server sends bare Orders by default (the provider's published client reads those); this
      // client asks for the envelope, whose `type` tells a creation from an update.
      const ws = (socket = new WS(`${urls.ws}/orders?access_token=${encodeURIComponent(token)}${profile}&format=envelope`));
      let open = false;
      ws.onopen = () => {
        open = true;
        failures = 0;
        stale = undefined;
        opened();
      };
      ws.onmessage = (event: { data: unknown }) => {
        let notification: OrderNotification;
        try {
          notification = JSON.parse(String(event.data)) as OrderNotification;
        } catch {
          return;
        }
        onNotification(notification);
      };
      // The close event follows; without a listener, some implementations throw.
      ws.onerror = () => undefined;
      ws.onclose = (event: { code: number }) => {
        log('ws closed', event.code);
        // 4401: the token expired or was revoked; two failed handshakes in a row: maybe refused (401).
        if (event.code === 4401 || (!open && failures > 0)) stale = token;
        retry();
      };
    };
    const subscription: OrderSubscription = {
      ready: new Promise<void>((resolve) => (opened = resolve)),
      unsubscribe: () => {
        stopped = true;
        clearTimeout(timer);
        socket?.close(1000);
        this._subscriptions.delete(subscription);
      },
    };
    this._subscriptions.add(subscription);
    void connect();
    return subscription;
  }

  /** Closes every subscription. */
  _unsubscribeAll(): void {
    for (const subscription of [...this._subscriptions]) subscription.unsubscribe();
  }
}
