import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { AtRequestEnd, RequestStart } from '../../http/request-end.js';
import type { AppContext } from '../../app-context.js';
import type { Principal } from '../access/principal.js';
import { findAppByClientId } from '../credentials/apps.repository.js';
import { requestIdOf } from '../../ops/request-id.js';
import { answeredErrorOf } from '../../http/send.js';
import { operations } from '@emoney/api-types/operations';
import { insertRequests, pruneRequests, REQUESTS_KEPT, type LoggedRequest } from './request-log.repository.js';
import type { LoggedError } from './dashboard.tables.js';

/**
 * Requests are written in batches, at most this long after they finished: at most one write a
 * second per process whatever the traffic, never one per request (bench/http.bench.ts counts it
 * with the background rereads).
 */
export const REQUEST_LOG_FLUSH_MS = 1000;
/** Rows per insert statement (11 parameters each, under PostgreSQL's 65,535). */
const ROWS_PER_INSERT = 4000;
/** Past this many waiting rows, new requests are not logged: the log is for people, memory is not. */
const MAX_WAITING = 20_000;
/** A partner's log is cut back to its newest requests at most this often. */
export const REQUEST_LOG_PRUNE_MS = 10_000;
/** Which app a client id names, remembered this long (ids never move between apps). */
const CLIENT_TTL_MS = 60_000;
/** Texts of a logged error body are cut to this length: a log, not a copy of what was sent. */
const TEXT_MAX = 300;

/** Where a request carries the caller its bearer token named (a property, not a WeakMap: no ephemeron for the collector per request). */
const CALLER = Symbol('caller');
/** Set on a request that reached the recording step: one refused before it (a 406, a malformed path) is not logged. */
const REACHED = Symbol('reached recording');
type NotedRequest = Request & { [CALLER]?: Principal; [REACHED]?: true };

/** The caller a bearer token named, so the request log files the request under its app. */
export function noteCaller(req: Request, principal: Principal | null | undefined): void {
  if (principal) (req as NotedRequest)[CALLER] = principal;
}

function clientIdIn(source: unknown): string | undefined {
  const value = typeof source === 'object' && source !== null ? (source as Record<string, unknown>).client_id : undefined;
  return typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : undefined;
}

/** Each operation's path template, to tell an id in a path from personal data (an IBAN, an address). */
const TEMPLATES = new Map<string, string[]>(operations.map((op) => [op.operationId, op.path.split('/')]));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A path segment that is a word (a chain, a currency, a resource name), never a person's data. */
const WORD = /^[A-Za-z_-]{1,40}$/;

/**
 * The path as the log keeps it: our own ids (UUIDs) and words stay; any other value of a path
 * parameter (an IBAN, an address) shows as its name, `{iban}`; an unmatched path's other segments as `…`.
 */
export function loggedPath(path: string, operationId: string | undefined): string {
  const template = operationId ? TEMPLATES.get(operationId) : undefined;
  const segments = path.split('/');
  const kept = segments.map((segment, i) => {
    const expected = template?.[i];
    if (UUID.test(segment) || WORD.test(segment) || segment === '') return segment;
    if (expected && template.length === segments.length) return expected.startsWith('{') ? expected : segment;
    return '…';
  });
  return kept.join('/').slice(0, 500);
}

const cut = (text: string) => (text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX)}…` : text);

function loggedError(body: LoggedError | undefined): LoggedError | null {
  if (!body) return null;
  const fields = body.errors ? Object.fromEntries(Object.entries(body.errors).slice(0, 20).map(([k, v]) => [cut(k), cut(String(v))])) : undefined;
  return { code: body.code, status: body.status, message: cut(body.message), ...(fields ? { errors: fields } : {}) };
}

/** A finished request as the middleware notes it: only what the answer leaves; the row is made at flush time. */
interface Finished {
  at: Date;
  method: string;
  url: string;
  operationId: string | undefined;
  status: number;
  latencyMs: number;
  requestId: string;
  error: LoggedError | null;
  partnerId: string;
  appId: string;
}

const blankFinished = (): Finished => ({ at: new Date(0), method: '', url: '', operationId: undefined, status: 0, latencyMs: 0, requestId: '', error: null, partnerId: '', appId: '' });

/** Writes into `slot` what the finished request's answer leaves (its row is made at flush time). */
function note(slot: Finished, req: Request, res: Response, start: RequestStart, partnerId: string, appId: string): Finished {
  const status = res.statusCode;
  slot.at = start.at;
  slot.method = req.method;
  slot.url = req.originalUrl;
  slot.operationId = (res.locals as { operationId?: string }).operationId;
  slot.status = status;
  slot.latencyMs = Math.round((performance.now() - start.started) * 10) / 10;
  slot.requestId = requestIdOf(res) ?? '';
  slot.error = status >= 400 ? loggedError(answeredErrorOf(res)?.toBody() as LoggedError | undefined) : null;
  slot.partnerId = partnerId;
  slot.appId = appId;
  return slot;
}

/**
 * A partner's newest finished requests waiting to be written: at most REQUESTS_KEPT (what the log
 * keeps of a partner; older ones would be pruned at once), in slots reused from one batch to the
 * next, the oldest overwritten when full.
 */
class NewestRequests {
  private readonly slots: Finished[] = [];
  private next = 0;
  count = 0;

  get full(): boolean {
    return this.count === REQUESTS_KEPT;
  }

  /** The slot for the next request: a new one until the partner's first batch fills, then reused. */
  slot(): Finished {
    let slot = this.slots[this.next];
    if (!slot) this.slots[this.next] = slot = blankFinished();
    this.next = (this.next + 1) % REQUESTS_KEPT;
    if (this.count < REQUESTS_KEPT) this.count += 1;
    return slot;
  }

  /** Adds the waiting requests' rows to `into`, oldest first; none wait after. */
  drain(rowOf: (r: Finished) => LoggedRequest, into: LoggedRequest[]): void {
    const first = (this.next - this.count + REQUESTS_KEPT) % REQUESTS_KEPT;
    for (let i = 0; i < this.count; i++) into.push(rowOf(this.slots[(first + i) % REQUESTS_KEPT]!));
    this.count = 0;
  }
}

/**
 * The request log the dashboard shows: every API request of a partner's apps (a bearer token's, or
 * one naming a `client_id`: the token and authorize endpoints), written after the answer went out,
 * in batches, off the request's path. What is kept is the method, the path without its query (query
 * values can be credentials or personal data) and without personal data in its segments
 * ({@link loggedPath}), status, time and request id, and a failure's error body, cut short; never a
 * header, a body, a token, a secret or a signature.
 *
 * The log keeps a partner's newest {@link REQUESTS_KEPT} requests, so a batch holds at most that
 * many of each partner (older ones waiting are dropped: they would be pruned at once), and the
 * request pays only for noting what its answer leaves; ids and paths are made at flush time for the
 * rows written (bench/README.md, "The request log": about 40 % of `GET /tokens`' CPU before).
 */
export function recordApiRequests(ctx: AppContext): { step: RequestHandler; atEnd: AtRequestEnd; flush: () => Promise<void> } {
  /** Waiting requests by partner (a partner idle for a whole flush interval leaves the map). */
  const waiting = new Map<string, NewestRequests>();
  let waitingRows = 0;
  let timer: NodeJS.Timeout | undefined;
  const clients = new Map<string, { at: number; app: { id: string; partnerId: string } | null }>();
  const prunedAt = new Map<string, number>();

  async function appOf(clientId: string): Promise<{ id: string; partnerId: string } | null> {
    const known = clients.get(clientId);
    if (known && performance.now() - known.at < CLIENT_TTL_MS) return known.app;
    const app = await findAppByClientId(ctx.db, clientId);
    const found = app ? { id: app.id, partnerId: app.partner_id } : null;
    clients.set(clientId, { at: performance.now(), app: found });
    return found;
  }

  const rowOf = (r: Finished): LoggedRequest => ({
    id: randomUUID(),
    at: r.at,
    method: r.method,
    path: loggedPath(r.url.split('?')[0]!, r.operationId),
    status: r.status,
    latency_ms: r.latencyMs,
    request_id: r.requestId,
    error: r.error,
    partner_id: r.partnerId,
    app_id: r.appId,
  });

  async function flush(): Promise<void> {
    timer = undefined;
    // The rows are made before the first await: the slots are reused by the requests that finish meanwhile.
    const batch: LoggedRequest[] = [];
    const partners: string[] = [];
    for (const [partnerId, newest] of waiting) {
      if (newest.count === 0) {
        waiting.delete(partnerId);
        continue;
      }
      partners.push(partnerId);
      newest.drain(rowOf, batch);
    }
    waitingRows = 0;
    if (batch.length === 0) return;
    try {
      for (let at = 0; at < batch.length; at += ROWS_PER_INSERT) await insertRequests(ctx.db, batch.slice(at, at + ROWS_PER_INSERT));
      const now = performance.now();
      for (const partnerId of partners) {
        if (now - (prunedAt.get(partnerId) ?? -Infinity) < REQUEST_LOG_PRUNE_MS) continue;
        prunedAt.set(partnerId, now);
        await pruneRequests(ctx.db, partnerId);
      }
    } catch (err) {
      // The log is for people; losing a batch (the database went away at shutdown) never fails a request.
      ctx.logger.warn({ err, lost: batch.length }, 'request log batch not written');
    }
  }

  /** Where the partner's next finished request is noted, or undefined when the log is full. */
  function slotFor(partnerId: string): Finished | undefined {
    let newest = waiting.get(partnerId);
    if (!newest) waiting.set(partnerId, (newest = new NewestRequests()));
    if (!newest.full) {
      // Full (a database gone for a while, a flood of partners): the request is not logged.
      if (waitingRows >= MAX_WAITING) return undefined;
      waitingRows += 1;
    }
    // Only the timer writes: one insert a second whatever the traffic.
    timer ??= setTimeout(() => void flush(), REQUEST_LOG_FLUSH_MS).unref();
    return newest.slot();
  }

  // Run by the API pipeline's one listener at the request's end (http/request-end.ts): no listener,
  // closure, start time or object of its own per request (a partner's slots are reused).
  const atEnd: AtRequestEnd = (req, res, start) => {
    if ((req as NotedRequest)[REACHED] !== true) return;
    const principal = (req as NotedRequest)[CALLER];
    if (principal) {
      const slot = slotFor(principal.partnerId);
      if (slot) note(slot, req, res, start, principal.partnerId, principal.appId);
      return;
    }
    const clientId = clientIdIn(req.body) ?? clientIdIn(req.query);
    if (!clientId) return;
    // Noted now (the answer's state goes with the response), filed once the client id's app is known.
    const finished = note(blankFinished(), req, res, start, '', '');
    appOf(clientId).then(
      (app) => {
        const slot = app ? slotFor(app.partnerId) : undefined;
        if (slot) Object.assign(slot, finished, { partnerId: app!.partnerId, appId: app!.id });
      },
      (err: unknown) => ctx.logger.warn({ err }, 'request log: app lookup failed'),
    );
  };
  // The step in the pipeline's order: only what reaches it is logged (at its end, above).
  const step: RequestHandler = (req, _res, next) => {
    (req as NotedRequest)[REACHED] = true;
    next();
  };
  return { step, atEnd, flush };
}
