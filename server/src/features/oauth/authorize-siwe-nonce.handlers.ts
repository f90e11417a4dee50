import type { Handler } from '../../http/handler-types.js';
import { issueSiweNonce } from './siwe-nonces.js';

export const getSiweNonce: Handler<'getSiweNonce'> = async ({ query }, ctx) => {
  const { nonce, expiresAt } = await issueSiweNonce(ctx, query.client_id);
  return { status: 200, body: { nonce, expiresAt: expiresAt.toISOString() }, headers: { 'Cache-Control': 'no-store' } };
};
