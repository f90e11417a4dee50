import type { components } from '@emoney/api-types';
import type { Handler } from '../../http/handler-types.js';
import { NotFound, Unauthorized } from '../../domain/errors.js';
import { findUserById, listUserProfiles } from '../customers/users.repository.js';
import { authorize as authorizeRequest, type Redirect } from './authorize.service.js';
import { requirePrivilege } from '../access/principal.js';
import { signUp as signUpUser } from '../customers/signup.service.js';
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

type UserContext = components['schemas']['UserContext'];

export const getAuthContext: Handler<'getAuthContext'> = async ({ principal }, ctx) => {
  const user = await findUserById(ctx.db, principal.userId);
  if (!user) throw new Unauthorized('Not authenticated');
  const profiles = await listUserProfiles(ctx.db, user.id);
  const defaultProfile = profiles.find((p) => p.isDefault) ?? profiles[0];
  if (!defaultProfile) throw new NotFound('The user has no profile yet');
  const body: UserContext = {
    userId: user.id,
    email: user.email,
    name: user.name,
    roles: user.role ? [user.role] : [],
    auth:
      principal.authMethod === 'resource'
        ? { method: 'resource', subject: principal.clientId, verified: true }
        : { method: 'jwt', subject: user.id, verified: user.email_verified },
    defaultProfile: defaultProfile.id,
    profiles: profiles.map((p) => ({ id: p.id, kind: p.kind, name: p.name, state: p.state, perms: p.perms })),
  };
  return { status: 200, body };
};

export const signUp: Handler<'signUp'> = async ({ body, principal }, ctx) => {
  requirePrivilege(principal, 'signup');
  const created = await signUpUser(ctx, principal, body.email);
  if (!created) return { status: 304 };
  return { status: 201, body: created };
};

export const revokeToken: Handler<'revokeToken'> = async ({ body }, ctx) => {
  await revoke(ctx, body);
  return { status: 200, headers: { 'Cache-Control': 'no-store' } };
};
