import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Document } from 'openapi-backend';

const require = createRequire(import.meta.url);

/** The bundled contract, read from generated/ (never from spec/: the server serves what was generated). */
export function loadSpec(): Document {
  const path = require.resolve('@emoney/api-types/openapi.json');
  return JSON.parse(readFileSync(path, 'utf8')) as Document;
}
