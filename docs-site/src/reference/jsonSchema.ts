/** The contract's schemas as the reference reads them: $refs followed, allOf parts merged. */
import type { JsonSchema } from './typedocJson.js';

/** A schema with its $ref followed (to the end of a chain). */
export function resolveSchema(schemas: Record<string, JsonSchema>, s: JsonSchema | undefined): JsonSchema | undefined {
  if (s?.$ref) return resolveSchema(schemas, schemas[s.$ref.split('/').pop()!]);
  return s;
}

/** A schema with its allOf parts merged (properties and required). */
export function flatten(schemas: Record<string, JsonSchema>, s: JsonSchema | undefined): JsonSchema {
  const schema = resolveSchema(schemas, s) ?? {};
  if (!schema.allOf) return schema;
  const parts = schema.allOf.map((p) => flatten(schemas, p));
  return {
    ...schema,
    properties: Object.assign({}, ...parts.map((p) => p.properties ?? {}), schema.properties ?? {}),
    required: [...parts.flatMap((p) => p.required ?? []), ...(schema.required ?? [])],
  };
}
