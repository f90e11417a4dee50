import { HttpError } from './http-error.js';

/** The contract's page size (PageLimit): 50 unless the caller asks for another. */
export const DEFAULT_PAGE_SIZE = 50;

export interface Page<T> {
  items: T[];
  /** Present when more items follow. */
  nextCursor?: string;
}

/** The cursor that continues a listing after the item with this id. */
export const cursorAfter = (id: string) => Buffer.from(`v1:${id}`).toString('base64url');

/** The id of the item a cursor continues after; a cursor this API did not make is a 400. */
export function cursorId(cursor: string): string {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!text.startsWith('v1:') || text.length < 4) throw badCursor();
  return text.slice(3);
}

export const badCursor = () =>
  new HttpError(400, 'The cursor is not one this listing gave, or its item no longer matches: list again without it', {
    errors: { cursor: 'is not a position in this listing' },
  });

// Repositories read the window in domain terms; the cursor that carries it is HTTP's.
export type { PageWindow } from '../domain/page-window.js';
import type { PageWindow } from '../domain/page-window.js';

export function pageWindow(query: { limit?: number; cursor?: string }): PageWindow {
  const take = (query.limit ?? DEFAULT_PAGE_SIZE) + 1;
  return query.cursor ? { take, after: cursorId(query.cursor) } : { take };
}

/**
 * The page of a listing read in SQL (keyset on the listing's order, `LIMIT limit + 1`): the extra
 * row only tells that more follow. `undefined` rows: the cursor's item is not in the listing (400).
 */
export function keysetPage<T>(rows: readonly T[] | undefined, idOf: (item: T) => string, window: PageWindow): Page<T> {
  if (rows === undefined) throw badCursor();
  const limit = window.take - 1;
  const page = rows.slice(0, limit);
  return rows.length > limit && page.length > 0 ? { items: page, nextCursor: cursorAfter(idOf(page[page.length - 1]!)) } : { items: page };
}
