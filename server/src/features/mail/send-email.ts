import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';

export interface Email {
  to: string;
  subject: string;
  body: string;
}

/**
 * Queues an email in the outbox (`outbound_emails`), in the caller's transaction, for the
 * deployment's mail relay. The sandbox sends no mail at all: it also writes the message to the
 * log so the developer running it can read it (a sandbox holds fake accounts only); production
 * logs only that a message was queued, never its body.
 */
export async function sendEmail(ctx: AppContext, db: Database, email: Email): Promise<void> {
  const id = randomUUID();
  await db
    .insertInto('outbound_emails')
    .values({ id, to_address: email.to, subject: email.subject, body: email.body, created_at: ctx.clock.now(), sent_at: null })
    .execute();
  if (ctx.config.mode === 'sandbox') {
    ctx.logger.info({ mail: { id, to: email.to, subject: email.subject, text: email.body } }, 'sandbox email (not sent)');
  } else {
    ctx.logger.info({ mail: { id, subject: email.subject } }, 'email queued');
  }
}
