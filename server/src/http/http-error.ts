import type { components } from '@emoney/api-types';

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

/** An answer that is an error. Handlers throw it; the HTTP adapter renders the error body. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly errors: Record<string, string> | undefined;

  constructor(status: number, message: string, options: { code?: ErrorCode; errors?: Record<string, string> } = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = options.code ?? CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal_error' : 'bad_request');
    this.errors = options.errors;
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { code: this.code, status: this.status, message: this.message };
    if (this.errors && Object.keys(this.errors).length > 0) body.errors = this.errors;
    return body;
  }
}
