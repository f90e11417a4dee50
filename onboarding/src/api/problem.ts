// One shape for everything that can go wrong: an API error answer, a wallet refusal, a network failure.
import type { ApiErrorBody } from './client';

export interface Problem {
  /** Sentence for the error summary. */
  message: string;
  /** Field name (as the API names it: `email`, `firstName`, …) → message shown next to the field. */
  fields: Record<string, string>;
  /** HTTP status when the problem is an API answer; 0 otherwise. */
  status: number;
}

export function problem(message: string, fields: Record<string, string> = {}, status = 0): Problem {
  return { message, fields, status };
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

/** Turns an API error answer (`{code, status, message, errors?}`) into a Problem. */
/**
 * What a person reads when the server refused a change because the page's anti-forgery token was
 * missing or stale (the developer's message names headers and cookies; nothing was changed).
 */
export const REFUSED_CROSS_SITE = 'For your safety nothing was changed. This page could not prove it was opened on emoney itself. Reload the page and try again.';

export function toProblem(error: unknown, response: Response): Problem {
  if (isErrorBody(error)) {
    if (response.status === 403 && /anti-CSRF token/i.test(error.message)) return problem(REFUSED_CROSS_SITE, {}, response.status);
    return problem(error.message, { ...(error.errors ?? {}) }, response.status);
  }
  return problem(`The server answered ${response.status} ${response.statusText}`.trim(), {}, response.status);
}

/** A thrown error (network failure, bug) as a Problem. */
export function thrownProblem(error: unknown): Problem {
  if (error instanceof TypeError) return problem('Could not reach the server. Check your connection and try again.');
  return problem(error instanceof Error ? error.message : String(error));
}
