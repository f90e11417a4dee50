import type { Handler } from '../../http/handler-types.js';
import { requirePrivilege } from '../access/principal.js';
import { resolveProfile } from '../access/profile-access.js';
import { submitKyc, type Submission, type SubmitMode } from './kyc.service.js';
import type { CorporateDetailsData, FormData, PersonalDetailsData } from './kyc.tables.js';

// `PUT` (our specification's operations: whole parts) and `PATCH` (the provider's white-label
// ones: the fields sent) are one service; only the mode differs, so every rule applies to both.

type DetailsBody = { personal: Partial<PersonalDetailsData> } | { corporate: Partial<CorporateDetailsData> };
type FormBody = { personal: Partial<FormData> } | { corporate: Partial<FormData> };
type VerificationsBody = { personal: VerificationItems } | { corporate: VerificationItems };
type VerificationItems = Extract<Submission, { what: 'verifications' }>['items'];

function details(body: DetailsBody, mode: SubmitMode): Submission {
  return 'personal' in body ? { what: 'details', kind: 'personal', mode, data: body.personal } : { what: 'details', kind: 'corporate', mode, data: body.corporate };
}
function form(body: FormBody, mode: SubmitMode): Submission {
  return 'personal' in body ? { what: 'form', kind: 'personal', mode, data: body.personal } : { what: 'form', kind: 'corporate', mode, data: body.corporate };
}
function verifications(body: VerificationsBody): Submission {
  return 'personal' in body ? { what: 'verifications', kind: 'personal', items: body.personal } : { what: 'verifications', kind: 'corporate', items: body.corporate };
}

/** `PUT /profiles/{profile}/details`: a person's details and id document, or a company's. */
export const submitProfileDetails: Handler<'submitProfileDetails'> = async ({ principal, params, body }, ctx) => {
  requirePrivilege(principal, 'submitProfileDetails');
  const profile = await resolveProfile(ctx, principal, params.profile, 'write');
  return { status: 202, body: await submitKyc(ctx, principal, profile.id, details(body, 'replace')) };
};

/** `PATCH /profiles/{profile}/details`: some fields of the details; the others keep their value. */
export const patchProfileDetails: Handler<'patchProfileDetails'> = async ({ principal, params, body }, ctx) => {
  requirePrivilege(principal, 'submitProfileDetails');
  const profile = await resolveProfile(ctx, principal, params.profile, 'write');
  return { status: 202, body: await submitKyc(ctx, principal, profile.id, details(body, 'merge')) };
};

/** `PUT /profiles/{profile}/form`: the KYC (personal) or KYB (corporate) questionnaire. */
export const submitProfileForm: Handler<'submitProfileForm'> = async ({ principal, params, body }, ctx) => {
  requirePrivilege(principal, 'submitProfileForm');
  const profile = await resolveProfile(ctx, principal, params.profile, 'write');
  return { status: 202, body: await submitKyc(ctx, principal, profile.id, form(body, 'replace')) };
};

/** `PATCH /profiles/{profile}/form`: some answers of the questionnaire. */
export const patchProfileForm: Handler<'patchProfileForm'> = async ({ principal, params, body }, ctx) => {
  requirePrivilege(principal, 'submitProfileForm');
  const profile = await resolveProfile(ctx, principal, params.profile, 'write');
  return { status: 202, body: await submitKyc(ctx, principal, profile.id, form(body, 'merge')) };
};

/** `PUT /profiles/{profile}/verifications`: evidence, each document a file uploaded for this profile. */
export const submitProfileVerifications: Handler<'submitProfileVerifications'> = async ({ principal, params, body }, ctx) => {
  requirePrivilege(principal, 'submitProfileVerifications');
  const profile = await resolveProfile(ctx, principal, params.profile, 'write');
  return { status: 202, body: await submitKyc(ctx, principal, profile.id, verifications(body)) };
};

/** `PATCH /profiles/{profile}/verifications`: the kinds listed change, the others stay (as `PUT` does). */
export const patchProfileVerifications: Handler<'patchProfileVerifications'> = async ({ principal, params, body }, ctx) => {
  requirePrivilege(principal, 'submitProfileVerifications');
  const profile = await resolveProfile(ctx, principal, params.profile, 'write');
  return { status: 202, body: await submitKyc(ctx, principal, profile.id, verifications(body)) };
};
