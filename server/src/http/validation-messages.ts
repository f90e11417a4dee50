import type { ErrorObject } from 'ajv';
import { HttpError } from './http-error.js';

/** At most this many fields are named in one error body; the message says how many were found. */
export const MAX_REPORTED_ERRORS = 20;
/**
 * At most this many Ajv errors are read to build the messages: reading them is linear, but the
 * `oneOf` pruning compares errors with each other, so the work is bounded by a constant too.
 */
const MAX_READ_ERRORS = 500;

/**
 * Turns Ajv errors from request validation into the `errors` map of the error body: a field path
 * (`details.firstName`, `state`) to a sentence a person can act on ("First name is missing").
 */
export function validationMessages(errors: readonly ErrorObject[]): Record<string, string> {
  return describeValidation(errors).errors;
}

/** The `errors` map (at most MAX_REPORTED_ERRORS fields) and how many fields failed in all (of those read). */
export function describeValidation(errors: readonly ErrorObject[]): { errors: Record<string, string>; total: number } {
  const all = collectMessages(errors.slice(0, MAX_READ_ERRORS));
  const fields = Object.keys(all);
  if (fields.length <= MAX_REPORTED_ERRORS) return { errors: all, total: fields.length };
  return { errors: Object.fromEntries(fields.slice(0, MAX_REPORTED_ERRORS).map((f) => [f, all[f]!])), total: fields.length };
}

/** The 400 of a request that breaks the contract; past MAX_REPORTED_ERRORS fields it says how many more there are. */
export function validationFailure(ajvErrors: readonly ErrorObject[]): HttpError {
  const { errors, total } = describeValidation(ajvErrors);
  const more = ajvErrors.length > MAX_READ_ERRORS ? 'more than ' : '';
  const message =
    total > MAX_REPORTED_ERRORS || more
      ? `Validation failed: ${more}${total} fields have problems; the first ${MAX_REPORTED_ERRORS} are listed`
      : 'Validation failed';
  return new HttpError(400, message, { errors });
}

function collectMessages(errors: readonly ErrorObject[]): Record<string, string> {
  // No prototype: a field named `__proto__` or `constructor` is a field like any other.
  const out = Object.create(null) as Record<string, string>;
  const relevant = withoutUnintendedBranches(errors);
  // oneOf/anyOf report every branch's failure; the branch errors are more useful, so the
  // summary errors only speak when nothing more specific was said.
  const specific = relevant.filter((e) => !['oneOf', 'anyOf', 'if', 'not'].includes(e.keyword));
  for (const error of specific.length > 0 ? specific : relevant) {
    const field = fieldOf(error);
    if (out[field] === undefined) out[field] = messageOf(error, field);
  }
  return out;
}

/**
 * A `oneOf` that fails reports the errors of every branch, most of which only say "this is not
 * that branch" (`corporate is missing` for a personal body). A branch is plainly not the one the
 * caller meant when it rejects a field the value has (additionalProperties at the `oneOf` itself)
 * or a discriminator value (`const` one level down). When exactly one branch is left, keep only
 * its errors; when every branch rejects the same discriminator, say which values it takes.
 */
function withoutUnintendedBranches(errors: readonly ErrorObject[]): ErrorObject[] {
  let kept = [...errors];
  for (const oneOf of errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf')) {
    const prefix = `${oneOf.schemaPath}/`;
    const depth = oneOf.instancePath.split('/').length;
    const branchOf = (e: ErrorObject) => (e.schemaPath.startsWith(prefix) ? e.schemaPath.slice(prefix.length).split('/')[0] : undefined);
    const mismatch = (e: ErrorObject) =>
      (e.instancePath === oneOf.instancePath && ['additionalProperties', 'unevaluatedProperties', 'type'].includes(e.keyword)) ||
      (e.keyword === 'const' && e.instancePath.split('/').length === depth + 1);
    const branches = new Map<string, ErrorObject[]>();
    for (const e of kept) {
      const branch = branchOf(e);
      if (branch === undefined) continue;
      const list = branches.get(branch);
      if (list) list.push(e);
      else branches.set(branch, [e]);
    }
    const candidates = [...branches].filter(([, list]) => !list.some(mismatch));
    if (candidates.length === 1) {
      const intended = candidates[0]![0];
      kept = kept.filter((e) => branchOf(e) === undefined || branchOf(e) === intended);
      continue;
    }
    const discriminators = [...branches.values()].map((list) => list.find((e) => e.keyword === 'const' && e.instancePath.split('/').length === depth + 1));
    const field = discriminators[0]?.instancePath;
    if (candidates.length === 0 && field && discriminators.every((d) => d?.instancePath === field)) {
      const allowed = discriminators.map((d) => d!.params.allowedValue as unknown);
      kept = kept.filter((e) => branchOf(e) === undefined && e.keyword !== oneOf.keyword);
      kept.push({ ...discriminators[0]!, keyword: 'enum', params: { allowedValues: allowed } });
    }
  }
  return kept;
}

function fieldOf(error: ErrorObject): string {
  const segments = error.instancePath.split('/').slice(1).map(unescapePointer);
  // openapi-backend validates {path, query, header, requestBody}; the location is not part of the field.
  if (['path', 'query', 'header', 'cookie', 'requestBody'].includes(segments[0] ?? '')) segments.shift();
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') segments.push(String(error.params.additionalProperty));
  if (error.keyword === 'unevaluatedProperties') segments.push(String(error.params.unevaluatedProperty));
  return segments.length > 0 ? segments.join('.') : 'body';
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** `firstName` → `First name`, `code_challenge` → `Code challenge`, `representatives.0.lastName` → `Last name`. */
export function humanize(field: string): string {
  const last = field.split('.').filter((s) => !/^\d+$/.test(s)).pop() ?? field;
  const words = last
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  if (words === 'body') return 'Request body';
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function messageOf(error: ErrorObject, field: string): string {
  const label = humanize(field);
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${label} is missing`;
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return `${label} is not an accepted field`;
    case 'enum':
      return `${label} must be one of: ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `${label} must be ${JSON.stringify(p.allowedValue)}`;
    case 'type':
      return `${label} must be of type ${String(p.type)}`;
    case 'pattern':
    case 'format':
      return `${label} is not valid`;
    case 'minLength':
      return `${label} must be at least ${String(p.limit)} characters`;
    case 'maxLength':
      return `${label} must be at most ${String(p.limit)} characters`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${label} must be ${error.keyword === 'minimum' ? 'at least' : 'more than'} ${String(p.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${label} must be ${error.keyword === 'maximum' ? 'at most' : 'less than'} ${String(p.limit)}`;
    case 'minItems':
      return `${label} must have at least ${String(p.limit)} item(s)`;
    case 'maxItems':
      return `${label} must have at most ${String(p.limit)} item(s)`;
    case 'uniqueItems':
      return `${label} must not repeat items`;
    case 'multipleOf':
      return `${label} must be a multiple of ${String(p.multipleOf)}`;
    case 'minProperties':
      return `${label} must name at least ${String(p.limit)} field(s)`;
    case 'parse':
      return `${label} is not valid JSON`;
    default:
      return `${label} ${error.message ?? 'is not valid'}`;
  }
}
