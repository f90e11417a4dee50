/**
 * `application/x-www-form-urlencoded` bodies, as the OAuth endpoints take them.
 * @module
 */

/** The header of a form body. */
export const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

/** A form body of an object's defined values. */
export const form = (body: unknown): string =>
  new URLSearchParams(Object.entries(body as Record<string, unknown>).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();
