import type { HostedHandler } from '../../http/handler-types.js';
import { Conflict, NotFound, Unauthorized } from '../../domain/errors.js';
import { findAuthorizationRequest } from '../oauth/codes.repository.js';
import { listUserProfiles } from '../customers/users.repository.js';
import { linkKey, removableLinks, removeLink } from './address-unlink.repository.js';

/** "Remove" on the wallets screen: takes back a link made during this request, before consenting. */
export const unlinkHostedAddress: HostedHandler<'unlinkHostedAddress'> = async ({ auth, params, query }, ctx) => {
  if (!auth) throw new Unauthorized('Not authenticated');
  const now = ctx.clock.now();
  const request = await findAuthorizationRequest(ctx.db, params.request);
  if (!request || request.expires_at.getTime() <= now.getTime()) {
    throw new NotFound('This authorization request does not exist or has expired. Start again from the app.');
  }
  if (request.decided_at) throw new Conflict('This authorization request was already answered, so its wallets can no longer be changed here.');
  const profiles = await listUserProfiles(ctx.db, auth.userId);
  const profile = profiles.find((p) => p.isDefault) ?? profiles[0];
  if (!profile) throw new Conflict('The account has no profile');
  await ctx.db.transaction().execute(async (trx) => {
    const removable = await removableLinks(trx, profile.id, request.created_at);
    if (!removable.has(linkKey(query.chain, params.address))) {
      throw new Conflict('Only a wallet linked during this visit, and not yet used for an IBAN or an order, can be removed here.');
    }
    await removeLink(trx, profile.id, params.address, query.chain);
  });
  return { status: 204 };
};
