/**
 * What the API reference's Try it panel knows of an operation, read from the bundled contract
 * (generated/openapi.json): its parameters and request body with their examples, the media type
 * it answers, whether it needs a token, and its generated `x-codeSamples`. Also the request the
 * reader composed, as a URL, a curl command and an `@emoney/sdk` call. No React, no DOM.
 */
type Json = unknown;
type Spec = Record<string, unknown>;

interface RawParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  example?: Json;
  schema?: { example?: Json };
  examples?: Record<string, { value?: Json }>;
}
interface RawMedia {
  example?: Json;
  examples?: Record<string, { value?: Json } | { $ref: string }>;
}
interface RawOperation {
  operationId?: string;
  summary?: string;
  security?: Record<string, unknown>[];
  parameters?: (RawParameter | { $ref: string })[];
  requestBody?: { content?: Record<string, RawMedia> } | { $ref: string };
  responses?: Record<string, { content?: Record<string, unknown> } | { $ref: string }>;
  'x-codeSamples'?: { lang: string; label: string; source: string }[];
}

export interface TryItParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description: string;
  /** The contract's example, as text ('' when it has none). */
  example: string;
}

export interface TryItOperation {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  parameters: TryItParameter[];
  /** The request body's media type and example, when the operation takes one. */
  body?: { mediaType: string; example: Json };
  /** The media type the operation answers (its Accept header). */
  accept: string;
  /** Whether a bearer token is needed. */
  authenticated: boolean;
  /** The generated `@emoney/sdk` sample (x-codeSamples), made from the examples. */
  sdkSample?: string;
}

/** What the reader filled in: one text per parameter (by `in:name`) and the body as text. */
export interface TryItValues {
  params: Record<string, string>;
  body: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function resolve<T>(spec: Spec, value: T | { $ref: string }): T {
  if (value && typeof value === 'object' && '$ref' in value && typeof value.$ref === 'string') {
    const target = value.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
    return resolve(spec, target as T | { $ref: string });
  }
  return value as T;
}

const asText = (value: Json): string => (value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value));

function mediaExample(spec: Spec, media: RawMedia): Json {
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  return first ? resolve<{ value?: Json }>(spec, first).value : undefined;
}

/** Key of a parameter in {@link TryItValues.params}. */
export const paramKey = (p: Pick<TryItParameter, 'in' | 'name'>): string => `${p.in}:${p.name}`;

/** Every path operation of the contract, by operationId. */
export function tryItOperations(spec: Spec): Map<string, TryItOperation> {
  const out = new Map<string, TryItOperation>();
  const globalSecurity = (spec.security as Record<string, unknown>[] | undefined) ?? [];
  for (const [path, rawItem] of Object.entries((spec.paths ?? {}) as Record<string, unknown>)) {
    const item = resolve<Record<string, unknown>>(spec, rawItem as Record<string, unknown>);
    for (const method of METHODS) {
      const op = item[method] as RawOperation | undefined;
      if (!op?.operationId) continue;
      const raw = [...((item.parameters as RawParameter[] | undefined) ?? []), ...(op.parameters ?? [])].map((p) => resolve<RawParameter>(spec, p));
      const parameters = raw
        .filter((p): p is RawParameter & { in: 'path' | 'query' } => p.in === 'path' || p.in === 'query')
        .map((p) => ({
          name: p.name,
          in: p.in,
          required: p.in === 'path' || Boolean(p.required),
          description: p.description ?? '',
          example: asText(p.example ?? p.schema?.example ?? Object.values(p.examples ?? {})[0]?.value),
        }));
      const requestBody = op.requestBody ? resolve<{ content?: Record<string, RawMedia> }>(spec, op.requestBody) : undefined;
      const [mediaType, media] = Object.entries(requestBody?.content ?? {})[0] ?? [];
      const success = Object.entries(op.responses ?? {}).find(([code]) => code.startsWith('2'))?.[1];
      const answered = success ? Object.keys(resolve<{ content?: Record<string, unknown> }>(spec, success).content ?? {})[0] : undefined;
      const security = op.security ?? globalSecurity;
      out.set(op.operationId, {
        operationId: op.operationId,
        method,
        path,
        summary: op.summary ?? op.operationId,
        parameters,
        body: mediaType && media ? { mediaType, example: mediaExample(spec, media) ?? {} } : undefined,
        accept: answered ?? '*/*',
        authenticated: security.length > 0 && !security.some((s) => Object.keys(s).length === 0),
        sdkSample: op['x-codeSamples']?.find((s) => s.label === '@emoney/sdk')?.source,
      });
    }
  }
  return out;
}

/**
 * The contract's token endpoint for the client-credentials flow: the operation whose form body has
 * a `client_credentials` example (POST /auth/token).
 */
export function tokenEndpoint(spec: Spec): { path: string; accept: string } | undefined {
  for (const op of tryItOperations(spec).values()) {
    if (op.method !== 'post' || op.body?.mediaType !== 'application/x-www-form-urlencoded') continue;
    const path = op.path;
    const item = resolve<Record<string, RawOperation>>(spec, (spec.paths as Record<string, unknown>)[path] as Record<string, RawOperation>);
    const body = resolve<{ content?: Record<string, RawMedia> }>(spec, item.post!.requestBody!);
    const examples = Object.values(body.content?.['application/x-www-form-urlencoded']?.examples ?? {}).map((e) => resolve<{ value?: Json }>(spec, e).value as Record<string, Json> | undefined);
    if (examples.some((v) => v?.grant_type === 'client_credentials')) return { path, accept: op.accept };
  }
  return undefined;
}

/** The sandbox a page talks to by default: the origin serving it (`make start` serves the docs and the API). */
export function defaultBaseUrl(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/** The body example as the panel shows it (form bodies are edited as JSON too). */
export function bodyText(op: TryItOperation): string {
  return op.body ? JSON.stringify(op.body.example, null, 2) : '';
}

/** The values the panel opens with: path parameters and required query parameters from their examples. */
export function initialValues(op: TryItOperation): TryItValues {
  const params: Record<string, string> = {};
  for (const p of op.parameters) params[paramKey(p)] = p.required ? p.example : '';
  return { params, body: bodyText(op) };
}

/** The path with its parameters filled in, and the query string of the non-empty query parameters. */
export function requestPath(op: TryItOperation, values: TryItValues): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values.params[`path:${name}`] ?? ''));
  const query = new URLSearchParams();
  for (const p of op.parameters) {
    const value = values.params[paramKey(p)] ?? '';
    if (p.in === 'query' && value !== '') query.append(p.name, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The reader's body text parsed, or why it is not JSON. */
export function parseBody(text: string): { ok: true; value: Json } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) as Json };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The body as sent: JSON as written, a form body's fields url-encoded. */
export function encodeBody(mediaType: string, value: Json): string {
  if (mediaType === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries((value ?? {}) as Record<string, Json>)) form.append(k, asText(v));
    return form.toString();
  }
  return JSON.stringify(value);
}

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** The call as curl, the token left as `$ACCESS_TOKEN` (it never leaves the page). */
export function curlCommand(op: TryItOperation, base: string, values: TryItValues): string {
  const lines = [`curl -X ${op.method.toUpperCase()} ${shellQuote(base + requestPath(op, values))}`];
  if (op.authenticated) lines.push(`-H "Authorization: Bearer $ACCESS_TOKEN"`);
  lines.push(`-H ${shellQuote(`Accept: ${op.accept}`)}`);
  if (op.body) {
    const parsed = parseBody(values.body);
    if (op.body.mediaType === 'application/x-www-form-urlencoded' && parsed.ok) {
      for (const [k, v] of Object.entries((parsed.value ?? {}) as Record<string, Json>)) lines.push(`--data-urlencode ${shellQuote(`${k}=${asText(v)}`)}`);
    } else if (op.body.mediaType === 'multipart/form-data') {
      lines.push(`-F 'file=@passport.pdf;type=application/pdf'`);
    } else {
      lines.push(`-H ${shellQuote(`Content-Type: ${op.body.mediaType}`)}`, `-d ${shellQuote(parsed.ok ? JSON.stringify(parsed.value, null, 2) : values.body)}`);
    }
  }
  return lines.join(' \\\n  ');
}

/**
 * A value as TypeScript source, written as `make generate` writes the SDK samples
 * (scripts/code-samples.ts): the panel finds the example's text in the sample to replace it.
 */
export function tsSource(value: Json, indent = ''): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[${value.map((v) => tsSource(v, indent)).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const inner = `${indent}  `;
    return `{\n${entries.map(([k, v]) => `${inner}${/^[A-Za-z_$][\w$]*$/.test(k) ? k : `'${k}'`}: ${tsSource(v, inner)},`).join('\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

function replaceOnce(source: string, from: string, to: string): string | undefined {
  const at = source.indexOf(from);
  return at < 0 ? undefined : source.slice(0, at) + to + source.slice(at + from.length);
}

/**
 * The generated SDK sample of the operation (which names the SDK method for its operationId and is
 * type-checked against the SDK by `make docs-check-snippets`), pointed at the reader's sandbox and
 * carrying the reader's values in place of the examples. Undefined when the contract has no sample.
 */
export function sdkCode(op: TryItOperation, base: string, values: TryItValues, clientId = ''): string | undefined {
  if (!op.sdkSample) return undefined;
  let code = op.sdkSample
    .replace(`environment: 'sandbox'`, `baseUrl: ${tsSource(base)}`)
    .replace(`clientSecret: 'your-client-secret'`, 'clientSecret: process.env.EMONEY_CLIENT_SECRET');
  if (clientId) code = code.replace(`clientId: 'your-client-id'`, `clientId: ${tsSource(clientId)}`);
  const [setup, call] = [code.slice(0, code.indexOf('\n', code.indexOf('new EmoneyClient'))), code.slice(code.indexOf('\n', code.indexOf('new EmoneyClient')))];
  let body = call;
  for (const p of op.parameters) {
    const value = values.params[paramKey(p)] ?? '';
    if (p.in === 'path' && p.example && value !== p.example) body = replaceOnce(body, tsSource(p.example), tsSource(value)) ?? body;
  }
  const parsed = op.body ? parseBody(values.body) : undefined;
  if (op.body && parsed?.ok) {
    const example = op.body.example;
    // The whole body (a method taking the request object; `client.raw` indents it one level), else each top-level field.
    const whole = replaceOnce(body, tsSource(example), tsSource(parsed.value)) ?? replaceOnce(body, tsSource(example, '  '), tsSource(parsed.value, '  '));
    if (whole !== undefined) body = whole;
    else if (example && typeof example === 'object' && parsed.value && typeof parsed.value === 'object') {
      for (const [k, v] of Object.entries(example as Record<string, Json>)) {
        const next = (parsed.value as Record<string, Json>)[k];
        if (next !== undefined && typeof v === 'string') body = replaceOnce(body, tsSource(v), tsSource(next)) ?? body;
      }
    }
  }
  return setup + body;
}
