import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { API_VERSION, LINK_MESSAGE, MEDIA_TYPE } from '../src/index.js';

const require = createRequire(import.meta.url);
const spec = JSON.parse(readFileSync(require.resolve('@emoney/api-types/openapi.json'), 'utf8'));

describe('SDK constants agree with the contract', () => {
  it('speaks the contract version', () => {
    expect(spec.info.version).toBe(API_VERSION);
  });

  it('links addresses with the message the contract requires', () => {
    const message = spec.components.schemas.LinkAddressRequest.properties.message;
    expect(message.const ?? message.enum?.[0]).toBe(LINK_MESSAGE);
  });

  it('asks for the media type every answer of the contract is served as', () => {
    const types = new Set<string>();
    for (const item of Object.values<any>(spec.paths)) {
      for (const op of Object.values<any>(item)) {
        for (const response of Object.values<any>(op.responses ?? {})) {
          const resolved = response.$ref ? spec.components.responses[response.$ref.split('/').pop()] : response;
          for (const type of Object.keys(resolved.content ?? {})) types.add(type);
        }
      }
    }
    expect([...types]).toEqual([MEDIA_TYPE]);
  });
});
