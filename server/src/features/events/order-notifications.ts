import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { AppContext } from '../../app-context.js';
import { accessibleProfiles } from '../access/profile-access.js';
import { authenticateBearer, type Principal } from '../access/principal.js';
import { WEBHOOK_EVENT_TYPES } from '@emoney/api-types/contract';
import { eventsAfter, lastEventSeq } from './events.repository.js';
import type { EventType } from './events.table.js';
import { requestIdFrom } from '../../ops/request-id.js';
import { listenForEvents, type EventListener } from '../../ops/event-listener.js';

/** Where clients connect: `GET /orders` with `Upgrade: websocket` (plain `GET /orders` stays the REST list). */
export const ORDER_NOTIFICATIONS_PATH = '/orders';

const ORDER_EVENTS = new Set<EventType>(['order.created', 'order.updated']);
/**
 * Every event type the outbox holds (the contract's `WebhookEventType`): the stream reads them all
 * so the sequence it walks has holes only where a transaction rolled back.
 */
const ALL_EVENTS = WEBHOOK_EVENT_TYPES;
/** How often the outbox is read (every process reads it: an order changed by another process reaches this one's clients). */
const POLL_MS = 200;
/**
 * On PostgreSQL each api process also LISTENs for new events (src/ops/event-listener.ts) and reads
 * at once when notified; while its listener is connected, the outbox is otherwise read only this
 * often (a safety net). While it is not, the outbox is read every POLL_MS.
 */
const LISTENING_POLL_MS = 2_000;
/** How often a connection's token is checked again (expiry, revocation) and its profiles refreshed. */
const RECHECK_MS = 5_000;
/**
 * How long a hole in the outbox's sequence is waited for. Sequence numbers are taken when a
 * transaction inserts its event but become visible when it commits, so a smaller number can appear
 * after a larger one; a hole that stays longer is a rolled-back transaction.
 */
const GAP_WAIT_MS = 5_000;
const PING_MS = 30_000;
/** Close code for a token that expired or was revoked while connected (4000-4999: application codes). */
const CLOSE_UNAUTHORIZED = 4401;
/** The WebSocket subprotocol that asks for the webhook envelope instead of the bare Order. */
export const ENVELOPE_SUBPROTOCOL = 'emoney.envelope.v1';

/**
 * What each frame carries: the Order itself (the default, what the provider's published client
 * reads), or the webhook envelope `{id, type, timestamp, data}` for those who ask for it.
 */
export type FrameFormat = 'order' | 'envelope';

interface Subscriber {
  ws: WebSocket;
  token: string;
  principal: Principal;
  /** `?profile=`: only this profile's orders. */
  onlyProfile: string | undefined;
  format: FrameFormat;
  profileIds: Set<string>;
  /** Events up to this sequence number happened before the connection: not sent. */
  since: bigint;
  checkedAt: number;
  alive: boolean;
}

function refuseUpgrade(socket: Duplex, status: number, reason: string, requestId: string = randomUUID()): void {
  const code = status === 400 ? 'validation_error' : status === 401 ? 'unauthorized' : status === 404 ? 'not_found' : 'internal_error';
  const body = JSON.stringify({ code, status, message: reason, requestId });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json\r\nX-Request-Id: ${requestId}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * Order notifications over WebSocket: `ws(s)://host/orders?access_token=…` (or an
 * `Authorization: Bearer` header) streams, as JSON text frames, every `order.created` and
 * `order.updated` of the profiles the token may read from the moment of connecting; `&profile=`
 * narrows to one profile. Each frame is the Order itself, as the provider's published client
 * expects; `&format=envelope` (or the subprotocol `emoney.envelope.v1`) asks for the webhook
 * envelope `{id, type, timestamp, data}` instead. `&state=`, which the published client sends, is
 * accepted and ignored.
 * A bad token is refused with 401 at the upgrade; a token that expires or is revoked later closes
 * the socket with 4401. Events come from the database outbox, so every server process sees them.
 */
export function attachOrderNotifications(server: Server, ctx: AppContext): { close(): Promise<void>; listener: EventListener | undefined } {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: 4096,
    handleProtocols: (protocols) => (protocols.has(ENVELOPE_SUBPROTOCOL) ? ENVELOPE_SUBPROTOCOL : false),
  });
  const subscribers = new Set<Subscriber>();
  let cursor: bigint | undefined;
  const delivered = new Set<bigint>();
  let gapSeenAt: number | undefined;
  let pollTimer: NodeJS.Timeout | undefined;
  let pingTimer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  let closed = false;
  /** A notification (or a reconnected listener) asks for a read. */
  let wake = false;
  let lastRead = 0;
  const connectionString = ctx.databasePool?.options?.connectionString;
  const listener = connectionString
    ? listenForEvents({
        connectionString,
        logger: ctx.logger,
        onNotify: () => {
          wake = true;
          if (subscribers.size > 0) tick();
        },
        // Reconnected: catch up from the cursor on what was written while nobody listened.
        onConnect: () => {
          wake = true;
          if (subscribers.size > 0) tick();
        },
      })
    : undefined;

  async function readableProfiles(principal: Principal, only: string | undefined): Promise<Set<string>> {
    const profiles = await accessibleProfiles(ctx.db, principal);
    return new Set(profiles.filter((p) => p.perms.includes('read') && (only === undefined || p.id === only)).map((p) => p.id));
  }

  function send(sub: Subscriber, event: { seq: string; id: string; type: EventType; profile_id: string | null; data: unknown; created_at: Date }): void {
    if (BigInt(event.seq) <= sub.since || !event.profile_id || !sub.profileIds.has(event.profile_id)) return;
    const frame = sub.format === 'envelope' ? { id: event.id, type: event.type, timestamp: event.created_at.toISOString(), data: event.data } : event.data;
    sub.ws.send(JSON.stringify(frame));
  }

  async function recheck(sub: Subscriber): Promise<void> {
    sub.checkedAt = Date.now();
    const principal = await authenticateBearer(ctx, `Bearer ${sub.token}`);
    if (!principal) {
      sub.ws.close(CLOSE_UNAUTHORIZED, 'The access token expired or was revoked');
      subscribers.delete(sub);
      return;
    }
    sub.profileIds = await readableProfiles(principal, sub.onlyProfile);
  }

  async function pollOnce(): Promise<void> {
    for (const sub of [...subscribers]) if (Date.now() - sub.checkedAt >= RECHECK_MS) await recheck(sub);
    if (cursor === undefined || subscribers.size === 0) return;
    // Holes in the sequence are settled by reading again, notified or not.
    const due = !listener?.connected || wake || delivered.size > 0 || Date.now() - lastRead >= LISTENING_POLL_MS;
    if (!due) return;
    wake = false;
    lastRead = Date.now();
    for (;;) {
      const rows = await eventsAfter(ctx.db, String(cursor), ALL_EVENTS);
      for (const row of rows) {
        const seq = BigInt(row.seq);
        if (delivered.has(seq)) continue;
        delivered.add(seq);
        if (ORDER_EVENTS.has(row.type)) for (const sub of subscribers) send(sub, row);
      }
      // Move the cursor over what is settled: contiguous numbers, and holes older than GAP_WAIT_MS.
      for (;;) {
        const next: bigint = cursor + 1n;
        if (delivered.delete(next)) {
          cursor = next;
          gapSeenAt = undefined;
          continue;
        }
        if (delivered.size === 0) break;
        gapSeenAt ??= Date.now();
        if (Date.now() - gapSeenAt < GAP_WAIT_MS) break;
        cursor = [...delivered].reduce((min, s) => (s < min ? s : min)) - 1n;
        gapSeenAt = undefined;
      }
      if (rows.length < 500) return;
    }
  }

  function tick(): void {
    if (polling) return;
    polling = pollOnce()
      .catch((err: unknown) => ctx.logger.error({ err }, 'order notifications poll failed'))
      .finally(() => {
        polling = undefined;
        // Notified while reading: read again now rather than at the next tick.
        if (wake && !closed && subscribers.size > 0) tick();
      });
  }

  function startTimers(): void {
    pollTimer ??= setInterval(tick, POLL_MS);
    pollTimer.unref();
    pingTimer ??= setInterval(() => {
      for (const sub of subscribers) {
        if (!sub.alive) {
          sub.ws.terminate();
          continue;
        }
        sub.alive = false;
        sub.ws.ping();
      }
    }, PING_MS);
    pingTimer.unref();
  }

  async function accept(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): Promise<void> {
    const requestId = requestIdFrom(req.headers['x-request-id']);
    const refuse = (to: Duplex, status: number, reason: string) => refuseUpgrade(to, status, reason, requestId);
    const header = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const token = url.searchParams.get('access_token') ?? header ?? '';
    const principal = token ? await authenticateBearer(ctx, `Bearer ${token}`) : null;
    if (!principal) return refuse(socket, 401, 'Unauthorized');
    const requested = url.searchParams.get('format');
    if (requested !== null && requested !== 'order' && requested !== 'envelope') return refuse(socket, 400, 'Bad Request');
    const protocols = String(req.headers['sec-websocket-protocol'] ?? '').split(',').map((p) => p.trim());
    const format: FrameFormat = requested === 'envelope' || protocols.includes(ENVELOPE_SUBPROTOCOL) ? 'envelope' : 'order';
    const onlyProfile = url.searchParams.get('profile') ?? undefined;
    const profileIds = await readableProfiles(principal, onlyProfile);
    if (onlyProfile !== undefined && profileIds.size === 0) return refuse(socket, 404, 'Not Found');
    // Read before the handshake completes: whatever the client does once open comes after this.
    const since = BigInt(await lastEventSeq(ctx.db));
    if (closed) return refuse(socket, 503, 'Service Unavailable');
    if (subscribers.size === 0) {
      // Nobody was listening: start reading the outbox from now.
      cursor = since;
      delivered.clear();
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const sub: Subscriber = { ws, token, principal, onlyProfile, format, profileIds, since, checkedAt: Date.now(), alive: true };
      subscribers.add(sub);
      ws.on('pong', () => {
        sub.alive = true;
      });
      ws.on('close', () => {
        subscribers.delete(sub);
      });
      ws.on('error', (err) => ctx.logger.warn({ err }, 'order notifications socket error'));
      startTimers();
    });
  }

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== ORDER_NOTIFICATIONS_PATH) {
      // Another upgrade handler may want it; with none, answer rather than leave the socket hanging.
      if (server.listenerCount('upgrade') <= 1) refuseUpgrade(socket, 404, 'Not Found');
      return;
    }
    accept(req, socket, head, url).catch((err: unknown) => {
      ctx.logger.error({ err }, 'order notifications upgrade failed');
      refuseUpgrade(socket, 500, 'Internal Server Error', requestIdFrom(req.headers['x-request-id']));
    });
  };
  server.on('upgrade', onUpgrade);

  return {
    listener,
    close: async () => {
      closed = true;
      await listener?.close();
      server.off('upgrade', onUpgrade);
      if (pollTimer) clearInterval(pollTimer);
      if (pingTimer) clearInterval(pingTimer);
      await polling;
      await Promise.all(
        [...subscribers].map(
          (sub) =>
            new Promise<void>((resolve) => {
              const done = setTimeout(() => {
                sub.ws.terminate();
                resolve();
              }, 1000);
              sub.ws.once('close', () => {
                clearTimeout(done);
                resolve();
              });
              // 1012 (service restart): the server goes away on purpose; clients reconnect, reaching another process.
              sub.ws.close(1012, 'The server is restarting; reconnect');
            }),
        ),
      );
      subscribers.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
