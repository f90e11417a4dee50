import pg from 'pg';
import type { Logger } from '../logger.js';

/** The channel the outbox trigger notifies (migration 2026_11_26_201_event_notifications). */
export const EVENTS_CHANNEL = 'emoney_events';
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5000;

export interface EventListener {
  /** Whether the LISTEN connection is up (while it is not, readers poll). */
  readonly connected: boolean;
  close(): Promise<void>;
}

/**
 * A dedicated PostgreSQL connection LISTENing on a channel (by default the outbox's new events). `onNotify` runs for each
 * notification, with its payload (the outbox's, a sequence number, is not needed: readers load from their cursor);
 * `onConnect` runs after every (re)connection, so the reader catches up on what was written while
 * nobody listened. A dropped connection is retried with backoff, up to MAX_RETRY_MS apart.
 */
export function listenForEvents(options: { connectionString: string; logger: Logger; onNotify: (payload: string) => void; onConnect: () => void; channel?: string }): EventListener {
  const { logger } = options;
  const channel = options.channel ?? EVENTS_CHANNEL;
  let client: pg.Client | undefined;
  let connected = false;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  const drop = (from: pg.Client, err?: unknown) => {
    if (client !== from) return;
    client = undefined;
    connected = false;
    if (!closed) logger.warn({ err, channel }, 'event listener lost its connection; reconnecting');
    from.end().catch(() => undefined);
    scheduleReconnect();
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString: options.connectionString });
    client = next;
    next.on('notification', (message) => options.onNotify(message.payload ?? ''));
    next.on('error', (err) => drop(next, err));
    next.on('end', () => drop(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (err) {
      drop(next, err);
      return;
    }
    if (closed || client !== next) {
      await next.end().catch(() => undefined);
      return;
    }
    connected = true;
    retryMs = FIRST_RETRY_MS;
    logger.info({ channel }, 'event listener connected');
    options.onConnect();
  }

  void connect();
  return {
    get connected() {
      return connected;
    },
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      const last = client;
      client = undefined;
      connected = false;
      await last?.end().catch(() => undefined);
    },
  };
}
