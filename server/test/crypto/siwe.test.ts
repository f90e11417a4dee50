import { ethers } from 'ethers';
import { describe, expect, it } from 'vitest';
import { recoverPersonalSigner } from '../../src/crypto/eip191.js';
import { SIWE_CLOCK_SKEW_SECONDS, checkSiweMessage, type SiweRules } from '../../src/crypto/siwe-rules.js';
import {
  formatSiweMessage,
  isSiweError,
  parseRfc3339,
  parseSiweMessage,
  type SiweFields,
  type SiweMessage,
} from '../../src/crypto/siwe.js';

const HARDHAT_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const HARDHAT_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

const NOW = new Date('2026-11-22T09:31:00.000Z');
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

const RULES: SiweRules = {
  now: NOW,
  signInPage: 'https://emoney.test/siwe',
  privacyPolicyUrl: 'https://app.partner.test/privacy',
  termsOfServiceUrl: 'https://app.partner.test/terms',
  allowedChainIds: [11155111, 10200],
  domain: 'app.partner.test',
};

const FIELDS: SiweFields = {
  domain: 'app.partner.test',
  address: HARDHAT_ADDRESS,
  statement: 'Allow Partner App to access my data on emoney.',
  uri: 'https://app.partner.test/callback',
  chainId: 11155111,
  nonce: '7gk2Qx9LpZ3aRm4T',
  issuedAt: at(-60),
  expirationTime: at(240),
  resources: ['https://emoney.test/siwe', 'https://app.partner.test/privacy', 'https://app.partner.test/terms'],
};

// The example of spec/components/schemas/SiweMessage.yaml, verbatim.
const SCHEMA_EXAMPLE = [
  'app.partner.test wants you to sign in with your Ethereum account:',
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '',
  'Allow Partner App to access my data on emoney.',
  '',
  'URI: https://app.partner.test/callback',
  'Version: 1',
  'Chain ID: 11155111',
  'Nonce: 7gk2Qx9LpZ3aRm4T',
  'Issued At: 2026-11-22T09:30:00.000Z',
  'Expiration Time: 2026-11-22T09:35:00.000Z',
  'Resources:',
  '- https://emoney.test/siwe',
  '- https://app.partner.test/privacy',
  '- https://app.partner.test/terms',
].join('\n');

/** The message for FIELDS with some fields changed (undefined removes a field). */
function message(changes: Partial<Record<keyof SiweFields, unknown>> = {}): string {
  const fields = { ...FIELDS, ...changes } as Record<string, unknown>;
  for (const k of Object.keys(fields)) if (fields[k] === undefined) delete fields[k];
  return formatSiweMessage(fields as unknown as SiweFields);
}

function parsed(text: string): SiweMessage {
  const result = parseSiweMessage(text);
  if (isSiweError(result)) throw new Error(`expected a message, got: ${result.error}`);
  return result;
}

// RFC 6749 §5.2: error_description is limited to these characters.
const OAUTH_DESCRIPTION = /^[\x20\x21\x23-\x5B\x5D-\x7E]+$/;

describe('a valid SIWE message', () => {
  it('built with formatSiweMessage, signed by an independent wallet, passes every rule', async () => {
    const text = message();
    const signature = await new ethers.Wallet(HARDHAT_KEY).signMessage(text);
    expect(recoverPersonalSigner(text, signature)).toBe(HARDHAT_ADDRESS);
    expect(checkSiweMessage(text, RULES)).toBeNull();
    const m = parsed(text);
    expect(m).toMatchObject({ address: HARDHAT_ADDRESS, chainId: 11155111, nonce: '7gk2Qx9LpZ3aRm4T', version: '1' });
    expect(parseRfc3339(m.expirationTime!)).toEqual(at(240));
    expect(parseRfc3339(m.issuedAt)).toEqual(at(-60));
    expect(checkSiweMessage(m, RULES)).toBeNull(); // the parsed form is accepted too
  });

  it('the schema example parses into its fields and formats back to the same text', () => {
    const m = parsed(SCHEMA_EXAMPLE);
    expect(m).toEqual({
      domain: 'app.partner.test',
      address: HARDHAT_ADDRESS,
      statement: 'Allow Partner App to access my data on emoney.',
      uri: 'https://app.partner.test/callback',
      version: '1',
      chainId: 11155111,
      nonce: '7gk2Qx9LpZ3aRm4T',
      issuedAt: '2026-11-22T09:30:00.000Z',
      expirationTime: '2026-11-22T09:35:00.000Z',
      resources: ['https://emoney.test/siwe', 'https://app.partner.test/privacy', 'https://app.partner.test/terms'],
    });
    expect(formatSiweMessage(m)).toBe(SCHEMA_EXAMPLE);
    expect(checkSiweMessage(SCHEMA_EXAMPLE, RULES)).toBeNull();
  });

  it('matches the contract pattern of the SiweMessage schema', async () => {
    const { readFileSync } = await import('node:fs');
    const { createRequire } = await import('node:module');
    const path = createRequire(import.meta.url).resolve('@emoney/api-types/openapi.json');
    const pattern = JSON.parse(readFileSync(path, 'utf8')).components.schemas.SiweMessage.pattern as string;
    expect(new RegExp(pattern).test(message())).toBe(true);
    expect(new RegExp(pattern).test(message({ statement: undefined }))).toBe(true);
    expect(new RegExp(pattern).test(message() + '\n')).toBe(false);
  });

  it('may omit the statement, keeping both empty lines', () => {
    const text = message({ statement: undefined });
    expect(text).toContain(`${HARDHAT_ADDRESS}\n\n\nURI: `);
    expect(parsed(text).statement).toBeUndefined();
    expect(checkSiweMessage(text, RULES)).toBeNull();
  });

  it('may carry a scheme, Not Before in the past, a Request ID, an offset time and a lowercase address', () => {
    const text = message({
      scheme: 'https',
      notBefore: '2026-11-22T10:00:00+01:00', // 09:00Z
      requestId: 'req-42',
      issuedAt: '2026-11-22T04:30:00.123456-05:00', // 09:30:00.123Z
      address: HARDHAT_ADDRESS.toLowerCase(),
    });
    const m = parsed(text);
    expect(m).toMatchObject({ scheme: 'https', domain: 'app.partner.test', requestId: 'req-42' });
    expect(parseRfc3339(m.issuedAt)!.toISOString()).toBe('2026-11-22T09:30:00.123Z');
    expect(checkSiweMessage(text, RULES)).toBeNull();
    expect(formatSiweMessage(m)).toBe(text);
  });

  it('compares the domain case-insensitively and checks it only when asked', () => {
    expect(checkSiweMessage(message({ domain: 'App.Partner.TEST' }), RULES)).toBeNull();
    expect(checkSiweMessage(message({ domain: 'other.test' }), { ...RULES, domain: undefined })).toBeNull();
  });

  it(`tolerates an Issued At up to ${SIWE_CLOCK_SKEW_SECONDS} s ahead (a wallet clock running fast)`, () => {
    expect(checkSiweMessage(message({ issuedAt: at(30) }), RULES)).toBeNull();
    expect(checkSiweMessage(message({ issuedAt: at(SIWE_CLOCK_SKEW_SECONDS) }), RULES)).toBeNull();
    expect(checkSiweMessage(message({ notBefore: at(30) }), RULES)).toBeNull();
    // …and the tolerance can be switched off.
    expect(checkSiweMessage(message({ issuedAt: at(30) }), { ...RULES, clockSkewSeconds: 0 })).toMatch(/Issued At/);
  });
});

describe('checkSiweMessage refuses, with a reason, a message', () => {
  const cases: Array<[string, string | SiweMessage, RegExp]> = [
    ['that has expired', message({ issuedAt: at(-600), expirationTime: at(-1) }), /expired/],
    ['that expires this very instant', message({ expirationTime: NOW }), /expired/],
    ['without Expiration Time', message({ expirationTime: undefined }), /Expiration Time is required/],
    ['issued clearly in the future', message({ issuedAt: at(600), expirationTime: at(900) }), /Issued At .* in the future/],
    ['issued just past the clock-skew tolerance', message({ issuedAt: at(SIWE_CLOCK_SKEW_SECONDS + 1) }), /Issued At/],
    ['expiring before it was issued', message({ issuedAt: at(-30), expirationTime: at(-60) }), /later than Issued At/],
    ['not valid before a future time', message({ notBefore: at(600) }), /not valid before/],
    ['of Version 2', message({ version: '2' }), /Version must be 1/],
    ['on a chain not allowed here', message({ chainId: 1 }), /Chain ID 1 is not accepted/],
    ['on an unknown chain', message({ chainId: 5 }), /Chain ID 5 is not accepted/],
    ['with a 7-character nonce', message({ nonce: 'abc1234' }), /Nonce must be at least 8/],
    ['with a nonce that is not alphanumeric', message({ nonce: 'abcd-1234' }), /Nonce/],
    ['with the resources in the wrong order', message({ resources: [RULES.signInPage, RULES.termsOfServiceUrl, RULES.privacyPolicyUrl] }), /Resources/],
    ['with two resources', message({ resources: [RULES.signInPage, RULES.privacyPolicyUrl] }), /Resources/],
    ['with four resources', message({ resources: [...FIELDS.resources!, 'https://app.partner.test/more'] }), /Resources/],
    ['with no resources at all', message({ resources: undefined }), /Resources/],
    ['with another sign-in page', message({ resources: ['https://evil.test/siwe', RULES.privacyPolicyUrl, RULES.termsOfServiceUrl] }), /Resources/],
    ['from another domain', message({ domain: 'evil.test' }), /domain evil\.test is not the app host/],
    ['with a broken EIP-55 checksum', message({ address: '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }), /checksum/],
    ['with a trailing newline', message() + '\n', /must not end with a newline/],
    ['with CRLF line ends', message().replaceAll('\n', '\r\n'), /carriage return/],
    ['with a lone carriage return', message().replace('Version: 1', 'Version: 1\r'), /carriage return/],
    ['without the address line', message().replace(`${HARDHAT_ADDRESS}\n`, ''), /line 2 must be the Ethereum address/],
    ['with a malformed address', message({ address: '0x1234' }), /line 2 must be the Ethereum address/],
    ['without the empty line after the statement', message().replace('emoney.\n\nURI', 'emoney.\nURI'), /must be empty/],
    ['without a statement and only one empty line (pre-final EIP form)', message({ statement: undefined }).replace('\n\n\nURI', '\n\nURI'), /two empty lines/],
    ['with a two-line statement', message({ statement: 'line one\nline two' }), /must be empty/],
    ['with a statement outside the EIP-4361 alphabet', message({ statement: 'Say "hi"' }), /statement/],
    ['with the wrong header', message().replace('wants you to sign in', 'wants you to log in'), /line 1/],
    ['with an empty domain', message({ domain: '' }), /domain/],
    ['with a relative URI', message({ uri: '/callback' }), /URI is not an absolute/],
    ['without a Nonce line', message().replace(/Nonce: .*\n/, ''), /Nonce line/],
    ['without an Issued At line', message().replace(/Issued At: .*\n/, ''), /Issued At line/],
    ['with a non-numeric Chain ID', message({ chainId: '0x1' }), /Chain ID must be/],
    ['with a zero-padded Chain ID', message({ chainId: '011155111' }), /Chain ID must be/],
    ['with a date that does not exist', message({ expirationTime: '2026-02-30T00:00:00Z' }), /Expiration Time is not an RFC 3339/],
    ['with a date without time zone', message({ expirationTime: '2026-11-22T09:35:00' }), /Expiration Time is not an RFC 3339/],
    ['with the optional fields out of order', message({ notBefore: at(-60) }).replace(/(Expiration Time: .*)\n(Not Before: .*)/, '$2\n$1'), /not expected here/],
    ['with a field given twice', message().replace('Version: 1', 'Version: 1\nVersion: 1'), /Chain ID line/],
    ['with an unknown line', message().replace('Resources:', 'Color: blue\nResources:'), /not expected here/],
    ['with a resource that is not a URI', message({ resources: [RULES.signInPage, RULES.privacyPolicyUrl, 'terms page'] }), /resource is not/],
    ['that is empty', '', /empty/],
    ['that is too long', message({ statement: 'a'.repeat(5000) }), /longer than 4096/],
    ['that is a hand-built object with a two-line statement', { ...parsed(message()), statement: 'a\nb' }, /must be empty/],
  ];

  for (const [name, input, reason] of cases) {
    it(name, () => {
      const result = checkSiweMessage(input, RULES);
      expect(result).toMatch(reason);
      expect(result).toMatch(OAUTH_DESCRIPTION);
    });
  }

  it('fails loudly, rather than open, when the server clock is not a date', () => {
    expect(() => checkSiweMessage(message(), { ...RULES, now: new Date(NaN) })).toThrow(TypeError);
  });

  it('keeps reasons within the OAuth error_description alphabet even when echoing configuration', () => {
    const result = checkSiweMessage(message(), { ...RULES, signInPage: 'https://emoney.test/siwe"\\é' });
    expect(result).toMatch(/Resources/);
    expect(result).toMatch(OAUTH_DESCRIPTION);
  });
});

describe('parseSiweMessage', () => {
  it('never throws, whatever it is given', () => {
    const base = message({ notBefore: at(-60), requestId: 'abc' });
    const inputs: unknown[] = [null, undefined, 42, {}, [], '\n', '\r\n', ' wants you to sign in with your Ethereum account:'];
    // Every prefix, and the text with each single character deleted.
    for (let k = 0; k <= base.length; k++) inputs.push(base.slice(0, k), base.slice(0, k) + base.slice(k + 1));
    for (const input of inputs) {
      expect(() => parseSiweMessage(input as string)).not.toThrow();
      expect(() => checkSiweMessage(input as string, RULES)).not.toThrow();
    }
  });

  it('accepts only the full text: every strict prefix is refused', () => {
    const text = message();
    for (let k = 0; k < text.length; k++) {
      // A prefix ending inside the last resource is itself a well-formed message (with a shorter URI),
      // but never one that passes the rules.
      expect(checkSiweMessage(text.slice(0, k), RULES), `prefix of length ${k}`).not.toBeNull();
    }
  });
});

describe('parseRfc3339', () => {
  it('reads RFC 3339 date-times with offsets and fractions', () => {
    expect(parseRfc3339('2026-11-22T09:30:00Z')!.toISOString()).toBe('2026-11-22T09:30:00.000Z');
    expect(parseRfc3339('2026-11-22T09:30:00.5+02:00')!.toISOString()).toBe('2026-11-22T07:30:00.500Z');
    expect(parseRfc3339('2024-02-29T00:00:00Z')).not.toBeNull(); // leap year
    expect(parseRfc3339('0099-01-01T00:00:00Z')!.getUTCFullYear()).toBe(99);
  });

  it('refuses what is not one', () => {
    for (const bad of ['2026-11-22', '2026-11-22 09:30:00Z', '2026-11-22t09:30:00z', '2026-13-01T00:00:00Z', '2025-02-29T00:00:00Z', '2026-04-31T00:00:00Z', '2026-11-22T24:00:00Z', '2026-11-22T09:60:00Z', '2026-11-22T09:30:60Z', '2026-11-22T09:30:00+24:00', '2026-11-22T09:30:00+0200']) {
      expect(parseRfc3339(bad), bad).toBeNull();
    }
  });
});
