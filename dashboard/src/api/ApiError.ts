// The one error type of the dashboard: whatever went wrong (an error answer, a refused call, no
// network), the screens show its `message` and the per-field `fields` next to their controls. It has
// the hosted screens' Problem shape, so their error summary shows it as it is.
import type { Problem } from '@emoney/onboarding/api/problem';

export class ApiError extends Error implements Problem {
  /** Field name as the API names it (`email`, `redirectUris`, …) → the sentence about it. */
  readonly fields: Record<string, string>;
  /** HTTP status of the answer; 0 when there was none (network failure). */
  readonly status: number;
  /** The server's error code (`forbidden`, `validation_failed`, …), when it answered one. */
  readonly code: string | undefined;

  constructor(message: string, { fields = {}, status = 0, code }: { fields?: Record<string, string>; status?: number; code?: string } = {}) {
    super(message);
    this.name = 'ApiError';
    this.fields = fields;
    this.status = status;
    this.code = code;
  }
}

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  errors?: unknown;
}

function stringsOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The server's error body `{code, status, message, errors?}` (or anything else it answered) as an ApiError. */
export function errorOfAnswer(body: unknown, response: Pick<Response, 'status' | 'statusText'>): ApiError {
  const b = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
  const message = typeof b.message === 'string' && b.message !== '' ? b.message : `The server answered ${response.status} ${response.statusText}`.trim();
  return new ApiError(message, { fields: stringsOf(b.errors), status: response.status, ...(typeof b.code === 'string' ? { code: b.code } : {}) });
}

/** A thrown error (network failure, bug) as an ApiError. */
export function errorOfThrown(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof TypeError) return new ApiError('Could not reach the server. Check your connection and try again.');
  return new ApiError(error instanceof Error ? error.message : String(error));
}
