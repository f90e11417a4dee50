/** Reads the operation list out of a bundled OpenAPI document (used by the generator and the contract tests). */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface OperationInfo {
  operationId: string;
  method: (typeof HTTP_METHODS)[number];
  path: string;
  tag: string;
  /** No bearer token needed (`security: []`). */
  public: boolean;
  /** The provider must grant this operation to the partner app (`x-requires-privilege`). */
  requiresPrivilege: boolean;
  /** The rate-limit class of the operation (`x-rate-limit`), or null when it has none. */
  rateLimit: string | null;
  /** A page a person opens in a browser (`x-browser-page`): its errors are HTML pages for a browser navigation. */
  browserPage: boolean;
  /** Takes a `multipart/form-data` body (its request body's media types): the only operations whose uploads are read. */
  multipart: boolean;
}

type Operation = { operationId?: string; tags?: string[]; security?: unknown[]; 'x-requires-privilege'?: boolean; 'x-rate-limit'?: unknown; 'x-browser-page'?: boolean; requestBody?: { content?: Record<string, unknown> } };

export function listOperations(spec: Record<string, unknown>): OperationInfo[] {
  const paths = (spec.paths ?? {}) as Record<string, Record<string, Operation>>;
  const ops: OperationInfo[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      if (!op.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      ops.push({
        operationId: op.operationId,
        method,
        path,
        tag: op.tags?.[0] ?? '',
        public: Array.isArray(op.security) && op.security.length === 0,
        requiresPrivilege: op['x-requires-privilege'] === true,
        rateLimit: typeof op['x-rate-limit'] === 'string' ? op['x-rate-limit'] : null,
        browserPage: op['x-browser-page'] === true,
        multipart: Object.keys(op.requestBody?.content ?? {}).includes('multipart/form-data'),
      });
    }
  }
  return ops;
}
