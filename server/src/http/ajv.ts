import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Options } from 'ajv';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS; its default export arrives wrapped under NodeNext resolution.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/**
 * An Ajv for JSON Schema 2020-12, the dialect of OpenAPI 3.1 (openapi-backend's default Ajv only
 * knows draft-07 and would ignore or reject 3.1 keywords such as `const` in `prefixItems`,
 * `unevaluatedProperties` or `examples`).
 */
// multipleOfPrecision: without it `multipleOf: 0.01` rejects valid amounts such as 27.33 (binary floats).
export function createAjv(options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true, multipleOfPrecision: 6, ...options });
  addFormats(ajv);
  // Formats OpenAPI defines on top of JSON Schema; `binary` is an uploaded file, not a string to check.
  ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && Math.abs(n) <= 2 ** 31 });
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  ajv.addFormat('float', { type: 'number', validate: () => true });
  ajv.addFormat('double', { type: 'number', validate: () => true });
  ajv.addFormat('binary', true);
  ajv.addFormat('password', true);
  // `strict: false`: OpenAPI's own keywords (discriminator, example, x-*) are annotations, not errors.
  return ajv;
}
