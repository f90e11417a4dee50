// The Authorize tag: the OAuth 2.0 endpoints (authorization code with PKCE, SIWE, client credentials).
import type { Handler } from '../../http/handler-types.js';
import { authorize as authorizeRequest, type Redirect } from './authorize.service.js';
import { createToken as grantToken, revokeToken as revoke } from './token.service.js';

const redirect = (r: Redirect) => ({ status: r.status, headers: { Location: r.location } }) as const;

export const authorize: Handler<'authorize'> = async ({ query }, ctx) => redirect(await authorizeRequest(ctx, query));

export const authorizeWithForm: Handler<'authorizeWithForm'> = async ({ body }, ctx) =>
  redirect(await authorizeRequest(ctx, body as Record<string, unknown>));

export const createToken: Handler<'createToken'> = async ({ body }, ctx) => ({
  status: 200,
  body: await grantToken(ctx, body),
  // Tokens must never be cached (RFC 6749, section 5.1).
  headers: { 'Cache-Control': 'no-store', Pragma: 'no-cache' },
});

export const revokeToken: Handler<'revokeToken'> = async ({ body }, ctx) => {
  await revoke(ctx, body);
  return { status: 200, headers: { 'Cache-Control': 'no-store' } };
};
