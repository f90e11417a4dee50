/**
 * The SDK's errors: one small family under {@link EmoneyError}. Resource methods return data or
 * throw one of these; nothing else escapes them.
 * @module
 */
import type { ErrorBody } from './types.js';

/**
 * The base of every error the SDK throws.
 * @group Errors
 * @category Errors
 */
export class EmoneyError extends Error {
  override name = 'EmoneyError';
}

/**
 * The API answered with an error status (4xx, 5xx). `code`, `message` and the field `errors` come
 * from the error body; `status` is the HTTP status.
 *
 * @example
 * ```ts
 * try {
 *   await client.placeOrder(order);
 * } catch (err) {
 *   if (err instanceof ApiError && err.status === 400) console.log(err.errors); // { amount: '…' }
 * }
 * ```
 * @group Errors
 * @category Errors
 */
export class ApiError extends EmoneyError {
  override name = 'ApiError';
  /** The HTTP status. */
  readonly status: number;
  /** The error code of the body (`validation_error`, `not_found`, …). */
  readonly code: ErrorBody['code'];
  /** Field path to message, on validation errors. */
  readonly errors: Record<string, string> | undefined;
  constructor(status: number, body: Partial<ErrorBody> | string | undefined) {
    const b = typeof body === 'object' && body ? body : {};
    super(b.message ?? (typeof body === 'string' && body ? body : `HTTP ${status}`));
    this.status = status;
    this.code = b.code ?? 'internal_error';
    this.errors = b.errors;
  }
}

/**
 * Authorization failed: there is no access (no token and no way to get one), the token endpoint
 * refused a grant, the authorization server sent the user back with an `error`, the `state` did
 * not match, or the API still answered 401 after a refresh. `code` is the OAuth error
 * (`access_denied`, `invalid_request`, `invalid_grant`, `state_mismatch`, `login_required`,
 * `unauthorized`); `status` is the HTTP status when there was one.
 *
 * @example
 * ```ts
 * try {
 *   await client.getAccess();
 * } catch (err) {
 *   if (err instanceof AuthError && err.code === 'access_denied') showDeclined();
 * }
 * ```
 * @group Errors
 * @category Errors
 */
export class AuthError extends EmoneyError {
  override name = 'AuthError';
  readonly code: string;
  readonly status: number | undefined;
  readonly errors: Record<string, string> | undefined;
  constructor(code: string, message: string, status?: number, errors?: Record<string, string>) {
    super(message);
    this.code = code;
    this.status = status;
    this.errors = errors;
  }
}

/**
 * The API could not be reached (DNS, refused connection, offline, CORS) or the connection broke;
 * `cause` holds what `fetch` threw.
 *
 * @example
 * ```ts
 * try {
 *   await client.listOrders();
 * } catch (err) {
 *   if (err instanceof NetworkError) retryLater();
 * }
 * ```
 * @group Errors
 * @category Errors
 */
export class NetworkError extends EmoneyError {
  override name = 'NetworkError';
  constructor(cause: unknown) {
    super(`Network error: ${String(cause)}`, { cause });
  }
}
