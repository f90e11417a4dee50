// The private onboarding API (spec/onboarding.yaml), on the same origin as these screens.
import createClient from 'openapi-fetch';
import type { components, paths } from '@emoney/api-types/onboarding';
import { csrfMiddleware } from './csrf';

export type Schemas = components['schemas'];
export type HostedRequest = Schemas['HostedAuthorizationRequest'];
export type HostedUser = Schemas['HostedUser'];
export type LinkedAddress = Schemas['HostedLinkedAddress'];
export type Chain = Schemas['Chain'];
export type ProfileKind = Schemas['ProfileKind'];
export type ApiErrorBody = Schemas['Error'];

/** The media type the API answers with. */
export const MEDIA_TYPE = 'application/vnd.emoney.api-v2+json';

const BASE_URL = '/onboarding/api';

/**
 * Typed client; the `emoney_session` cookie (HttpOnly) rides along on every call, and every
 * state-changing call carries the anti-CSRF token.
 */
export const api = createClient<paths>({
  baseUrl: BASE_URL,
  credentials: 'same-origin',
  headers: { Accept: MEDIA_TYPE },
});
api.use(csrfMiddleware(BASE_URL));
