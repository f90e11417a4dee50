import type { ColumnType } from 'kysely';

/**
 * The mail outbox. Production delivers each message over SMTP from the job queue (`mail-delivery.ts`)
 * and marks `sent_at`; the sandbox sends nothing and shows its messages in its mailbox.
 */
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
  /** Delivery attempts made (production). */
  attempts: ColumnType<number, number | undefined, number>;
  /** Why the last attempt failed (the SMTP server's answer or the connection error). */
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  /** A worker is sending it until then: no other may meanwhile. */
  claimed_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Delivery given up: refused for good by the SMTP server, or out of attempts. */
  failed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
