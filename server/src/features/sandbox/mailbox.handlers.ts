import type { HostedHandler } from '../../http/handler-types.js';
import { requireSandbox } from './require-sandbox.js';

/** At most this many emails answered per address. */
const MAILBOX_SIZE = 20;

/**
 * The sandbox sends no email; this reads the outbox instead, open to anyone who can reach the
 * sandbox: it holds fake people's mail only. Production answers 404.
 */
export const getSandboxMailbox: HostedHandler<'getSandboxMailbox'> = async ({ query }, ctx) => {
  requireSandbox(ctx);
  const to = query.to.trim().toLowerCase();
  const rows = await ctx.db
    .selectFrom('outbound_emails')
    .select(['id', 'subject', 'body', 'created_at'])
    .where('to_address', '=', to)
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(MAILBOX_SIZE)
    .execute();
  return {
    status: 200,
    body: { to, messages: rows.map((r) => ({ id: r.id, subject: r.subject, body: r.body, createdAt: r.created_at.toISOString() })) },
  };
};
