import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { HttpError } from './http-error.js';
import { JsonText } from './json-text.js';

/** The vendor media type every JSON answer is served as (clients may also ask for application/json). */
export const VENDOR_MEDIA_TYPE = 'application/vnd.emoney.api-v2+json';
const JSON_CONTENT_TYPE = `${VENDOR_MEDIA_TYPE}; charset=utf-8`;

interface Serialized {
  text: string;
  length: number;
  /** The text's bytes, for an answer written again and again (encoded once, not on every write). */
  bytes?: Buffer;
  /** Computed when a read first needs it. */
  etag?: string;
}

/**
 * Answers a frozen body's handler returns again and again (the token list, the API root) are
 * serialized and hashed once. A handler opts in by returning a deeply frozen object: nothing in it
 * can change, so neither can its JSON. A `JsonText` is immutable too: one a handler returns again
 * (a page of orders kept in memory) is measured, encoded and hashed once.
 */
const serializedOnce = new WeakMap<object, Serialized>();

/** Deeply frozen: the form of an answer a handler returns unchanged on every call (see above). */
export function constantBody<T>(body: T): T {
  if (typeof body === 'object' && body !== null && !Object.isFrozen(body)) {
    for (const value of Object.values(body)) constantBody(value);
    Object.freeze(body);
  }
  return body;
}

function serialize(body: unknown): Serialized {
  if (body instanceof JsonText) {
    let known = serializedOnce.get(body);
    if (!known) {
      const bytes = Buffer.from(body.text, 'utf8');
      serializedOnce.set(body, (known = { text: body.text, length: bytes.length, bytes }));
    }
    return known;
  }
  const frozen = typeof body === 'object' && body !== null && Object.isFrozen(body);
  const known = frozen ? serializedOnce.get(body) : undefined;
  if (known) return known;
  const text = JSON.stringify(body);
  if (!frozen) return { text, length: Buffer.byteLength(text, 'utf8') };
  const bytes = Buffer.from(text, 'utf8');
  const serialized: Serialized = { text, length: bytes.length, bytes };
  serializedOnce.set(body, serialized);
  return serialized;
}

/** A weak validator: the same JSON text, the same tag (RFC 9110, 8.8.3). */
function etagOf(serialized: Serialized): string {
  serialized.etag ??= `W/"${serialized.length.toString(16)}-${createHash('sha1').update(serialized.text, 'utf8').digest('base64url').slice(0, 27)}"`;
  return serialized.etag;
}

/** Whether the caller's `If-None-Match` names this tag (weak comparison, RFC 9110, 13.1.2). */
function notModified(req: Request, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.slice(2);
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return (t.startsWith('W/') ? t.slice(2) : t) === opaque;
  });
}

/**
 * Writes an answer: JSON in the vendor media type with its length; a 200 to GET or HEAD also carries
 * an ETag, and answers 304 without a body when the caller already holds that tag.
 */
export function sendResult(res: Response, status: number, body: unknown, headers: Record<string, string> = {}): void {
  for (const name in headers) res.setHeader(name, headers[name]!);
  res.statusCode = status;
  if (body === undefined || status === 204 || status === 304) {
    res.end();
    return;
  }
  const serialized = serialize(body);
  const req = res.req;
  const read = req.method === 'GET' || req.method === 'HEAD';
  if (read && status === 200) {
    const etag = etagOf(serialized);
    res.setHeader('ETag', etag);
    if (notModified(req, etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
  }
  res.setHeader('Content-Type', JSON_CONTENT_TYPE);
  res.setHeader('Content-Length', serialized.length);
  res.end(req.method === 'HEAD' ? undefined : (serialized.bytes ?? serialized.text));
}

/** Sends the error body, with the request's id (the `X-Request-Id` answer header) as `requestId`. */
/** The error each failed answer carried, for the request log (features/dashboard/api-request-recorder.ts). */
const answeredErrors = new WeakMap<Response, HttpError>();

/** The error a failed answer carried, when it went through {@link sendError}. */
export function answeredErrorOf(res: Response): HttpError | undefined {
  return answeredErrors.get(res);
}

export function sendError(res: Response, error: HttpError): void {
  answeredErrors.set(res, error);
  const requestId = (res.locals as { requestId?: string } | undefined)?.requestId;
  sendResult(res, error.status, requestId === undefined ? error.toBody() : { ...error.toBody(), requestId }, error.headers);
}
