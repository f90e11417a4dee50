import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Document } from 'openapi-backend';

const require = createRequire(import.meta.url);

/** A bundled contract, read from generated/ (never from spec/: the server serves what was generated). */
export function loadSpec(name: 'openapi.json' | 'onboarding.json' | 'dashboard.json' = 'openapi.json'): Document {
  const path = require.resolve(`@emoney/api-types/${name}`);
  return JSON.parse(readFileSync(path, 'utf8')) as Document;
}
