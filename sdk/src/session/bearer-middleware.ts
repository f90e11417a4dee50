/**
 * The session as openapi-fetch middleware: a bearer token on every call but the contract's public
 * ones, and one retry with a renewed token on a 401 (the renewal is the session's single flight).
 * @module
 */
import type { Middleware } from 'openapi-fetch';
import { PUBLIC_OPERATIONS } from '@emoney/api-types/contract';
import type { Session } from './session.js';

/** Calls that take no bearer token: the contract's operations with `security: []`. */
const PUBLIC = new Set<string>(PUBLIC_OPERATIONS);

export function bearerMiddleware(session: Session): Middleware {
  const { _log: log } = session._transport;
  const retries = new Map<string, Request>();
  return {
    onRequest: async ({ request, schemaPath, id }) => {
      log(request.method, request.url);
      if (PUBLIC.has(`${request.method} ${schemaPath}`) || request.headers.has('Authorization')) return;
      request.headers.set('Authorization', `Bearer ${(await session._token()).accessToken}`);
      retries.set(id, request.clone());
      return request;
    },
    onResponse: async ({ response, id, options }) => {
      const retry = retries.get(id);
      retries.delete(id);
      log(response.status, response.url);
      if (response.status !== 401 || !retry) return;
      const used = retry.headers.get('Authorization')!.slice(7);
      retry.headers.set('Authorization', `Bearer ${(await session._token(used)).accessToken}`);
      return options.fetch(retry);
    },
    onError: ({ id }) => {
      retries.delete(id);
    },
  };
}
