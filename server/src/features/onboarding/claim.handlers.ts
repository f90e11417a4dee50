import type { HostedHandler } from '../../http/handler-types.js';
import { claimAccount } from './account-claims.js';

export const claimHostedAccount: HostedHandler<'claimHostedAccount'> = async ({ body }, ctx) => {
  const claimed = await claimAccount(ctx, body);
  return { status: 200, body: { userId: claimed.userId, email: claimed.email }, headers: { 'Set-Cookie': claimed.cookie } };
};
