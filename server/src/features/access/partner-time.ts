import { AsyncLocalStorage } from 'node:async_hooks';
import type { Request, Response } from 'express';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { isUuid } from '../../domain/uuid.js';
import { cacheFor, forgetAuthStateEverywhere, type AuthStateCache } from './auth-state-cache.js';

/**
 * Per-partner sandbox time. Each partner's clock is the deployment's clock
 * plus that partner's own offset (table `partner_clocks`), so moving one partner's time never
 * expires another partner's tokens, codes or order messages.
 *
 * Design: every API request (and every job) runs in a small async-local "whose time" record. It
 * starts at real time and switches to a partner's time as soon as the request names its partner:
 * a bearer token, a `client_id`, or the hosted screens' authorization request. `ctx.clock.now()`
 * reads that record, so services keep asking one clock and never pass partner ids around.
 */
interface PartnerTime {
  partnerId: string | null;
  offsetMs: number;
}

const current = new AsyncLocalStorage<PartnerTime>();

/** Runs one request (or job) with its own time record, starting at real time or the given partner's. */
export function runInPartnerTime<T>(fn: () => T, start: PartnerTime = { partnerId: null, offsetMs: 0 }): T {
  return current.run({ ...start }, fn);
}

/** The partner whose time the current request runs on (null: real time, or outside a request). */
export function currentPartnerId(): string | null {
  return current.getStore()?.partnerId ?? null;
}

/** The clock of the app context: the base clock plus the current partner's offset. */
export class PartnerClock implements Clock {
  constructor(readonly base: Clock) {}
  now(): Date {
    return new Date(this.base.now().getTime() + (current.getStore()?.offsetMs ?? 0));
  }
  /** Moves the base clock (tests); partners move their own time with advancePartnerClock. */
  advance(ms: number): void {
    this.base.advance(ms);
  }
}

export async function partnerOffset(db: Database, partnerId: string): Promise<number> {
  const row = await db.selectFrom('partner_clocks').select('offset_ms').where('partner_id', '=', partnerId).executeTakeFirst();
  return row ? Number(row.offset_ms) : 0;
}

/** Every partner's offset that is not zero (few rows: only partners who moved their clock). */
export async function partnerOffsets(db: Database): Promise<Map<string, number>> {
  const rows = await db.selectFrom('partner_clocks').select(['partner_id', 'offset_ms']).execute();
  return new Map(rows.map((r) => [r.partner_id, Number(r.offset_ms)]));
}

const offsetTables = new WeakMap<object, AuthStateCache<Map<string, number>>>();

/**
 * {@link partnerOffsets}, kept like the authentication state (auth-state-cache.ts): a clock move
 * forgets it in every process. The job runner reads it before every claim, which under load is
 * once per job or so.
 */
export async function cachedPartnerOffsets(db: Database): Promise<Map<string, number>> {
  return (await cacheFor(offsetTables, db).get('all', () => partnerOffsets(db)))!;
}

/**
 * The rest of the current request runs on this partner's time. Only the sandbox has partner
 * clocks; production (and code outside a request) stays on real time. Returns the offset.
 */
export async function enterPartnerTime(ctx: AppContext, partnerId: string): Promise<number> {
  const store = current.getStore();
  if (ctx.config.mode !== 'sandbox') return 0;
  const offsetMs = await partnerOffset(ctx.db, partnerId);
  if (store) {
    store.partnerId = partnerId;
    store.offsetMs = offsetMs;
  }
  return offsetMs;
}

type ClientClock = { partner_id: string; offset_ms: string | number | bigint | null };
/** Each client's partner and clock offset, per database; a clock move forgets them (advancePartnerClock). */
const clientClocks = new WeakMap<object, AuthStateCache<ClientClock>>();

/** As enterPartnerTime, for the partner owning an app's client id (unknown ids change nothing). */
export async function enterPartnerTimeOfClient(ctx: AppContext, clientId: string): Promise<number> {
  // Not validated yet (a raw client_id or an unverified token claim): a non-uuid is no app here.
  if (ctx.config.mode !== 'sandbox' || !isUuid(clientId)) return 0;
  // One query per client while cached (auth-state-cache.ts): the app's partner and that partner's offset (none: real time).
  const row = await cacheFor(clientClocks, ctx.db).get(clientId, () =>
    ctx.db
      .selectFrom('apps')
      .leftJoin('partner_clocks', 'partner_clocks.partner_id', 'apps.partner_id')
      .select(['apps.partner_id', 'partner_clocks.offset_ms'])
      .where('apps.client_id', '=', clientId)
      .executeTakeFirst(),
  );
  return row ? enterClientClock(row) : 0;
}

/**
 * {@link enterPartnerTimeOfClient} from what is cached alone (no read, no promise): the offset, or
 * undefined when the client's clock must be read.
 */
export function enterCachedPartnerTimeOfClient(ctx: AppContext, clientId: string): number | undefined {
  if (ctx.config.mode !== 'sandbox' || !isUuid(clientId)) return 0;
  const row = cacheFor(clientClocks, ctx.db).peek(clientId);
  return row ? enterClientClock(row) : undefined;
}

function enterClientClock(row: ClientClock): number {
  const offsetMs = row.offset_ms === null ? 0 : Number(row.offset_ms);
  const store = current.getStore();
  if (store) {
    store.partnerId = row.partner_id;
    store.offsetMs = offsetMs;
  }
  return offsetMs;
}

/** The current time on a partner's clock, wherever this runs (in a request of another partner or none). */
export function partnerNow(ctx: AppContext, offsetMs: number): Date {
  return new Date(ctx.clock.now().getTime() - (current.getStore()?.offsetMs ?? 0) + offsetMs);
}

/** A time read from `ctx.clock` in the current request, on the deployment's clock instead (without the partner's offset). */
export function deploymentTime(partnerTime: Date): Date {
  return new Date(partnerTime.getTime() - (current.getStore()?.offsetMs ?? 0));
}

/** The deployment's own time, whichever partner the current request runs for (hosted sessions). */
export function deploymentNow(ctx: AppContext): Date {
  return partnerNow(ctx, 0);
}

/** Moves one partner's clock forward; answers that partner's new time. */
export async function advancePartnerClock(ctx: AppContext, partnerId: string, ms: number): Promise<Date> {
  const updatedAt = new Date();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('partner_clocks')
      .values({ partner_id: partnerId, offset_ms: ms, updated_at: updatedAt })
      .onConflict((oc) => oc.column('partner_id').doUpdateSet({ offset_ms: sql`partner_clocks.offset_ms + ${ms}`, updated_at: updatedAt }))
      .execute();
    await forgetAuthStateEverywhere(trx);
  });
  return partnerNow(ctx, await enterPartnerTime(ctx, partnerId));
}

/**
 * Runs an API route in its own time record. A request naming a `client_id` (the OAuth endpoints:
 * `/auth`, `/auth/token`, `/auth/revoke`) runs on that client's partner's time from the start;
 * bearer tokens and the hosted screens switch when they identify their partner.
 */
export function inPartnerTime(ctx: AppContext, route: Route): Route {
  return (req, res) =>
    runInPartnerTime(async () => {
      const named = clientIdOf(req.body) ?? clientIdOf(req.query);
      if (named) await enterPartnerTimeOfClient(ctx, named);
      await route(req, res);
    });
}
type Route = (req: Request, res: Response) => Promise<void>;

function clientIdOf(source: unknown): string | null {
  const value = typeof source === 'object' && source !== null ? (source as Record<string, unknown>).client_id : undefined;
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;
}
