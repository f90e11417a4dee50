/**
 * The runtime behind {@link EmoneyClient.raw}: openapi-fetch's `Client` interface (its types are
 * the public ones) in the part of its behaviour an app of this API meets: path, query (arrays as
 * repeated names, objects as `name[key]`) and header parameters, JSON or FormData or serialized
 * bodies, middleware (`use`, `eject`; `onRequest`, `onResponse`, `onError`) and `parseAs`. Our
 * own, because openapi-fetch's runtime was a third of the browser bundle; pass a
 * `querySerializer` function for any other query style.
 * @module
 */
import type { Client, Middleware } from 'openapi-fetch';

/** What {@link createRawClient} needs: where the API is, headers sent on every call, the `fetch`. */
export interface RawClientOptions {
  baseUrl: string;
  headers: Record<string, string>;
  fetch: (request: Request) => Promise<Response>;
}

type Init = {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown>; header?: Record<string, unknown> };
  body?: unknown;
  bodySerializer?: (body: unknown, headers: Headers) => unknown;
  querySerializer?: (query: Record<string, unknown>) => string;
  headers?: HeadersInit | Record<string, unknown>;
  parseAs?: 'json' | 'text' | 'blob' | 'arrayBuffer' | 'stream';
  fetch?: (request: Request) => Promise<Response>;
  baseUrl?: string;
  middleware?: Middleware[];
} & Omit<RequestInit, 'body' | 'headers'>;

const encode = encodeURIComponent;

/** `a=1&a=2` for arrays, `a[b]=1` for objects, nothing for `undefined` and `null`. */
export function serializeQuery(query: Record<string, unknown> = {}): string {
  const parts: string[] = [];
  const add = (name: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) for (const item of value) add(name, item);
    else if (typeof value === 'object') for (const [key, item] of Object.entries(value)) add(`${name}[${key}]`, item);
    else parts.push(`${encode(name)}=${encode(value as string)}`);
  };
  for (const [name, value] of Object.entries(query)) add(name, value);
  return parts.join('&');
}

/** Later sources win; a `null` value removes the header. */
function mergeHeaders(...sources: (HeadersInit | Record<string, unknown> | undefined)[]): Headers {
  const headers = new Headers();
  for (const source of sources) {
    for (const [name, value] of source instanceof Headers ? source : Object.entries(source ?? {})) {
      if (value === null) headers.delete(name);
      else if (Array.isArray(value)) for (const item of value) headers.append(name, item as string);
      else if (value !== undefined) headers.set(name, value as string);
    }
  }
  return headers;
}

const defaultBody = (body: unknown, headers: Headers): unknown =>
  body instanceof FormData
    ? body
    : headers.get('Content-Type') === 'application/x-www-form-urlencoded'
      ? new URLSearchParams(body as Record<string, string>).toString()
      : JSON.stringify(body);

export function createRawClient<Paths extends object>(client: RawClientOptions): Client<Paths> {
  const middlewares: Middleware[] = [];

  async function send(schemaPath: string, init: Init & { method: string }): Promise<{ data?: unknown; error?: unknown; response: Response }> {
    const {
      params = {},
      body,
      bodySerializer = defaultBody,
      querySerializer = serializeQuery,
      headers,
      parseAs = 'json',
      fetch = client.fetch,
      baseUrl = client.baseUrl,
      middleware = [],
      ...rest
    } = init;
    const given = mergeHeaders(client.headers, headers, params.header);
    const serialized = body === undefined ? undefined : bodySerializer(body, given);
    const json = serialized === undefined || serialized instanceof FormData ? {} : { 'Content-Type': 'application/json' };
    const query = querySerializer(params.query ?? {});
    const path = schemaPath.replace(/\{([^{}]+)\}/g, (_, name: string) => encode(String(params.path?.[name])));
    let request = new Request(`${baseUrl.replace(/\/+$/, '')}${path}${query ? `?${query}` : ''}`, {
      redirect: 'follow',
      ...rest,
      body: serialized as BodyInit | undefined,
      headers: mergeHeaders(json, given),
    });
    const all = [...middlewares, ...middleware];
    const id = Math.random().toString(36).slice(2, 11);
    const options = Object.freeze({ baseUrl, fetch, parseAs, querySerializer, bodySerializer });
    const context = () => ({ request, schemaPath, params, options, id }) as never;
    let response: Response | undefined;
    for (const m of all) {
      const result: unknown = await m.onRequest?.(context());
      if (result instanceof Request) request = result;
      else if (result instanceof Response) {
        response = result;
        break;
      } else if (result) throw new TypeError('onRequest returned neither a Request nor a Response');
    }
    if (!response) {
      try {
        response = await fetch(request);
      } catch (error) {
        let thrown: unknown = error;
        for (const m of [...all].reverse()) {
          const result: unknown = m.onError && (await m.onError({ ...(context() as object), error: thrown } as never));
          if (result instanceof Response) {
            response = result;
            break;
          }
          if (result instanceof Error) thrown = result;
          else if (result) throw new TypeError('onError returned neither a Response nor an Error');
        }
        if (!response) throw thrown;
      }
      for (const m of [...all].reverse()) {
        const result: unknown = await m.onResponse?.({ ...(context() as object), response } as never);
        if (result instanceof Response) response = result;
        else if (result) throw new TypeError('onResponse returned no Response');
      }
    }
    const length = response.headers.get('Content-Length');
    if (response.status === 204 || request.method === 'HEAD' || (length === '0' && !response.headers.get('Transfer-Encoding')?.includes('chunked'))) {
      return response.ok ? { data: undefined, response } : { error: undefined, response };
    }
    if (response.ok) {
      if (parseAs === 'stream') return { data: response.body, response };
      if (parseAs !== 'json') return { data: await response[parseAs](), response };
      const text = await response.text();
      return { data: text ? JSON.parse(text) : undefined, response };
    }
    let error: unknown = await response.text();
    try {
      error = JSON.parse(error as string);
    } catch {
      // Not JSON: the text as it came.
    }
    return { error, response };
  }

  const raw: Record<string, unknown> = {
    request: (method: string, url: string, init?: Init) => send(url, { ...init, method: method.toUpperCase() }),
    use(...given: Middleware[]) {
      middlewares.push(...given.filter(Boolean));
    },
    eject(...given: Middleware[]) {
      for (const m of given) if (middlewares.includes(m)) middlewares.splice(middlewares.indexOf(m), 1);
    },
  };
  for (const method of ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE']) {
    raw[method] = (url: string, init?: Init) => send(url, { ...init, method });
  }
  return raw as unknown as Client<Paths>;
}
