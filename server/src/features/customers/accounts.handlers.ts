// The Accounts tag's customer operations: who the caller is, and a partner signing a customer up.
import type { components } from '@emoney/api-types';
import { NotFound, Unauthorized } from '../../domain/errors.js';
import type { Handler } from '../../http/handler-types.js';
import { requirePrivilege } from '../access/principal.js';
import { signUp as signUpUser } from './signup.service.js';
import { findUserWithProfiles } from './users.repository.js';

type UserContext = components['schemas']['UserContext'];

export const getAuthContext: Handler<'getAuthContext'> = async ({ principal }, ctx) => {
  const found = await findUserWithProfiles(ctx.db, principal.userId);
  if (!found) throw new Unauthorized('Not authenticated');
  const { user, profiles } = found;
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
