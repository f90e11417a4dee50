// The dashboard API (`/dashboard/api`, same origin): a typed openapi-fetch client whose calls answer
// their data or throw an ApiError, so every screen handles failure one way.
import createClient from 'openapi-fetch';
import { ApiError, errorOfAnswer, errorOfThrown } from './ApiError';
import type { paths } from './contract';
import { csrfMiddleware } from './csrf';
import { MEDIA_TYPE } from './mediaType';

export const BASE_URL = '/dashboard/api';

/** The raw client; the HttpOnly session cookie rides along, state-changing calls carry the CSRF token. */
export const api = createClient<paths>({ baseUrl: BASE_URL, credentials: 'same-origin', headers: { Accept: MEDIA_TYPE } });
api.use(csrfMiddleware(BASE_URL));

interface Answered<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

/** The call's data, or an ApiError (an error answer, or no answer at all). A 204's data is undefined. */
export async function ok<D>(call: Promise<Answered<D>>): Promise<D> {
  let answered: Answered<D>;
  try {
    answered = await call;
  } catch (error) {
    throw errorOfThrown(error);
  }
  if (!answered.response.ok) throw errorOfAnswer(answered.error, answered.response);
  return answered.data as D;
}

export { ApiError };
