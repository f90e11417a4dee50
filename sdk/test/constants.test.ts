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

describe('SDK environments and enumerations agree with the contract', () => {
  it('serves the API at the contract servers, for the default host', async () => {
    const { ENVIRONMENTS, HOST } = await import('../src/index.js');
    const urls = spec.servers.map((s: any) => s.url.replace('{host}', s.variables.host.default));
    expect(urls).toEqual([ENVIRONMENTS.production.api, ENVIRONMENTS.sandbox.api]);
    expect(spec.servers[0].variables.host.default).toBe(HOST);
    expect(ENVIRONMENTS.sandbox.ws).toBe(ENVIRONMENTS.sandbox.api.replace('https', 'wss'));
  });

  it('lists exactly the values of the contract enums', async () => {
    const sdk = await import('../src/index.js');
    const schemas = spec.components.schemas;
    const values = (o: object) => Object.values(o);
    expect(values(sdk.AccountState)).toEqual(schemas.IbanState.enum);
    expect(values(sdk.Currency)).toEqual(schemas.Currency.enum);
    expect(values(sdk.IdDocumentKind)).toEqual(schemas.IdDocumentKind.enum);
    expect(values(sdk.Method)).toEqual(schemas.AuthMethod.enum);
    expect(values(sdk.OrderKind)).toEqual(schemas.OrderKind.enum);
    expect(values(sdk.OrderState)).toEqual(schemas.OrderState.enum);
    expect(values(sdk.Permission)).toEqual(schemas.ProfilePermission.enum);
    expect(values(sdk.ProfileState)).toEqual(schemas.ProfileState.enum);
    expect(values(sdk.ProfileType)).toEqual(schemas.ProfileKind.enum);
    expect(values(sdk.PaymentStandard)).toEqual(['IbanIdentifier', 'ChainIdentifier', 'AccountIdentifier'].map((n) => schemas[n].properties.standard.const));
    expect(values(sdk.KYCOutcome)).toEqual([...schemas.SimulatedKycDecision.properties.state.enum, 'unknown']);
    for (const [key, value] of Object.entries(sdk.Currency)) expect(key).toBe(value);
  });

  it('derives KYC from the profile state', async () => {
    const { kycOf } = await import('../src/index.js');
    expect(kycOf({ state: 'created' })).toEqual({ state: 'absent', outcome: 'unknown' });
    expect(kycOf({ state: 'pending' })).toEqual({ state: 'pending', outcome: 'unknown' });
    expect(kycOf({ state: 'approved' })).toEqual({ state: 'completed', outcome: 'approved' });
    expect(kycOf({ state: 'blocked' })).toEqual({ state: 'completed', outcome: 'blocked' });
  });
});
