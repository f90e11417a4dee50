import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext } from '../app-context.js';
import type { Database } from '../db/database.js';
import { toJson } from '../db/json.js';
import { statementFamily } from '../db/statement-template.js';
import { runAsConnectionOwner } from '../db/connection-guard.js';
import { cachedPartnerOffsets, currentPartnerId, runInPartnerTime } from '../features/access/partner-time.js';

/** Jobs one process runs at once, and of those, at most this many of one kind. */
export const MAX_IN_FLIGHT = 40;
export const MAX_IN_FLIGHT_PER_KIND = 20;

/**
 * A kind of job and what running it does. Handlers must be idempotent: a crash may run one twice.
 * A handler that deletes its own job (`job.id`) in its last statement, saving the runner's delete
 * a round trip, resolves with 'deleted'.
 */
export type JobHandler = (ctx: AppContext, payload: never, job: { id: string }) => Promise<void | 'deleted'>;

/**
 * Schedules a job. Pass the transaction of the change that calls for it, so the job exists
 * exactly when the change does.
 */
export async function enqueueJob(db: Database, job: NewJob): Promise<string> {
  const [id] = await enqueueJobs(db, [job]);
  return id!;
}

/** Schedules several jobs in one statement (see {@link enqueueJob}). */
export async function enqueueJobs(db: Database, jobs: readonly NewJob[]): Promise<string[]> {
  if (jobs.length === 0) return [];
  const rows = jobs.map(newJobRow);
  await db.insertInto('jobs').values(rows).execute();
  return rows.map((row) => row.id);
}

export interface NewJob {
  kind: string;
  payload: unknown;
  runAt: Date;
  partnerId?: string | null;
}

/** A job's row as {@link newJobRow} makes it. */
export type JobRow = ReturnType<typeof newJobRow>;

/** The row {@link enqueueJob} stores, for a statement that inserts a job along with other rows. */
export function newJobRow(job: NewJob) {
  // `runAt` is on the clock of the partner the current request runs for (or of the partner the
  // caller names, for work done on another partner's behalf): the job remembers whose.
  const partnerId = job.partnerId === undefined ? currentPartnerId() : job.partnerId;
  return { id: randomUUID(), kind: job.kind, payload: toJson(job.payload), run_at: job.runAt, locked_until: null, last_error: null, partner_id: partnerId };
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/**
 * The claim, built and compiled once per shape (how many kinds it claims, how many partners'
 * clocks are moved), not per claim: a job runner claims about once per job it runs, and Kysely
 * building this statement was about 4 % of the delivery window's CPU in the webhook benchmark
 * (bench/README.md, "Webhook benchmark floors"). Its values: `lockedUntil`, `now`, `limit`,
 * `kind0…`, and per moved partner `partner0…` with `dueBy0…` (real time plus its offset).
 */
const claimStatement = statementFamily(
  (shape: { kinds: number; moved: number }) => `${shape.kinds}:${shape.moved}`,
  (db, shape, v: Record<string, unknown>) =>
    db
      .updateTable('jobs')
      // A claimed job stays invisible to other processes for the lease, then may be claimed again
      // (its process died): at-least-once.
      .set({ locked_until: v.lockedUntil as Date, attempts: sql<number>`attempts + 1` })
      // One statement claims the batch (the queue's usual `update … where id in (select … for update
      // skip locked)`): one round trip, where a transaction around a select and an update took four.
      .where('id', 'in', (sub) =>
        sub
          .selectFrom('jobs')
          .select('id')
          .where((eb) =>
            eb.or([
              eb.and([
                eb('run_at', '<=', v.now as Date),
                ...(shape.moved > 0 ? [eb.or([eb('partner_id', 'is', null), eb('partner_id', 'not in', range(shape.moved).map((i) => v[`partner${i}`] as string))])] : []),
              ]),
              // A partner's job is due on that partner's sandbox clock.
              ...range(shape.moved).map((i) => eb.and([eb('partner_id', '=', v[`partner${i}`] as string), eb('run_at', '<=', v[`dueBy${i}`] as Date)])),
            ]),
          )
          .where('kind', 'in', range(shape.kinds).map((i) => v[`kind${i}`] as string))
          .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', v.now as Date)]))
          .orderBy('run_at')
          .limit(v.limit as number)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'kind', 'payload', 'attempts', 'partner_id']),
);

/**
 * Runs due jobs: each is claimed with `FOR UPDATE SKIP LOCKED` and a lease, so several server
 * processes on one database never run the same job at once; a finished job is deleted, a failed
 * one retried later with backoff. Time comes from the app clock (tests and the sandbox move it).
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  /** While stopping, passes claim nothing more and only wait for the jobs they hold. */
  private stopping = false;

  constructor(private readonly ctx: AppContext) {}

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /**
   * Runs every job due now (repeating while jobs keep coming due, and until every job it started
   * has finished); returns how many ran.
   */
  runDue(): Promise<number> {
    // One pass at a time per process; a caller arriving during a pass waits for it and runs again.
    const next = (this.running ?? Promise.resolve(0)).then(() => this.pass());
    this.running = next.catch(() => 0);
    return next;
  }

  /**
   * Jobs run side by side, at most MAX_IN_FLIGHT at once and MAX_IN_FLIGHT_PER_KIND of one kind,
   * and the pass claims again as soon as a slot frees or every poll interval: a slow job (a
   * webhook receiver taking its full 10 s) never holds back jobs of other kinds, such as order
   * settlement, that come due meanwhile.
   */
  private async pass(): Promise<number> {
    let total = 0;
    const inFlight = new Map<Promise<void>, string>();
    for (;;) {
      const perKind = new Map<string, number>();
      for (const kind of inFlight.values()) perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
      const full = [...perKind].filter(([, n]) => n >= MAX_IN_FLIGHT_PER_KIND).map(([kind]) => kind);
      const busiest = Math.max(0, ...[...perKind.values()].filter((n) => n < MAX_IN_FLIGHT_PER_KIND));
      // One claim may be all of one kind: never more than that kind has room for.
      const free = Math.min(MAX_IN_FLIGHT - inFlight.size, MAX_IN_FLIGHT_PER_KIND - busiest);
      const batch = free > 0 && !this.stopping ? await this.claim(free, full) : [];
      for (const job of batch) {
        const running: Promise<void> = this.execute(job).finally(() => inFlight.delete(running));
        inFlight.set(running, job.kind);
      }
      total += batch.length;
      if (batch.length > 0) continue;
      if (inFlight.size === 0) return total;
      // Wait for a job to finish, or a poll interval for others to come due.
      let timer: NodeJS.Timeout | undefined;
      const tick = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, this.ctx.config.jobs.pollMs);
      });
      await Promise.race([...inFlight.keys(), tick]);
      clearTimeout(timer);
    }
  }

  private async claim(limit: number, skipKinds: readonly string[] = []) {
    const now = this.ctx.clock.now();
    const kinds = [...this.handlers.keys()].filter((k) => !skipKinds.includes(k));
    if (kinds.length === 0) return [];
    // A partner's job is due on that partner's sandbox clock (real time plus its offset).
    const offsets = this.ctx.config.mode === 'sandbox' ? await cachedPartnerOffsets(this.ctx.db) : new Map<string, number>();
    const moved = [...offsets.entries()].filter(([, ms]) => ms !== 0);
    const values: Record<string, unknown> = { lockedUntil: new Date(now.getTime() + this.ctx.config.jobs.leaseMs), now, limit };
    kinds.forEach((kind, i) => (values[`kind${i}`] = kind));
    moved.forEach(([partnerId, ms], i) => {
      values[`partner${i}`] = partnerId;
      values[`dueBy${i}`] = new Date(now.getTime() + ms);
    });
    const { rows: claimed } = await claimStatement(this.ctx.db, { kinds: kinds.length, moved: moved.length }, values);
    return claimed.map((j) => ({ ...j, offsetMs: j.partner_id ? (offsets.get(j.partner_id) ?? 0) : 0 }));
  }

  /** Runs a job on the clock of the partner it was scheduled for (what it schedules next keeps that partner). */
  private execute(job: { id: string; kind: string; payload: unknown; attempts: number; partner_id: string | null; offsetMs: number }): Promise<void> {
    return runAsConnectionOwner(`job ${job.kind} ${job.id}`, () =>
      runInPartnerTime(() => this.executeNow(job), { partnerId: job.partner_id, offsetMs: job.offsetMs }),
    );
  }

  private async executeNow(job: { id: string; kind: string; payload: unknown; attempts: number }): Promise<void> {
    const handler = this.handlers.get(job.kind);
    try {
      const outcome = await handler!(this.ctx, job.payload as never, { id: job.id });
      if (outcome !== 'deleted') await this.ctx.db.deleteFrom('jobs').where('id', '=', job.id).execute();
    } catch (err) {
      const delay = Math.min(2 ** job.attempts * 1000, 3600_000);
      this.ctx.logger.warn({ err, job: job.id, kind: job.kind, attempts: job.attempts }, 'job failed; will retry');
      await this.ctx.db
        .updateTable('jobs')
        .set({ locked_until: null, run_at: new Date(this.ctx.clock.now().getTime() + delay), last_error: String(err instanceof Error ? err.message : err) })
        .where('id', '=', job.id)
        .execute();
    }
  }

  /** Polls for due jobs in the background (the server does; tests call runDue themselves). */
  start(intervalMs = this.ctx.config.jobs.pollMs): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.runDue().catch((err: unknown) => this.ctx.logger.error({ err }, 'job runner pass failed'));
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops polling and claiming; resolves once the jobs already claimed have finished. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.stopping = true;
    try {
      await this.running;
    } finally {
      this.stopping = false;
    }
  }
}
