/**
 * The contract's own rules, checked on the bundled document in generated/: every call of the
 * product specification is there, and every example validates against its schema.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { listOperations } from '../operations.js';

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;
const repo = join(import.meta.dirname, '..', '..');
const spec = JSON.parse(readFileSync(join(repo, 'generated/openapi.json'), 'utf8')) as Record<string, any>;
const operations = listOperations(spec);

// Section 7 of the product specification, call by call.
const SECTION_7 = [
  'GET /', 'GET /auth', 'POST /auth', 'GET /auth/context', 'POST /auth/signup', 'POST /auth/token',
  'GET /webhooks', 'POST /webhooks', 'PATCH /webhooks/{subscription}',
  'PUT /profiles/{profile}/details', 'PUT /profiles/{profile}/form', 'PUT /profiles/{profile}/verifications',
  'GET /profiles', 'GET /profiles/{profile}',
  'POST /addresses', 'GET /addresses', 'GET /addresses/{address}', 'GET /balances/{chain}/{address}',
  'POST /ibans', 'GET /ibans', 'GET /ibans/{iban}', 'PATCH /ibans/{iban}',
  'POST /orders', 'GET /orders', 'GET /orders/{orderId}', 'POST /files', 'GET /tokens',
];
// The provider's white-label onboarding (its API of 2026-08): beyond the product
// specification, every one of them privileged like the KYC submissions.
const WHITE_LABEL = [
  'POST /profiles', 'PATCH /profiles/{profile}/details', 'PATCH /profiles/{profile}/form',
  'PATCH /profiles/{profile}/verifications', 'POST /profiles/{profile}/share',
];
const PRIVILEGED = [
  'POST /auth/signup', 'PUT /profiles/{profile}/details', 'PUT /profiles/{profile}/form',
  'PUT /profiles/{profile}/verifications', 'POST /addresses', 'POST /ibans', 'PATCH /ibans/{iban}',
  ...WHITE_LABEL,
];
const PUBLIC = ['GET /', 'GET /auth', 'POST /auth', 'POST /auth/token', 'POST /auth/revoke', 'GET /auth/nonce', 'GET /countries'];
const TAGS = ['Authorize', 'Accounts', 'Profiles', 'IBANs', 'Orders', 'Tokens', 'Addresses', 'Swap', 'Sandbox', 'Webhooks'];
// The sandbox simulator: beyond the product specification, sandbox mode only.
// Beyond the product specification, because partners need them (the webhook delivery log, and the
// pending signatures of the provider's published API), and server-issued SIWE nonces (security).
// From the provider's 2026-08 spec: the country tiers and the swap preview.
const PROVIDER_2026_B = ['GET /countries', 'GET /swap/{chain}/{sellToken}/{buyToken}', 'POST /swap/accept'];
const EXTRAS = ['GET /signatures', 'GET /webhooks/{subscription}/deliveries', 'POST /webhooks/{subscription}/deliveries/{delivery}/resend', 'POST /auth/revoke', 'GET /auth/nonce', ...WHITE_LABEL, ...PROVIDER_2026_B];
const SANDBOX = ['POST /sandbox/payments', 'POST /sandbox/orders/{orderId}', 'POST /sandbox/profiles/{profile}', 'POST /sandbox/addresses/{address}', 'GET /sandbox/clock', 'POST /sandbox/clock', 'GET /sandbox/chains'];
const VENDOR = 'application/vnd.emoney.api-v2+json';

const key = (o: { method: string; path: string }) => `${o.method.toUpperCase()} ${o.path}`;
const pointer = (...parts: (string | number)[]) =>
  '#/' + parts.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

const ajv = new Ajv2020({ strict: false, allErrors: true, multipleOfPrecision: 6 });
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addSchema(spec, 'openapi.json');
function validate(schemaPointer: string, value: unknown): string[] {
  const check = ajv.compile({ $ref: `openapi.json${schemaPointer}` });
  return check(value) ? [] : (check.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
}

type Example = { where: string; schema: string; value: unknown };
/** Every example the document carries, with the JSON pointer of the schema it must satisfy. */
function collectExamples(): Example[] {
  const found: Example[] = [];
  const fromMediaTypes = (content: Record<string, any> | undefined, at: (string | number)[]) => {
    for (const [type, media] of Object.entries(content ?? {})) {
      if (!media.schema) continue;
      const schema = pointer(...at, type, 'schema');
      if ('example' in media) found.push({ where: `${schema} example`, schema, value: media.example });
      for (const [name, ex] of Object.entries<any>(media.examples ?? {})) {
        found.push({ where: `${schema} examples.${name}`, schema, value: ex.value });
      }
    }
  };
  const fromParameters = (params: any[] | undefined, at: (string | number)[]) => {
    (params ?? []).forEach((param: any, i: number) => {
      if (param.$ref) return; // shared parameters are collected once, from components
      if ('example' in param) found.push({ where: pointer(...at, 'parameters', i), schema: pointer(...at, 'parameters', i, 'schema'), value: param.example });
    });
  };
  const fromOperation = (op: any, at: (string | number)[]) => {
    fromParameters(op.parameters, at);
    fromMediaTypes(op.requestBody?.content, [...at, 'requestBody', 'content']);
    for (const [status, response] of Object.entries<any>(op.responses ?? {})) {
      fromMediaTypes(response.content, [...at, 'responses', status, 'content']);
    }
  };
  for (const [path, item] of Object.entries<any>(spec.paths)) {
    fromParameters(item.parameters, ['paths', path]);
    for (const [method, op] of Object.entries<any>(item)) if (typeof op === 'object' && op.responses) fromOperation(op, ['paths', path, method]);
  }
  for (const [name, item] of Object.entries<any>(spec.webhooks ?? {})) {
    for (const [method, op] of Object.entries<any>(item)) if (typeof op === 'object' && op.responses) fromOperation(op, ['webhooks', name, method]);
  }
  for (const [kind, group] of Object.entries<any>(spec.components ?? {})) {
    for (const [name, item] of Object.entries<any>(group)) {
      if (kind === 'schemas') {
        (item.examples ?? []).forEach((value: unknown, i: number) =>
          found.push({ where: `${pointer('components', kind, name)} examples[${i}]`, schema: pointer('components', kind, name), value }));
      } else if (kind === 'responses' || kind === 'requestBodies') {
        fromMediaTypes(item.content, ['components', kind, name, 'content']);
      } else if (kind === 'parameters' && 'example' in item) {
        found.push({ where: pointer('components', kind, name), schema: pointer('components', kind, name, 'schema'), value: item.example });
      }
    }
  }
  return found;
}

describe('the contract', () => {
  it('has every call of section 7, each once, and nothing unknown', () => {
    expect(operations.filter((o) => o.tag !== 'Sandbox' && !EXTRAS.includes(key(o))).map(key).sort()).toEqual([...SECTION_7].sort());
    for (const extra of EXTRAS) expect(operations.map(key)).toContain(extra);
    expect(operations.filter((o) => o.tag === 'Sandbox').map(key).sort()).toEqual([...SANDBOX].sort());
  });

  it('has unique camelCase operationIds', () => {
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  });

  it('takes a bearer token on every call but the public ones', () => {
    expect(operations.filter((o) => o.public).map(key).sort()).toEqual([...PUBLIC].sort());
    expect(spec.security).toEqual([{ bearerAuth: [] }]);
  });

  it('flags exactly the calls that need extra privileges', () => {
    expect(operations.filter((o) => o.requiresPrivilege).map(key).sort()).toEqual([...PRIVILEGED].sort());
  });

  it('groups calls under the reference tags', () => {
    expect(spec.tags.map((t: { name: string }) => t.name)).toEqual(TAGS);
    for (const op of operations) expect(TAGS).toContain(op.tag);
  });

  it('describes every outgoing webhook with its envelope and Standard Webhooks headers', () => {
    // One notification per event type a subscription can choose, and the test notification.
    expect(Object.keys(spec.webhooks).sort()).toEqual(['subscription.created', ...spec.components.schemas.WebhookEventType.enum].sort());
    for (const [type, item] of Object.entries<any>(spec.webhooks)) {
      const headers = (item.post.parameters ?? []).map((p: any) => (p.$ref ? ajvResolve(p.$ref) : p))
        .filter((p: any) => p.in === 'header').map((p: any) => p.name.toLowerCase());
      expect(headers.sort(), type).toEqual(['webhook-id', 'webhook-signature', 'webhook-timestamp']);
      const body = item.post.requestBody.content['application/json'];
      const schema = pointer('webhooks', type, 'post', 'requestBody', 'content', 'application/json', 'schema');
      expect(validate(schema, body.example), `${type} example`).toEqual([]);
      expect(body.example.type).toBe(type);
      expect(validate(schema, { ...body.example, type: 'something.else' }), `${type} rejects another type`).not.toEqual([]);
    }
  });

  it('answers every error with the shared error body', () => {
    for (const op of operations) {
      const responses = spec.paths[op.path][op.method].responses as Record<string, any>;
      for (const [status, response] of Object.entries<any>(responses)) {
        if (Number(status) < 400) continue;
        const resolved = response.$ref ? ajvResolve(response.$ref) : response;
        expect(resolved.content?.[VENDOR]?.schema, `${key(op)} ${status}`).toEqual({ $ref: '#/components/schemas/Error' });
      }
    }
  });

  it('gives every operation an example for its request and for each answer with a body', () => {
    for (const op of operations) {
      const o = spec.paths[op.path][op.method];
      for (const [type, media] of Object.entries<any>(o.requestBody?.content ?? {})) {
        expect('example' in media || 'examples' in media, `${key(op)} request ${type}`).toBe(true);
      }
      for (const [status, response] of Object.entries<any>(o.responses)) {
        const resolved = response.$ref ? ajvResolve(response.$ref) : response;
        for (const [type, media] of Object.entries<any>(resolved.content ?? {})) {
          expect('example' in media || 'examples' in media, `${key(op)} ${status} ${type}`).toBe(true);
        }
      }
      for (const param of [...(spec.paths[op.path].parameters ?? []), ...(o.parameters ?? [])]) {
        const p = param.$ref ? ajvResolve(param.$ref) : param;
        expect('example' in p || 'examples' in p, `${key(op)} parameter ${p.name}`).toBe(true);
      }
    }
  });

  const examples = collectExamples();
  it('has examples to check', () => {
    expect(examples.length).toBeGreaterThan(100);
  });
  it.each(examples.map((e) => [e.where, e] as const))('example %s validates', (_where, example) => {
    expect(validate(example.schema, example.value)).toEqual([]);
  });

  it('rejects values that break the written rules (the schemas are not too loose)', () => {
    const s = (name: string) => pointer('components', 'schemas', name);
    expect(validate(s('Address'), '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226')).not.toEqual([]);
    expect(validate(s('EoaSignature'), '0x1234')).not.toEqual([]);
    expect(validate(s('Amount'), '1.234')).not.toEqual([]);
    expect(validate(s('Amount'), '-1')).not.toEqual([]);
    expect(validate(s('Amount'), '12.5')).toEqual([]);
    expect(validate(s('Memo'), 'abcd')).not.toEqual([]);
    expect(validate(s('Memo'), 'x'.repeat(141))).not.toEqual([]);
    expect(validate(s('CountryCode'), 'ISL')).not.toEqual([]);
    expect(validate(s('IsoDate'), '17-05-1990')).not.toEqual([]);
    expect(validate(s('Chain'), 'solana')).not.toEqual([]);
    expect(validate(s('Currency'), 'EUR')).not.toEqual([]);
    expect(validate(s('Signature'), '0x')).toEqual([]);
    expect(validate(s('Signature'), 'a8f7')).not.toEqual([]);
    expect(validate(s('EoaSignature'), `0x${'a'.repeat(129)}`)).not.toEqual([]);
    expect(validate(s('Iban'), 'IS14 0159 2600 7654 5510 7303 39')).not.toEqual([]);
    expect(validate(s('IbanInput'), 'IS14 0159 2600 7654 5510 7303 39')).toEqual([]);
    const secret = (bytes: number) => `whsec_${Buffer.alloc(bytes, 7).toString('base64')}`;
    expect(validate(s('WebhookSecret'), secret(24))).toEqual([]);
    expect(validate(s('WebhookSecret'), secret(64))).toEqual([]);
    expect(validate(s('WebhookSecret'), secret(23))).not.toEqual([]);
    expect(validate(s('WebhookSecret'), secret(65))).not.toEqual([]);
    expect(validate(s('WebhookSecret'), Buffer.alloc(32, 7).toString('base64'))).not.toEqual([]);
    const owner = (ownershipPercentage: number) => ({
      firstName: 'Jane', lastName: 'Doe', address: 'Laugavegur 1', postalCode: '101', city: 'Reykjavik',
      country: 'IS', nationality: 'IS', birthday: '1990-05-17', ownershipPercentage,
    });
    expect(validate(s('FinalBeneficiary'), owner(25))).toEqual([]);
    expect(validate(s('FinalBeneficiary'), owner(27.33))).toEqual([]);
    expect(validate(s('FinalBeneficiary'), owner(24.99))).not.toEqual([]);
    expect(validate(s('FinalBeneficiary'), owner(100.01))).not.toEqual([]);
    expect(validate(s('FinalBeneficiary'), owner(50.125))).not.toEqual([]);
    expect(validate(s('FinalBeneficiary'), { ...owner(50), firstName: 'J' })).not.toEqual([]);
    expect(validate(s('FinalBeneficiary'), { ...owner(50), shoeSize: 42 })).not.toEqual([]);
    expect(validate(s('Individual'), { firstName: 'Jo', lastName: 'D', country: 'IS' })).not.toEqual([]);
  });

  it('lists complete enums where the product specification names them', () => {
    const values = (name: string) => spec.components.schemas[name].enum as string[];
    // The product specification's 12 chains, plus base and basesepolia (the provider's published list, wire-facts).
    expect(values('Chain')).toHaveLength(14);
    expect(values('Chain')).toEqual(expect.arrayContaining(['base', 'basesepolia']));
    // Each form code list is the product specification's, plus the codes the provider's API of
    // 2026-08 renamed, which are accepted beside them.
    expect(values('Profession')).toHaveLength(29 + 29);
    expect(values('LegalForm')).toHaveLength(8);
    expect(values('CorporatePurpose')).toHaveLength(5 + 3);
    expect(values('AnnualIncome')).toHaveLength(5 + 4);
    expect(values('MonthlyTurnover')).toHaveLength(5 + 1);
    expect(values('MonthlyTransactionCount')).toHaveLength(5 + 2);
    expect(values('CorporateMonthlyTurnover')).toHaveLength(3 + 1);
    expect(values('CorporateMonthlyTransactionCount')).toHaveLength(3 + 1);
    expect(values('CorporateFundOrigin')).toHaveLength(6 + 3);
    expect(values('CorporateActivity')).toHaveLength(30 + 6);
    expect(values('Occupation')).toContain('OCCUPATION_SELF_EMPLOYED');
    expect(values('OrderState')).toEqual(['placed', 'pending', 'processed', 'rejected']);
    // Every state, `placed` included (the provider's filter takes it).
    expect(values('OrderStateFilter')).toEqual(values('OrderState'));
    // The orders list's `state` parameter says so too (its text once left `placed` out).
    const stateParameter = (spec.paths['/orders'].get.parameters as { name: string; description: string }[]).find((p) => p.name === 'state')!;
    for (const state of values('OrderStateFilter')) expect(stateParameter.description).toContain(`\`${state}\``);
    expect(values('PersonalVerificationKind')).toEqual(['idDocument', 'facialSimilarity', 'proofOfResidency', 'sourceOfFunds', 'deviceIntelligence', 'enhancedDueDiligence']);
  });
});

function ajvResolve(ref: string): any {
  return ref
    .slice(2)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<any>((node, part) => node?.[part], spec);
}
