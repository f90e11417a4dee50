import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { InvalidInput } from '../../domain/errors.js';
import { findAppByClientId } from '../credentials/apps.repository.js';
import { deploymentNow } from '../access/partner-time.js';

/** A server-issued Sign-In with Ethereum nonce lives as long as a SIWE message may (10 minutes). */
export const SIWE_NONCE_TTL_MS = 10 * 60_000;

/**
 * GET /auth/nonce. A nonce bound to an app lives on that app's partner's
 * sandbox clock (the request runs on it); an unbound one on the deployment's clock.
 */
export async function issueSiweNonce(ctx: AppContext, clientId: string | undefined): Promise<{ nonce: string; expiresAt: Date }> {
  if (clientId) {
    const app = await findAppByClientId(ctx.db, clientId);
    if (!app || app.kind !== 'authorization_code') {
      throw new InvalidInput('client_id is not an authorization code client', { client_id: 'not an authorization code client' });
    }
  }
  const now = clientId ? ctx.clock.now() : deploymentNow(ctx);
  const nonce = randomBytes(16).toString('hex');
  const expiresAt = new Date(now.getTime() + SIWE_NONCE_TTL_MS);
  // Sweep what expired (partner clocks only run ahead, so expired here is expired everywhere):
  // anyone may ask for nonces, the table must not grow with them.
  await ctx.db.deleteFrom('siwe_issued_nonces').where('expires_at', '<', deploymentNow(ctx)).execute();
  await ctx.db.insertInto('siwe_issued_nonces').values({ nonce, client_id: clientId ?? null, issued_at: now, expires_at: expiresAt, used_at: null }).execute();
  return { nonce, expiresAt };
}

/**
 * Uses up a server-issued nonce inside the sign-in's transaction. `not_issued`: the nonce is the
 * client's own (published clients), which the caller accepts once per address within the
 * message's window; otherwise null when it was consumed now, or why it is refused.
 */
export async function consumeIssuedNonce(
  trx: Database,
  ctx: AppContext,
  nonce: string,
  clientId: string,
  now: Date,
): Promise<'not_issued' | null | string> {
  const row = await trx.selectFrom('siwe_issued_nonces').select(['client_id']).where('nonce', '=', nonce).executeTakeFirst();
  if (!row) return 'not_issued';
  if (row.client_id !== null && row.client_id !== clientId) return 'nonce was issued for another app';
  const used = await trx
    .updateTable('siwe_issued_nonces')
    .set({ used_at: now })
    .where('nonce', '=', nonce)
    .where('used_at', 'is', null)
    .where('expires_at', '>', row.client_id === null ? deploymentNow(ctx) : now)
    .executeTakeFirst();
  return used.numUpdatedRows === 1n ? null : 'nonce has expired or has already been used';
}
