/**
 * An answer's body already written as JSON, typed as the body it encodes: a handler that keeps
 * parts of its answers rendered (a listing's items) joins them instead of building objects for
 * `JSON.stringify` to walk again. The sender writes the text as it is; response validation (in
 * tests) parses it and checks it like any other body.
 */
export class JsonText<T> {
  /** The body this text encodes (for the type checker only). */
  declare readonly encodes?: T;

  constructor(readonly text: string) {}
}

/**
 * A page of a listing as `{"<key>":[…items],"nextCursor":…}`, from items already written as JSON
 * (each one a complete JSON value).
 */
export function pageJson<T>(key: string, items: readonly string[], nextCursor: string | undefined): JsonText<T> {
  const cursor = nextCursor === undefined ? '' : `,"nextCursor":${JSON.stringify(nextCursor)}`;
  return new JsonText<T>(`{${JSON.stringify(key)}:[${items.join(',')}]${cursor}}`);
}
