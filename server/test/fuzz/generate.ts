/**
 * Request generation for the fuzz suite (`make fuzz`): from a seed and the bundled contract,
 * valid requests for every operation and broken variants of them, one class of hostile input each.
 */
import { spec } from '../support/examples.js';

/** mulberry32: a small, fast PRNG; the same seed gives the same requests on every machine. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof prng>;

export interface FuzzRequest {
  operationId: string;
  /** The class of input this request tries. */
  kind: string;
  method: string;
  /** Path and query exactly as sent (raw, possibly malformed escapes). */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** Strings that broke the server before, or break servers in general. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  'Ja\u0000ne',
  'Ja\ud800ne',
  '\udc00',
  '😀 emoji',
  'مرحبا', // right-to-left
  'e\u0301', // combining accent
  '\u202eevil',
  '\u001b[31mred',
  "'; DROP TABLE users; --",
  '${jndi:ldap://x}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%ff%zz',
  '__proto__',
  'constructor',
  'a'.repeat(10_000),
  '1e309',
  '-0',
  '0x10',
  'NaN',
  'true',
  'null',
];

/** Path parameter values: malformed escapes, traversal, NUL, overlong UTF-8, oversize. */
export const HOSTILE_SEGMENTS: readonly string[] = [
  '%ff',
  '%zz',
  '%',
  '%c0%af',
  '%e0%80%af',
  '%00',
  '..%2f..%2fetc%2fpasswd',
  '..',
  '%2e%2e',
  '%F0%9F%98%80',
  'A'.repeat(3000),
  '3F1A0C5E-8D5B-4B8A-9D7E-2F6C1B9A4E10',
  '00000000-0000-0000-0000-000000000000',
  'urn:uuid:3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10',
  '0x0000000000000000000000000000000000000000',
  'IS140159260076545510730339',
  '-1',
  '1e400',
];

const EXTRA_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'SEARCH', 'LOCK', 'PURGE'];

/**
 * Percent-encodes any string, lone surrogates included (as the 3-byte sequences a hostile client
 * would send, e.g. `%ED%A0%80`, which no decoder accepts).
 */
export function encodeRaw(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    else out += encodeURIComponent(ch);
  }
  return out;
}

function resolve(node: any): any {
  if (!node?.$ref) return node;
  return resolve(
    (node.$ref as string)
      .slice(2)
      .split('/')
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((n: any, p) => n?.[p], spec),
  );
}

/** A value the schema accepts (as far as examples and simple rules go), for a starting point. */
export function valueFor(schemaIn: any, rng: Rng, depth = 0): unknown {
  const schema = resolve(schemaIn) ?? {};
  if (schema.example !== undefined && rng.chance(0.7)) return structuredClone(schema.example);
  if (Array.isArray(schema.examples) && schema.examples.length > 0 && rng.chance(0.7)) return structuredClone(rng.pick(schema.examples));
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return rng.pick(schema.enum);
  if (schema.oneOf || schema.anyOf) return valueFor(rng.pick(schema.oneOf ?? schema.anyOf), rng, depth);
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((s: unknown) => valueFor(s, rng, depth) as object).filter((v: unknown) => v && typeof v === 'object'));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  if (depth > 6) return null;
  switch (type) {
    case 'object':
    case undefined: {
      if (!schema.properties) return type === 'object' ? {} : 'value';
      const out: Record<string, unknown> = {};
      for (const [name, prop] of Object.entries<any>(schema.properties)) {
        if ((schema.required ?? []).includes(name) || rng.chance(0.5)) out[name] = valueFor(prop, rng, depth + 1);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, rng.int(3)) }, () => valueFor(schema.items, rng, depth + 1));
    case 'integer':
      return Math.max(schema.minimum ?? 0, Math.min(schema.maximum ?? 100, rng.int(100)));
    case 'number':
      return Math.max(schema.minimum ?? 0, Math.min(schema.maximum ?? 100, Math.round(rng.next() * 10_000) / 100));
    case 'boolean':
      return rng.chance(0.5);
    default:
      if (schema.format === 'uuid') return '3f1a0c5e-8d5b-4b8a-9d7e-2f6c1b9a4e10';
      if (schema.format === 'email') return 'fuzz@example.org';
      if (schema.format === 'date-time') return '2026-11-23T10:00:00Z';
      if (schema.format === 'date') return '1990-01-01';
      if (schema.format === 'uri') return 'http://127.0.0.1:1/x';
      return 'text';
  }
}

interface Operation {
  operationId: string;
  method: string;
  path: string;
  params: any[];
  contentType: string | undefined;
  bodySchema: any;
  isPublic: boolean;
}

export function operationsOf(): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries<any>(spec.paths)) {
    for (const method of ['get', 'put', 'post', 'patch', 'delete']) {
      const o = item[method];
      if (!o) continue;
      const content = resolve(o.requestBody)?.content as Record<string, any> | undefined;
      const [contentType, media] = Object.entries(content ?? {})[0] ?? [];
      const security = o.security ?? spec.security;
      out.push({
        operationId: o.operationId,
        method: method.toUpperCase(),
        path,
        params: [...(item.parameters ?? []), ...(o.parameters ?? [])].map(resolve),
        contentType,
        bodySchema: media?.schema,
        isPublic: Array.isArray(security) && security.length === 0,
      });
    }
  }
  return out;
}

function encodeBody(contentType: string | undefined, body: unknown): { type: string; data: Buffer } | undefined {
  if (body === undefined || !contentType) return undefined;
  if (contentType === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries((body ?? {}) as Record<string, unknown>)) form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    return { type: contentType, data: Buffer.from(form.toString()) };
  }
  if (contentType === 'multipart/form-data') return multipart([{ name: 'file', filename: 'id.png', type: 'image/png', data: PNG }, { name: 'purpose', data: Buffer.from('identity') }]);
  return { type: 'application/json', data: Buffer.from(JSON.stringify(body)) };
}

/** A 1x1 PNG. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8cfc0f01f0005000201a0a5f1cf0000000049454e44ae426082', 'hex');

function multipart(parts: Array<{ name: string; filename?: string; type?: string; data: Buffer }>, boundary = 'fuzzboundary'): { type: string; data: Buffer } {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`), p.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { type: `multipart/form-data; boundary=${boundary}`, data: Buffer.concat(chunks) };
}

/** Pick a field of an object body (one level deep) to break. */
function fieldOf(body: unknown, rng: Rng): [Record<string, unknown>, string] | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const obj = body as Record<string, unknown>;
  const keys = Object.keys(obj);
  if (keys.length === 0) return undefined;
  const key = rng.pick(keys);
  const inner = obj[key];
  if (inner && typeof inner === 'object' && !Array.isArray(inner) && Object.keys(inner).length > 0 && rng.chance(0.5)) {
    return [inner as Record<string, unknown>, rng.pick(Object.keys(inner))];
  }
  return [obj, key];
}

const BODY_KINDS = [
  'valid',
  'missing-field',
  'wrong-type',
  'hostile-string',
  'unknown-keys',
  'many-keys',
  'deep',
  'malformed-json',
  'wrong-content-type',
  'lying-content-type',
  'empty-body',
  'huge-string',
] as const;

/** One request for an operation: `kind` says which class of input it tries. */
export function generate(op: Operation, rng: Rng, tokens: { valid: () => string }, ids: Record<string, string>): FuzzRequest {
  const headers: Record<string, string> = {};
  const kinds: string[] = [];
  // Path parameters: known ids, examples, or hostile segments.
  let path = op.path;
  for (const p of op.params.filter((x) => x.in === 'path')) {
    let value: string;
    if (rng.chance(0.25)) {
      value = rng.pick(HOSTILE_SEGMENTS);
      kinds.push('hostile-path');
    } else {
      const known = ids[p.name];
      value = encodeRaw(String(known && rng.chance(0.6) ? known : (p.example ?? valueFor(p.schema, rng))));
    }
    path = path.replace(`{${p.name}}`, value);
  }
  // Query: examples, hostile values, unknown names.
  const query: string[] = [];
  for (const p of op.params.filter((x) => x.in === 'query')) {
    if (!p.required && rng.chance(0.6)) continue;
    let value = p.example ?? valueFor(p.schema, rng);
    if (rng.chance(0.2)) {
      value = rng.pick(HOSTILE_STRINGS);
      kinds.push('hostile-query');
    }
    for (const v of Array.isArray(value) ? value : [value]) query.push(`${encodeRaw(p.name)}=${encodeRaw(String(v))}`);
  }
  if (rng.chance(0.1)) {
    query.push(rng.pick(['%ff=1', 'a=%zz', `x=${'y'.repeat(3000)}`, 'a[b][c][d][e][f][g]=1', 'state[]=1&state[]=2', '__proto__[x]=1', `${'k'.repeat(200)}=1`]));
    kinds.push('odd-query');
  }
  if (query.length > 0) path += `?${query.join('&')}`;

  // Authentication.
  if (!op.isPublic || rng.chance(0.3)) {
    const which = rng.next();
    if (which < 0.75) headers.Authorization = `Bearer ${tokens.valid()}`;
    else if (which < 0.85) kinds.push('no-token');
    else {
      headers.Authorization = rng.pick(['Bearer garbage', 'Bearer ', 'Basic Zm9vOmJhcg==', `Bearer ${'x'.repeat(4000)}`, 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', 'bearer %ff']);
      kinds.push('bad-token');
    }
  }
  if (rng.chance(0.05)) {
    headers.Accept = rng.pick(['text/html', 'application/xml', 'application/json;q=0', '*/*;q=abc', 'application/vnd.emoney.api-v2+json']);
    kinds.push('accept');
  }
  if (rng.chance(0.03)) {
    headers.Cookie = rng.pick(['emoney_session=%ff', 'emoney_session=%zz%', 'emoney_session=a%00b', 'other=%ff; emoney_session=x']);
    kinds.push('cookie');
  }

  let method = op.method;
  if (rng.chance(0.04)) {
    method = rng.pick(EXTRA_METHODS);
    kinds.push('other-method');
  }

  // The body.
  let body: Buffer | undefined;
  if (op.contentType === 'multipart/form-data') {
    const upload = rng.pick(['valid', 'mislabelled', 'no-file', 'two-files', 'broken-boundary', 'oversized', 'json-labelled-multipart', 'hostile-filename']);
    kinds.push(`upload-${upload}`);
    let encoded: { type: string; data: Buffer };
    switch (upload) {
      case 'mislabelled':
        encoded = multipart([{ name: 'file', filename: 'id.png', type: 'image/png', data: Buffer.from('#!/bin/sh\nrm -rf /\n') }, { name: 'purpose', data: Buffer.from('identity') }]);
        break;
      case 'no-file':
        encoded = multipart([{ name: 'purpose', data: Buffer.from('identity') }]);
        break;
      case 'two-files':
        encoded = multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: PNG }, { name: 'file', filename: 'b.png', type: 'image/png', data: PNG }]);
        break;
      case 'broken-boundary':
        encoded = { type: 'multipart/form-data; boundary=fuzzboundary', data: Buffer.from('--fuzzboundary\r\nContent-Disposition: form-data; name="file"; filename="x"\r\n\r\nabc') };
        break;
      case 'oversized':
        // Rare: each is 5 MB.
        encoded = rng.chance(0.1)
          ? multipart([{ name: 'file', filename: 'big.png', type: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) }])
          : multipart([{ name: 'file', filename: 'id.png', type: 'image/png', data: PNG }]);
        break;
      case 'json-labelled-multipart':
        encoded = { type: 'multipart/form-data; boundary=x', data: Buffer.from('{"file":"x"}') };
        break;
      case 'hostile-filename':
        encoded = multipart([{ name: 'file', filename: rng.pick(['../../etc/passwd', 'a\u0000b.png', '%ff.png', 'x'.repeat(2000)]), type: 'image/png', data: PNG }]);
        break;
      default:
        encoded = encodeBody(op.contentType, {})!;
    }
    headers['Content-Type'] = encoded.type;
    body = encoded.data;
  } else if (op.contentType) {
    const kind = rng.pick(BODY_KINDS);
    kinds.push(kind);
    const value = valueFor(op.bodySchema, rng);
    const target = fieldOf(value, rng);
    switch (kind) {
      case 'missing-field':
        if (target) delete target[0][target[1]];
        break;
      case 'wrong-type':
        if (target) target[0][target[1]] = rng.pick([1, -1.5, true, null, [], {}, ['a'], { a: 1 }, '1']);
        break;
      case 'hostile-string':
        if (target) target[0][target[1]] = rng.pick(HOSTILE_STRINGS);
        break;
      case 'unknown-keys':
        if (value && typeof value === 'object') Object.assign(value, { unknownField: 1, [rng.pick(HOSTILE_STRINGS).slice(0, 20) || 'x']: 'y' });
        break;
      case 'huge-string':
        if (target) target[0][target[1]] = 'h'.repeat(rng.pick([1000, 100_000, 500_000]));
        break;
      default:
    }
    let encoded = encodeBody(op.contentType, value);
    if (kind === 'many-keys') {
      encoded = { type: 'application/json', data: Buffer.from(JSON.stringify(Object.fromEntries(Array.from({ length: rng.pick([300, 5000, 50_000]) }, (_, i) => [`k${i}`, i])))) };
    }
    if (kind === 'deep') {
      const n = rng.pick([20, 500, 5000]);
      encoded = { type: 'application/json', data: Buffer.from(`${'{"a":'.repeat(n)}1${'}'.repeat(n)}`) };
    }
    if (kind === 'malformed-json') {
      encoded = { type: 'application/json', data: Buffer.from(rng.pick(['{"a":', '{', '[1,2', 'nul', '{"a":"\\ud800"}', '\u0000', '{"a":1}garbage', '"\\x"', '{"__proto__":{"admin":true}}'])) };
    }
    if (kind === 'wrong-content-type' && encoded) encoded.type = rng.pick(['text/plain', 'application/xml', 'application/octet-stream', 'application/json; charset=latin-7', 'image/png']);
    if (kind === 'lying-content-type' && encoded) {
      encoded.type = encoded.type === 'application/json' ? 'application/x-www-form-urlencoded' : 'application/json';
    }
    if (kind === 'empty-body') encoded = { type: rng.pick([op.contentType, '']), data: Buffer.alloc(0) };
    if (encoded) {
      if (encoded.type) headers['Content-Type'] = encoded.type;
      body = encoded.data;
    }
  } else if (rng.chance(0.05)) {
    // A body where the operation takes none.
    headers['Content-Type'] = 'application/json';
    body = Buffer.from('{"unexpected":true}');
    kinds.push('unexpected-body');
  }
  if (kinds.length === 0) kinds.push('valid');
  return { operationId: op.operationId, kind: kinds.join('+'), method, path, headers, body };
}

/** Paths outside the contract: traversal and escapes at the top level. */
export function strayRequest(rng: Rng): FuzzRequest {
  const path = rng.pick(['/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/%ff', '/orders/../auth', '/nope', '/orders/', '//orders', '/orders%2f1', '/onboarding/api/%ff', '/onboarding/api/nope', '/dashboard/api/%ff', '/dashboard/api/nope', '/dashboard/api/apps/..%2f..%2fauth', '/%00']);
  return { operationId: '(none)', kind: 'stray-path', method: rng.pick(['GET', 'POST', 'DELETE']), path, headers: {} };
}
