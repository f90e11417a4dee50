import type { components } from '@emoney/api-types';
import {
  Conflict,
  DomainError,
  Forbidden,
  InvalidInput,
  Misconfigured,
  NotFound,
  QuotaExceeded,
  RateLimited,
  Unavailable,
  Unauthorized,
} from '../domain/errors.js';
import { databaseUnavailable } from '../db/unavailable.js';
import type { Logger } from '../logger.js';

export type ErrorBody = components['schemas']['Error'];
export type ErrorCode = components['schemas']['ErrorCode'];

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'validation_error',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  500: 'internal_error',
  501: 'not_implemented',
};

/** An answer that is an error, with its status, error body and any headers it needs. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly errors: Record<string, string> | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    message: string,
    options: { code?: ErrorCode; errors?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = options.code ?? CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal_error' : 'bad_request');
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { code: this.code, status: this.status, message: this.message };
    if (this.errors && Object.keys(this.errors).length > 0) body.errors = this.errors;
    return body;
  }
}

/** The one mapping of the domain's failures to HTTP statuses (their codes follow the status). */
const STATUSES: [abstract new (...args: never[]) => DomainError, number][] = [
  [InvalidInput, 400],
  [Unauthorized, 401],
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [QuotaExceeded, 413],
  [RateLimited, 429],
  [Misconfigured, 500],
  [Unavailable, 503],
];

function fromDomainError(err: DomainError): HttpError {
  const status = STATUSES.find(([kind]) => err instanceof kind)?.[1] ?? 500;
  const headers = err instanceof RateLimited || err instanceof Unavailable ? { 'Retry-After': String(err.retryAfterSeconds) } : undefined;
  return new HttpError(status, err.message, { errors: err.fields, headers });
}

/**
 * Whatever a request threw, as the answer the client gets: an unreachable database a 503 with
 * Retry-After, domain failures by their kind, body-parser's by its error type, anything else a
 * logged 500 that names nothing internal.
 */
export function errorAnswer(err: unknown, logger: Logger): HttpError {
  const unavailable = databaseUnavailable(err);
  if (unavailable) {
    logger.warn({ err }, unavailable.message);
    return fromDomainError(unavailable);
  }
  const known = err instanceof DomainError ? fromDomainError(err) : err instanceof HttpError ? err : undefined;
  if (known) {
    if (known.status >= 500 && known.status !== 501 && known.status !== 503) logger.error({ err }, known.message);
    return known;
  }
  // body-parser's errors carry a status and a type.
  const e = err as { status?: number; type?: string; message?: string };
  if (e.type === 'entity.parse.failed') return new HttpError(400, 'The request body is not valid JSON', { code: 'bad_request' });
  if (e.type === 'entity.too.large') return new HttpError(413, 'The request body is too large');
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') return new HttpError(415, e.message ?? 'Unsupported encoding');
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) return new HttpError(e.status, e.message ?? 'Bad request', { code: 'bad_request' });
  logger.error({ err }, 'unhandled error');
  return new HttpError(500, 'Internal Server Error');
}
