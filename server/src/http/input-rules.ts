import type { NextFunction, Request, Response } from 'express';
import { HttpError } from './http-error.js';

/**
 * What a request may contain, checked once at the edge before routing and validation, in one
 * linear walk: bounded shapes keep schema validation (and its error list) cheap whatever the
 * body, and text the database cannot store (NUL, unpaired UTF-16 surrogates) or that has no
 * business in an API field (control characters) is refused with a 400 naming the field.
 * The numbers are documented in the contract's description and docs/testing.md ("Hostile input").
 */
export const INPUT_LIMITS = {
  /** Fields of one JSON object or form. */
  maxKeys: 200,
  /** Items of one array. */
  maxItems: 1000,
  /** Nesting of objects and arrays. */
  maxDepth: 16,
  /** Values (strings, numbers, objects, …) in a whole body. */
  maxNodes: 10_000,
} as const;

/**
 * Characters refused in any string or field name: C0 controls except tab, line feed and carriage
 * return, DEL, C1 controls, and UTF-16 surrogates that are not part of a pair.
 */
// eslint-disable-next-line no-control-regex
const UNACCEPTED = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when a string has a character the API never accepts. */
export function hasUnacceptedText(value: string): boolean {
  return UNACCEPTED.test(value);
}

/** A field name fit to print: unaccepted characters shown as `\uXXXX` escapes. */
function printable(key: string): string {
  const shown = key.length > 64 ? `${key.slice(0, 64)}…` : key;
  return shown.replace(new RegExp(UNACCEPTED.source, 'g'), (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const TEXT_MESSAGE = 'contains characters the API does not accept (control characters, NUL or unpaired surrogates)';

/**
 * The first problem of a parsed value (a body, the query, the path parameters), or undefined.
 * `where` names the value in messages ("" for a body, whose fields are named by their path).
 */
export function inputProblem(value: unknown, where = ''): HttpError | undefined {
  let nodes = 0;
  // Iterative walk: depth is bounded before it could matter, but no recursion means no stack to overflow.
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  const name = (path: string) => path || where || 'body';
  while (stack.length > 0) {
    const { value: node, path, depth } = stack.pop()!;
    nodes += 1;
    if (nodes > INPUT_LIMITS.maxNodes) {
      return new HttpError(400, `The request has more than ${INPUT_LIMITS.maxNodes} values`, { errors: { [name('')]: `must hold at most ${INPUT_LIMITS.maxNodes} values` } });
    }
    if (typeof node === 'string') {
      if (hasUnacceptedText(node)) return textError(name(path));
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (depth >= INPUT_LIMITS.maxDepth) {
      return new HttpError(400, `The request nests deeper than ${INPUT_LIMITS.maxDepth} levels`, { errors: { [name(path)]: `nests deeper than ${INPUT_LIMITS.maxDepth} levels` } });
    }
    if (Array.isArray(node)) {
      if (node.length > INPUT_LIMITS.maxItems) {
        return new HttpError(400, `${name(path)} has more than ${INPUT_LIMITS.maxItems} items`, { errors: { [name(path)]: `must have at most ${INPUT_LIMITS.maxItems} items` } });
      }
      node.forEach((item, i) => stack.push({ value: item, path: path ? `${path}.${i}` : String(i), depth: depth + 1 }));
      continue;
    }
    const keys = Object.keys(node);
    if (keys.length > INPUT_LIMITS.maxKeys) {
      return new HttpError(400, `${name(path)} has more than ${INPUT_LIMITS.maxKeys} fields`, { errors: { [name(path)]: `must have at most ${INPUT_LIMITS.maxKeys} fields` } });
    }
    for (const key of keys) {
      const child = path ? `${path}.${key}` : key;
      if (hasUnacceptedText(key)) return textError(printable(child), 'The field name');
      stack.push({ value: (node as Record<string, unknown>)[key], path: child, depth: depth + 1 });
    }
  }
  return undefined;
}

function textError(field: string, subject = field): HttpError {
  return new HttpError(400, `${subject} ${TEXT_MESSAGE}`, { errors: { [field]: TEXT_MESSAGE } });
}

/** True when every `%` escape of a raw URL component decodes (no `%zz`, lone `%`, overlong or broken UTF-8). */
export function decodable(raw: string): boolean {
  try {
    decodeURIComponent(raw);
    return true;
  } catch {
    return false;
  }
}

/** The raw (still percent-encoded) values of the named cookies in a `Cookie` header. */
export function rawCookies(header: string | undefined, names: readonly string[]): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  // Most API requests carry no cookie at all.
  if (!header) return out;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    const key = (at < 0 ? part : part.slice(0, at)).trim();
    if (names.includes(key)) out.push([key, at < 0 ? '' : part.slice(at + 1).trim()]);
  }
  return out;
}

/**
 * The edge check, after the body parsers and before routing: a path or a cookie of ours that
 * does not decode, and text or shapes the API never accepts in the path, query or body, are 400s here.
 */
export function enforceInputRules(options: { cookies: readonly string[] }) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const rawPath = (req.originalUrl || req.url).split('?')[0] ?? '';
    if (!decodable(rawPath)) {
      next(new HttpError(400, 'The path has a malformed percent-escape', { code: 'bad_request', errors: { path: 'has a malformed percent-escape' } }));
      return;
    }
    for (const [name, value] of rawCookies(req.headers.cookie, options.cookies)) {
      if (!decodable(value) || hasUnacceptedText(decodeURIComponent(value))) {
        next(new HttpError(400, `The ${name} cookie is malformed`, { code: 'bad_request', errors: { [name]: 'is malformed' } }));
        return;
      }
    }
    const problem =
      (hasUnacceptedText(decodeURIComponent(rawPath)) ? textError('path') : undefined) ??
      inputProblem(req.query, 'query') ??
      (req.body !== undefined ? inputProblem(req.body) : undefined);
    next(problem);
  };
}
