/**
 * The transport: the typed raw client (openapi-fetch's interface, our runtime) over an injectable `fetch`, and the one place that
 * turns an answer into data or an error of the SDK's family. Knows nothing of tokens: the session
 * adds them as middleware.
 * @module
 */
import type { Client } from 'openapi-fetch';
import { ENVIRONMENTS, MEDIA_TYPE, type EnvironmentUrls } from '../constants.js';
import { ApiError, AuthError, EmoneyError, NetworkError } from '../errors.js';
import type { paths } from '../types.js';
import { createRawClient } from './raw-client.js';

/** What openapi-fetch answers for one call. */
export type Result<T> = { data?: T; error?: unknown; response: Response };

/** The transport's settings: a subset of the client's options. */
export interface TransportOptions {
  environment?: 'sandbox' | 'production';
  baseUrl?: string;
  fetch?: (request: Request) => Promise<Response>;
  debug?: boolean | ((...args: unknown[]) => void);
}

/** The environment's URLs, the raw client, the `fetch` it sends with and the debug log. */
export interface Transport {
  readonly urls: EnvironmentUrls;
  readonly raw: Client<paths>;
  _fetch(request: Request): Promise<Response>;
  _log(...args: unknown[]): void;
}

export function createTransport(options: TransportOptions): Transport {
  const base = options.baseUrl?.replace(/\/+$/, '');
  const urls = base ? { api: base, web: base, ws: base.replace(/^http/, 'ws') } : ENVIRONMENTS[options.environment ?? 'sandbox'];
  // Read at each call, not captured: a test (or an app) may swap the global `fetch` later.
  const send = (request: Request): Promise<Response> => (options.fetch ?? fetch)(request);
  const { debug } = options;
  return {
    urls,
    raw: createRawClient<paths>({ baseUrl: urls.api, headers: { Accept: MEDIA_TYPE }, fetch: send }),
    _fetch: send,
    _log: (...args) => {
      if (debug) (typeof debug === 'function' ? debug : console.debug)('[emoney]', ...args);
    },
  };
}

/** Data of a 2xx (or 304) answer; an {@link EmoneyError} otherwise (`auth`: a token endpoint call). */
export async function send<T>(call: Promise<Result<T>>, auth = false): Promise<{ data: T; response: Response }> {
  let result: Result<T>;
  try {
    result = await call;
  } catch (e) {
    throw e instanceof EmoneyError ? e : new NetworkError(e);
  }
  const { response } = result;
  if (response.ok || response.status === 304) return result as { data: T; response: Response };
  const body = (typeof result.error === 'object' && result.error) || {};
  const { message = `HTTP ${response.status}`, errors } = body as { message?: string; errors?: Record<string, string> };
  if (auth || response.status === 401) throw new AuthError(auth ? 'invalid_grant' : 'unauthorized', message, response.status, errors);
  throw new ApiError(response.status, result.error as never);
}

/** The data of a call that succeeded; an {@link EmoneyError} otherwise. */
export async function call<T>(result: Promise<Result<T>>): Promise<T> {
  return (await send(result)).data;
}

/**
 * Every item of a paginated listing: pages of `filter.limit` (the server's default otherwise),
 * from `filter.cursor` (the start otherwise), following `nextCursor` to the end. `key` names the
 * page's list (`orders`, `ibans`, …).
 */
export async function all<F extends { cursor?: string }, K extends string, P extends { [k in K]: unknown[] } & { nextCursor?: string }>(
  filter: F,
  fetchPage: (query: F) => Promise<Result<P>>,
  key: K,
): Promise<P[K]> {
  const items: unknown[] = [];
  let query = filter;
  for (;;) {
    const page = await call(fetchPage(query));
    items.push(...page[key]);
    if (!page.nextCursor) return items as P[K];
    query = { ...query, cursor: page.nextCursor };
  }
}

/**
 * An HTTP outcome without a body, for calls whose answer is only a status.
 * @group Client
 * @category Interfaces
 */
export interface ResponseStatus {
  /** The HTTP status code, e.g. 204. */
  status: number;
  /** The HTTP status text, e.g. `No Content`. */
  statusText: string;
}
