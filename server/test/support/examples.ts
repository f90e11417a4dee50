import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { operations, type OperationInfo } from '@emoney/api-types/operations';

const require = createRequire(import.meta.url);
export const spec = JSON.parse(readFileSync(require.resolve('@emoney/api-types/openapi.json'), 'utf8')) as Record<string, any>;

function resolve(node: any): any {
  if (!node?.$ref) return node;
  return resolve(
    (node.$ref as string).slice(2).split('/').map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~')).reduce((n: any, p) => n?.[p], spec),
  );
}

export interface ExampleRequest {
  op: OperationInfo;
  url: string;
  contentType: string | undefined;
  body: unknown;
}

/** A valid request for an operation, assembled from the examples the contract carries. */
export function exampleRequest(op: OperationInfo): ExampleRequest {
  const item = spec.paths[op.path];
  const o = item[op.method];
  // Parameters may sit on the path item (shared by its operations) or on the operation.
  const params = [...(item.parameters ?? []), ...(o.parameters ?? [])].map(resolve);
  let path: string = op.path;
  const query = new URLSearchParams();
  for (const p of params) {
    const value = p.example ?? Object.values<any>(p.examples ?? {})[0]?.value;
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(String(value)));
    if (p.in === 'query' && p.required) {
      for (const v of Array.isArray(value) ? value : [value]) query.append(p.name, String(v));
    }
  }
  const content = resolve(o.requestBody)?.content as Record<string, any> | undefined;
  const [contentType, media] = Object.entries(content ?? {})[0] ?? [];
  const body = media ? (media.example ?? Object.values<any>(media.examples ?? {})[0]?.value) : undefined;
  const qs = query.toString();
  return { op, url: qs ? `${path}?${qs}` : path, contentType, body };
}

export { operations };
