import type { Handler } from '../../http/handler-types.js';
import { requirePrivilege } from '../access/principal.js';
import { createProfile as createProfileFor } from './customers.service.js';

/** `POST /profiles`: an empty profile of a fixed kind (white-label onboarding); the privilege is the one behind sign-up. */
export const createProfile: Handler<'createProfile'> = async ({ principal, body }, ctx) => {
  requirePrivilege(principal, 'signup');
  return { status: 201, body: await createProfileFor(ctx, principal, body) };
};
