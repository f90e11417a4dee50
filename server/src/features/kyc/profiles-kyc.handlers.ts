import type { Handler } from '../../http/handler-types.js';
import { requirePrivilege } from '../access/principal.js';
import { resolveProfile } from '../access/profile-access.js';
import { submitKyc, type Submission } from './kyc.service.js';

/** `PUT /profiles/{profile}/details`: a person's details and id document, or a company's. */
export const submitProfileDetails: Handler<'submitProfileDetails'> = async ({ principal, params, body }, ctx) => {
  requirePrivilege(principal, 'submitProfileDetails');
  const profile = await resolveProfile(ctx, principal, params.profile, 'write');
  const submission: Submission =
    'personal' in body ? { what: 'details', kind: 'personal', data: body.personal } : { what: 'details', kind: 'corporate', data: body.corporate };
  return { status: 202, body: await submitKyc(ctx, principal, profile.id, submission) };
};

/** `PUT /profiles/{profile}/form`: the KYC (personal) or KYB (corporate) questionnaire. */
export const submitProfileForm: Handler<'submitProfileForm'> = async ({ principal, params, body }, ctx) => {
  requirePrivilege(principal, 'submitProfileForm');
  const profile = await resolveProfile(ctx, principal, params.profile, 'write');
  const submission: Submission =
    'personal' in body ? { what: 'form', kind: 'personal', data: body.personal } : { what: 'form', kind: 'corporate', data: body.corporate };
  return { status: 202, body: await submitKyc(ctx, principal, profile.id, submission) };
};

/** `PUT /profiles/{profile}/verifications`: evidence, each document a file uploaded for this profile. */
export const submitProfileVerifications: Handler<'submitProfileVerifications'> = async ({ principal, params, body }, ctx) => {
  requirePrivilege(principal, 'submitProfileVerifications');
  const profile = await resolveProfile(ctx, principal, params.profile, 'write');
  const submission: Submission =
    'personal' in body
      ? { what: 'verifications', kind: 'personal', items: body.personal }
      : { what: 'verifications', kind: 'corporate', items: body.corporate };
  return { status: 202, body: await submitKyc(ctx, principal, profile.id, submission) };
};
