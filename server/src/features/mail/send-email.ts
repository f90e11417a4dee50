import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { scheduleEmailDelivery } from './mail-delivery.js';

export interface Email {
  to: string;
  subject: string;
  body: string;
}

/**
 * Who may read an email in a shared sandbox's mailbox; nobody
 * when omitted (only a single-user sandbox's open mailbox shows it).
 */
export interface MailboxReaders {
  /** The partner whose flow the email belongs to, reading with its token. */
  partnerId?: string | null;
  /** The browser that started the sign-up: sha256 of its anti-CSRF cookie. */
  browserHash?: string | null;
}

/**
 * Queues an email in the outbox (`outbound_emails`), in the caller's transaction. Production
 * schedules its delivery over SMTP in the same transaction (`mail-delivery.ts`) and logs only that
 * a message was queued, never its body. The sandbox sends no mail at all: it writes the message to
 * the log so the developer running it can read it (a sandbox holds fake accounts only), and shows
 * it in its mailbox.
 */
export async function sendEmail(ctx: AppContext, db: Database, email: Email, readers: MailboxReaders = {}): Promise<void> {
  const id = randomUUID();
  await db
    .insertInto('outbound_emails')
    .values({
      id,
      to_address: email.to,
      subject: email.subject,
      body: email.body,
      created_at: ctx.clock.now(),
      sent_at: null,
      partner_id: readers.partnerId ?? null,
      browser_hash: readers.browserHash ?? null,
    })
    .execute();
  if (ctx.config.mode === 'sandbox') {
    ctx.logger.info({ mail: { id, to: email.to, subject: email.subject, text: email.body } }, 'sandbox email (not sent)');
  } else {
    await scheduleEmailDelivery(ctx, db, id);
    ctx.logger.info({ mail: { id, subject: email.subject } }, 'email queued');
  }
}
