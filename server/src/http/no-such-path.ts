import { HttpError } from './http-error.js';
import { displayedPath } from './route-table.js';

/** The 404 of a path nothing serves, as the error body names it. */
export function noSuchPath(method: string, path: string): HttpError {
  return new HttpError(404, `No such path: ${method.trim().toUpperCase()} ${displayedPath(path)}`);
}
