/**
 * The failures services, repositories and handlers speak in. They name what went wrong in domain
 * terms; `http/http-error.ts` alone turns them into the contract's error body and status.
 */

/** Messages per input field (body path, query or form field name), shown to the caller as `errors`. */
export type FieldMessages = Record<string, string>;

export abstract class DomainError extends Error {
  constructor(
    message: string,
    /** Which fields caused it, when the caller can fix them. */
    readonly fields?: FieldMessages,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The input breaks a rule of the operation (400). */
export class InvalidInput extends DomainError {}

/** The caller is not authenticated, or its credential is not valid (401). */
export class Unauthorized extends DomainError {}

/** The caller is known but may not do this (403). */
export class Forbidden extends DomainError {}

/** The thing asked for does not exist, or is not the caller's to see (404). */
export class NotFound extends DomainError {}

/** The request clashes with the current state (409). */
export class Conflict extends DomainError {}

/** Accepting it would pass a size or storage quota (413). */
export class QuotaExceeded extends DomainError {}

/** Too many attempts in the current window: try again after `retryAfterSeconds` (429). */
export class RateLimited extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** The service cannot serve now (its database is unreachable, it is shutting down): try again after `retryAfterSeconds` (503). */
export class Unavailable extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** The deployment's own configuration cannot serve the request (500, logged). */
export class Misconfigured extends DomainError {}
