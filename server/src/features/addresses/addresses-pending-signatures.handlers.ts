import type { Handler } from '../../http/handler-types.js';
import { resolveProfile } from '../access/profile-access.js';
import { listPendingSignatures as listPending } from './pending-signatures.repository.js';

export const listPendingSignatures: Handler<'listPendingSignatures'> = async ({ query, principal }, ctx) => {
  const profile = await resolveProfile(ctx, principal, query.profile?.toLowerCase(), 'read');
  const pending = await listPending(ctx.db, { profileId: profile.id, address: query.address, chain: query.chain, kind: query.kind });
  return { status: 200, body: { pending, total: pending.length }, headers: { 'X-Total-Count': String(pending.length) } };
};
