import type { ColumnType } from 'kysely';

/** The mail outbox: messages a deployment's mail relay sends and marks `sent_at` (no relay ships with this server). */
export interface OutboundEmailsTable {
  id: string;
  to_address: string;
  subject: string;
  body: string;
  created_at: Date;
  sent_at: Date | null;
  /** Order of writing (bigserial, read as a string): the mailbox's tiebreak on equal times. */
  seq: ColumnType<string, never, never>;
  /** Who may read it in a shared sandbox's mailbox: the partner whose flow it belongs to (its token)… */
  partner_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** …and the browser that started the sign-up (sha256 of its `emoney_csrf` cookie). */
  browser_hash: ColumnType<string | null, string | null | undefined, string | null>;
}
