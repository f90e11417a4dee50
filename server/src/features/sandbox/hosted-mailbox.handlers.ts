import type { HostedHandler } from '../../http/handler-types.js';
import { Unauthorized } from '../../domain/errors.js';
import { csrfCookieToken } from '../../http/csrf.js';
import { authenticateBearer } from '../access/principal.js';
import { sha256 } from '../../crypto/secrets.js';
import { requireSandbox } from './require-sandbox.js';

/** At most this many emails answered per address. */
const MAILBOX_SIZE = 20;

export const MAILBOX_READER_NEEDED =
  'Read the sandbox mailbox with your partner access token (Authorization: Bearer), or from the browser that started the sign-up. A single-user sandbox can open it to anyone with EMONEY_SANDBOX_OPEN_MAILBOX=true.';

/**
 * The sandbox sends no email; this reads the outbox instead. A single-user sandbox
 * (`EMONEY_SANDBOX_OPEN_MAILBOX=true`) shows any address's mail to anyone. A shared sandbox
 * Shows an email only to the partner whose flow it belongs to
 * (its bearer token) and to the browser that started the sign-up (its anti-CSRF cookie); anyone
 * else gets 401, and a reader sees only its own emails. Production answers 404.
 */
export const getSandboxMailbox: HostedHandler<'getSandboxMailbox'> = async ({ query, req }, ctx) => {
  requireSandbox(ctx);
  const to = query.to.trim().toLowerCase();
  let partnerId: string | undefined;
  let browserHash: string | undefined;
  if (!ctx.config.sandbox.openMailbox) {
    const authorization = req.headers.authorization;
    if (authorization !== undefined) {
      const principal = await authenticateBearer(ctx, authorization);
      if (!principal) throw new Unauthorized('The access token is invalid, expired or revoked');
      partnerId = principal.partnerId;
    }
    const browser = csrfCookieToken(ctx, req);
    if (browser) browserHash = sha256(browser);
    if (partnerId === undefined && browserHash === undefined) throw new Unauthorized(MAILBOX_READER_NEEDED);
  }
  let select = ctx.db.selectFrom('outbound_emails').select(['id', 'subject', 'body', 'created_at']).where('to_address', '=', to);
  if (!ctx.config.sandbox.openMailbox) {
    select = select.where((eb) =>
      eb.or([...(partnerId !== undefined ? [eb('partner_id', '=', partnerId)] : []), ...(browserHash !== undefined ? [eb('browser_hash', '=', browserHash)] : [])]),
    );
  }
  const rows = await select.orderBy('created_at', 'desc').orderBy('seq', 'desc').limit(MAILBOX_SIZE).execute();
  return {
    status: 200,
    body: { to, messages: rows.map((r) => ({ id: r.id, subject: r.subject, body: r.body, createdAt: r.created_at.toISOString() })) },
  };
};
