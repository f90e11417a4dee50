import { sql } from 'kysely';
import nodemailer from 'nodemailer';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { enqueueJob } from '../../jobs/jobs.js';
import { recordMailAttempt } from '../../ops/metrics.js';
import type { SmtpSettings } from './mail.config.js';

/** The job that sends one queued email over SMTP (production only; registered by workers with a relay). */
export const SEND_EMAIL_JOB = 'mail.send';

/**
 * Attempts per email before delivery is given up (the job queue waits 2 s, 4 s, … 512 s between
 * them, about 17 minutes in all: longer than the 15 minutes a code in an email stays valid).
 */
export const MAIL_MAX_ATTEMPTS = 10;

/** Schedules the sending of a queued email, in the transaction that queued it. */
export async function scheduleEmailDelivery(ctx: AppContext, db: Database, emailId: string): Promise<void> {
  // Real time, whoever's request queued it: mail waits for no partner's sandbox clock.
  await enqueueJob(db, { kind: SEND_EMAIL_JOB, payload: { emailId }, runAt: ctx.clock.now(), partnerId: null });
}

/**
 * Sends one queued email and marks it `sent_at`. The worker first claims the row (until its job
 * lease ends), so two workers never send one email at once, and a job run again after a send was
 * recorded sends nothing. A refused or failed attempt is recorded on the row (attempts, last error)
 * and thrown, so the job queue tries again later with backoff; a refusal for good (a 5xx answer to
 * the envelope or the message) or the last attempt gives it up (`failed_at`). A process that dies
 * between the SMTP server's acceptance and the record sends it again once its claim lapses: the
 * message keeps its Message-ID, so the receiving side can tell the copy.
 */
export async function deliverEmail(ctx: AppContext, payload: { emailId: string }): Promise<void> {
  const { smtp, from } = ctx.config.mail;
  if (!smtp || !from) throw new Error('no SMTP relay is configured (EMONEY_SMTP_URL, EMONEY_MAIL_FROM)');
  const now = ctx.clock.now();
  const email = await ctx.db
    .updateTable('outbound_emails')
    .set({ claimed_until: new Date(now.getTime() + ctx.config.jobs.leaseMs), attempts: sql<number>`attempts + 1` })
    .where('id', '=', payload.emailId)
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .returning(['id', 'to_address', 'subject', 'body', 'attempts'])
    .executeTakeFirst();
  if (!email) {
    const row = await ctx.db.selectFrom('outbound_emails').select(['sent_at', 'failed_at']).where('id', '=', payload.emailId).executeTakeFirst();
    if (!row || row.sent_at || row.failed_at) return;
    // Another worker is sending it: look again later (it is sent by then, or its claim has lapsed).
    throw new Error(`email ${payload.emailId} is being sent by another process`);
  }
  try {
    await transportFor(smtp).sendMail({
      from,
      to: email.to_address,
      subject: email.subject,
      text: email.body,
      messageId: `<${email.id}@${new URL(ctx.config.publicUrl).hostname}>`,
    });
  } catch (err) {
    const reason = describe(err);
    const givenUp = isRefusedForGood(err) || email.attempts >= MAIL_MAX_ATTEMPTS;
    await ctx.db
      .updateTable('outbound_emails')
      .set({ claimed_until: null, last_error: reason, failed_at: givenUp ? ctx.clock.now() : null })
      .where('id', '=', email.id)
      .execute();
    recordMailAttempt(ctx, givenUp ? 'failed' : 'retrying');
    if (givenUp) {
      ctx.logger.error({ mail: { id: email.id, attempts: email.attempts, error: reason } }, 'email not delivered: given up');
      return;
    }
    throw new Error(`SMTP: ${reason}`);
  }
  await ctx.db.updateTable('outbound_emails').set({ sent_at: ctx.clock.now(), claimed_until: null, last_error: null }).where('id', '=', email.id).execute();
  recordMailAttempt(ctx, 'sent');
  ctx.logger.info({ mail: { id: email.id, attempts: email.attempts } }, 'email sent');
}

function transportFor(smtp: SmtpSettings) {
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    requireTLS: smtp.requireTls,
    ...(smtp.auth ? { auth: smtp.auth } : {}),
    // Well inside the job lease (EMONEY_JOB_LEASE_MS, 60 s by default): a hung relay fails the
    // attempt before another worker may take the email over.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

/**
 * A 5xx answer to this email's recipient or content: sending it again would be refused again. A 5xx
 * to anything else (log-in, the sender address) is the relay's configuration: retried, so fixing it
 * loses no mail.
 */
function isRefusedForGood(err: unknown): boolean {
  const { command, responseCode } = err as { command?: unknown; responseCode?: unknown };
  return (command === 'RCPT TO' || command === 'DATA') && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

/** The error as recorded: nodemailer's message already ends with the SMTP server's answer. */
function describe(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 1000);
}
