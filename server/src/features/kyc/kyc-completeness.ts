import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../http/ajv.js';
import { inlineRefs } from '../../http/inline-refs.js';
import { loadSpec } from '../../http/spec.js';

/**
 * The contract's schemas that say when a part of a profile is complete. A `PATCH` stores some
 * fields of the details or the form; the part counts once the merged fields satisfy the whole
 * schema (the same one `PUT` requires), so the rule is the contract's, never restated here.
 * A person's identity document may come as an `idDocument` verification instead, so personal
 * details are judged by `PersonalDetails`, without `idDocument`.
 */
const COMPLETE_WHEN = {
  'details.personal': 'PersonalDetails',
  'details.corporate': 'CorporateDetails',
  'form.personal': 'PersonalForm',
  'form.corporate': 'CorporateForm',
} as const;
export type Part = keyof typeof COMPLETE_WHEN;

let validators: Map<Part, ValidateFunction> | undefined;

function validator(part: Part): ValidateFunction {
  if (!validators) {
    const spec = inlineRefs(loadSpec('openapi.json')) as unknown as { components: { schemas: Record<string, object> } };
    const ajv = createAjv({ allErrors: false });
    validators = new Map(Object.entries(COMPLETE_WHEN).map(([key, name]) => [key as Part, ajv.compile(spec.components.schemas[name] ?? {})]));
  }
  const found = validators.get(part);
  if (!found) throw new Error(`No completeness schema for ${part}`);
  return found;
}

/** Whether the stored fields of a part satisfy its whole schema. */
export function isPartComplete(part: Part, data: unknown): boolean {
  return validator(part)(data) === true;
}
