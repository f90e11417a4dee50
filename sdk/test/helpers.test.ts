// Unit tests of the helpers, with fixed vectors: RFC 7636, the Standard Webhooks example, the
// contract's own examples, and the server's implementation of the same rules as a cross-check.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Wallet } from 'ethers';
import { afterEach, describe, expect, it } from 'vitest';
import { chainId as serverChainId, CHAINS, checkOrderMessage, checkSiweMessage, parseSiweMessage, verifyPersonalSignature } from '@emoney/server/testing';
import {
  CHAIN_IDS,
  createCodeVerifier,
  getChain,
  getChainId,
  LINK_MESSAGE,
  parseChain,
  pkceChallenge,
  placeOrderMessage,
  rfc3339,
  shortenAddress,
  shortenIban,
  siweMessage,
} from '../src/index.js';
import { verifyWebhook } from '../src/server/index.js';

const require = createRequire(import.meta.url);
const spec = JSON.parse(readFileSync(require.resolve('@emoney/api-types/openapi.json'), 'utf8'));

describe('PKCE (RFC 7636, appendix B)', () => {
  it('derives the S256 challenge of the RFC vector', async () => {
    expect(await pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('makes 43-character verifiers from the CSPRNG, never the same twice', () => {
    const verifiers = new Set(Array.from({ length: 50 }, createCodeVerifier));
    expect(verifiers.size).toBe(50);
    for (const v of verifiers) expect(v).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('verifyWebhook (Standard Webhooks)', () => {
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  const headers = {
    'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
    'webhook-timestamp': '1614265330',
    'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
  };
  const at = (seconds: number) => ({ now: new Date((1614265330 + seconds) * 1000) });

  it('accepts the published vector, as a string, as bytes, and with Headers', async () => {
    expect(await verifyWebhook('{"test": 2432232314}', headers, secret, at(0))).toBe(true);
    expect(await verifyWebhook(new TextEncoder().encode('{"test": 2432232314}'), headers, secret, at(0))).toBe(true);
    expect(await verifyWebhook('{"test": 2432232314}', new Headers(headers), secret, at(0))).toBe(true);
  });

  it('refuses the same payload re-serialized (space removed)', async () => {
    expect(await verifyWebhook('{"test":2432232314}', headers, secret, at(0))).toBe(false);
  });

  it('accepts 5 minutes of clock difference either way, not more', async () => {
    expect(await verifyWebhook('{"test": 2432232314}', headers, secret, at(300))).toBe(true);
    expect(await verifyWebhook('{"test": 2432232314}', headers, secret, at(-300))).toBe(true);
    expect(await verifyWebhook('{"test": 2432232314}', headers, secret, at(301))).toBe(false);
    expect(await verifyWebhook('{"test": 2432232314}', headers, secret, at(-301))).toBe(false);
    expect(await verifyWebhook('{"test": 2432232314}', headers, secret, { ...at(3600), tolerance: 3600 })).toBe(true);
  });

  it('finds a valid v1 signature among several, in any header case, and refuses bad input without throwing', async () => {
    const several = { 'Webhook-Id': headers['webhook-id'], 'WEBHOOK-TIMESTAMP': [headers['webhook-timestamp']], 'webhook-signature': `v1,AAAA v2,xyz ${headers['webhook-signature']}` };
    expect(await verifyWebhook('{"test": 2432232314}', several, secret, at(0))).toBe(true);
    expect(await verifyWebhook('{"test": 2432232314}', headers, 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSx', at(0))).toBe(false);
    expect(await verifyWebhook('{"test": 2432232314}', headers, 'whsec_%%%', at(0))).toBe(false);
    expect(await verifyWebhook('{"test": 2432232314}', { ...headers, 'webhook-signature': 'v1,%%%' }, secret, at(0))).toBe(false);
    expect(await verifyWebhook('{"test": 2432232314}', { ...headers, 'webhook-timestamp': '1614265330.5' }, secret, at(0))).toBe(false);
    expect(await verifyWebhook('{"test": 2432232314}', { 'webhook-id': 'x' }, secret, at(0))).toBe(false);
  });
});

describe('shortenIban and shortenAddress', () => {
  it('shortens an IBAN to 11 characters: first four, three dots, last four', () => {
    expect(shortenIban('DE89 3704 0044 0532 0130 00')).toBe('DE89...3000');
    expect(shortenIban('is140159260076545510730339')).toBe('IS14...0339');
    expect(shortenIban('DE89370400440532013000')).toHaveLength(11);
  });

  it('shortens an address to 0x + 4, three dots, last 4', () => {
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F...2266');
    expect(shortenAddress('0x')).toBe('0x');
  });
});

describe('rfc3339', () => {
  const instant = new Date('2026-11-22T09:30:15.123Z');
  const tz = process.env.TZ;
  afterEach(() => {
    if (tz === undefined) delete process.env.TZ;
    else process.env.TZ = tz;
  });

  it('writes UTC with Z, other offsets with ±HH:MM, to the second', () => {
    expect(rfc3339(instant, 0)).toBe('2026-11-22T09:30:15Z');
    expect(rfc3339(instant, 330)).toBe('2026-11-22T15:00:15+05:30');
    expect(rfc3339(instant, -300)).toBe('2026-11-22T04:30:15-05:00');
    expect(rfc3339(new Date('2026-01-01T00:30:00Z'), -60)).toBe('2025-12-31T23:30:00-01:00');
  });

  it('uses the runtime time zone by default, daylight saving time included', () => {
    process.env.TZ = 'Europe/Berlin';
    expect(rfc3339(instant)).toBe('2026-11-22T10:30:15+01:00');
    expect(rfc3339(new Date('2026-07-01T12:00:00Z'))).toBe('2026-07-01T14:00:00+02:00');
    process.env.TZ = 'America/St_Johns';
    expect(rfc3339(instant)).toBe('2026-11-22T06:00:15-03:30');
    process.env.TZ = 'UTC';
    expect(rfc3339(instant)).toBe('2026-11-22T09:30:15Z');
  });

  it('refuses an invalid date', () => {
    expect(() => rfc3339(new Date('nope'))).toThrow(RangeError);
  });
});

describe('placeOrderMessage', () => {
  const date = new Date('2026-11-22T09:30:42.999Z');

  it('writes the IBAN form to the minute, currency upper case, IBAN without spaces', () => {
    expect(placeOrderMessage({ amount: '100.00', currency: 'eur', iban: 'de89 3704 0044 0532 0130 00', date, offset: 0 })).toBe(
      'Send EUR 100.00 to DE89370400440532013000 at 2026-11-22T09:30:00Z',
    );
    expect(placeOrderMessage({ amount: '1', currency: 'gbp', iban: 'DE89370400440532013000', shorten: true, date, offset: 60 })).toBe(
      'Send GBP 1 to DE89...3000 at 2026-11-22T10:30:00+01:00',
    );
  });

  it('writes the cross-chain form with the chain name, from a name or a chain id', () => {
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    expect(placeOrderMessage({ amount: '5.5', currency: 'usd', address, chain: 'chiado', date, offset: -480 })).toBe(
      `Send USD 5.5 to ${address} on chiado at 2026-11-22T01:30:00-08:00`,
    );
    expect(placeOrderMessage({ amount: '5.5', currency: 'usd', address, chain: 80002, date, offset: 0 })).toContain(' on amoy at ');
  });

  it('writes what the server accepts for the same order (its own rules, any time zone)', () => {
    const now = new Date();
    const iban = 'DE89370400440532013000';
    for (const offset of [0, 330, -600]) {
      const message = placeOrderMessage({ amount: '100.00', currency: 'eur', iban, offset });
      expect(checkOrderMessage(message, { currency: 'eur', amount: '100.00', counterpart: { identifier: { standard: 'iban', iban } } }, now)).toEqual([]);
    }
    const cross = placeOrderMessage({ amount: '7', currency: 'eur', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chain: 'gnosis' });
    expect(
      checkOrderMessage(cross, { currency: 'eur', amount: '7.00', counterpart: { identifier: { standard: 'chain', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chain: 'gnosis' } } }, now),
    ).toEqual([]);
  });
});

describe('siweMessage (EIP-4361)', () => {
  const fields = {
    domain: 'app.partner.test',
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    uri: 'https://app.partner.test/callback',
    chain: 'sepolia' as const,
    statement: 'Allow Partner App to access my data on emoney.',
    nonce: '7gk2Qx9LpZ3aRm4T',
    issuedAt: new Date('2026-11-22T09:30:00.000Z'),
    signInUrl: 'https://emoney.test/siwe',
    privacyPolicyUrl: 'https://app.partner.test/privacy',
    termsOfServiceUrl: 'https://app.partner.test/terms',
  };

  it('writes exactly the contract example (expiration 5 minutes after issue, no trailing newline)', () => {
    expect(siweMessage(fields)).toBe(spec.components.schemas.SiweMessage.examples[0]);
  });

  it('keeps the blank lines without a statement, adds optional fields in order, and passes the server rules', () => {
    const now = new Date();
    const message = siweMessage({ ...fields, statement: undefined, issuedAt: now, notBefore: new Date(now.getTime() - 1000), requestId: 'req-1', nonce: undefined });
    expect(message).toContain('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n\n\nURI: ');
    expect(message).toMatch(/\nNonce: [0-9a-f]{16}\n/);
    expect(message).toMatch(/\nExpiration Time: .*\nNot Before: .*\nRequest ID: req-1\nResources:\n/);
    expect(parseSiweMessage(message)).not.toHaveProperty('error');
    const rules = { now, signInPage: fields.signInUrl, privacyPolicyUrl: fields.privacyPolicyUrl, termsOfServiceUrl: fields.termsOfServiceUrl, allowedChainIds: [11155111], domain: 'app.partner.test' };
    expect(checkSiweMessage(message, rules)).toBeNull();
  });

  it('refuses chains without an EIP-155 id', () => {
    expect(() => siweMessage({ ...fields, chain: 'noble' })).toThrow(RangeError);
    expect(() => siweMessage({ ...fields, chain: 'grand-1' })).toThrow(RangeError);
  });
});

describe('chains', () => {
  it('maps every chain of the contract to the ids the server uses', () => {
    expect(Object.keys(CHAIN_IDS)).toEqual(spec.components.schemas.Chain.enum);
    for (const chain of CHAINS) {
      const id = getChainId(chain);
      expect(typeof id === 'number' ? id : null).toBe(serverChainId(chain));
      expect(getChain(id)).toBe(chain);
      expect(parseChain(chain.toUpperCase())).toBe(chain);
      expect(parseChain(id)).toBe(chain);
    }
  });

  it('reads ids as wallets report them, and refuses unknown ones', () => {
    expect(getChain('0xaa36a7')).toBe('sepolia');
    expect(getChain('100')).toBe('gnosis');
    expect(getChain('noble-1')).toBe('noble');
    expect(getChain(8453)).toBe('base');
    expect(getChain('0x14a34')).toBe('basesepolia');
    expect(parseChain('grand-1')).toBe('grand');
    expect(() => getChain(56)).toThrow(RangeError);
    expect(() => parseChain('toString')).toThrow(RangeError);
    expect(() => getChainId('bsc' as never)).toThrow(RangeError);
  });
});

describe('the link message', () => {
  it('is what a wallet signs for the server to verify', async () => {
    const wallet = new Wallet('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
    expect(wallet.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(verifyPersonalSignature(wallet.address, LINK_MESSAGE, await wallet.signMessage(LINK_MESSAGE))).toBe(true);
  });
});

describe('the browser build', () => {
  it('imports nothing Node-only', () => {
    const dir = join(import.meta.dirname, '../src');
    // Every source file, the compat entry's folder included (tests are not shipped).
    const files = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !/\.test(-d)?\.tsx?$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const imports = [...text.matchAll(/^(?:import|export)[^;]*? from '([^']+)'/gm)].map((m) => m[1]);
      for (const from of imports) expect(from, file).toMatch(/^(\.\.?\/|openapi-fetch$|@emoney\/api-types(\/contract)?$)/);
      expect(text.replace(/^\s*(\/\/|\*).*$/gm, ''), file).not.toMatch(/\b(require\(|Buffer\.|process\.)/);
    }
  });
});
