import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { EnvReader } from '../../src/env-reader.js';
import { isDeclaredEnvVariable } from '../../src/env-variables.js';
import { clientSecretKeyRing } from '../../src/features/credentials/client-secrets.config.js';
import { keyOf } from '../../src/features/secrets/key-ring.js';

const key = (bytes = 32) => randomBytes(bytes).toString('base64');

describe('the one environment reader', () => {
  it('takes unset and empty as the default and names the variable of a bad value', () => {
    const env = new EnvReader({ A: '', B: '12', C: 'x', D: 'yes' });
    expect(env.integer('A', 5, { means: 'a whole number' })).toBe(5);
    expect(env.integer('B', 5, { means: 'a whole number' })).toBe(12);
    expect(() => env.integer('B', 5, { max: 10, means: 'a whole number up to 10' })).toThrow(new ConfigError('B must be a whole number up to 10, got "12"'));
    expect(() => env.integer('C', 5, { means: 'a whole number' })).toThrow(ConfigError);
    expect(() => env.flag('D', false)).toThrow('D must be "true" or "false", got "yes"');
    expect(env.list('E')).toEqual([]);
  });

  it('reads only the declared variables, so each is documented (env-variables.ts)', () => {
    const env = new EnvReader({ EMONEY_NOT_A_SETTING: 'x', EMONEY_RPC_URL_SEPOLIA: 'http://127.0.0.1:8545' }, isDeclaredEnvVariable);
    expect(() => env.text('EMONEY_NOT_A_SETTING')).toThrow(/EMONEY_NOT_A_SETTING is read but not declared/);
    expect(env.matching(/^EMONEY_RPC_URL_[A-Z]+$/)).toEqual([['EMONEY_RPC_URL_SEPOLIA', 'http://127.0.0.1:8545']]);
    expect(() => env.matching(/^EMONEY_NOT_/)).toThrow(/not declared/);
  });

  it('refuses a switch that is neither true nor false, where it used to read it as false', () => {
    expect(loadConfig({ EMONEY_SANDBOX_OPEN_MAILBOX: 'true' }).sandbox.openMailbox).toBe(true);
    expect(() => loadConfig({ EMONEY_SANDBOX_OPEN_MAILBOX: '1' })).toThrow(/EMONEY_SANDBOX_OPEN_MAILBOX must be "true" or "false"/);
    expect(() => loadConfig({ EMONEY_WEBHOOK_ALLOW_PRIVATE_URLS: 'no' })).toThrow(ConfigError);
  });

  it('reads every key ring in one form and names the variable of a bad one', () => {
    expect(() => loadConfig({ EMONEY_DATA_KEYS: `d:${key(40)}` })).toThrow(/EMONEY_DATA_KEYS: the key of "d" must be exactly 32 bytes/);
    expect(() => loadConfig({ EMONEY_SECRET_HASH_KEYS: 'no-colon' })).toThrow(/EMONEY_SECRET_HASH_KEYS: each entry is kid:key/);
    expect(() => loadConfig({ EMONEY_TOKEN_SIGNING_KEYS: `a:${key()},a:${key()}` })).toThrow(/the kid "a" appears twice/);
  });
});

describe('client-secret hash keys as a key ring', () => {
  it('puts EMONEY_SECRET_HASH_KEYS first and keeps the older form after it, under the ids stored hashes carry', () => {
    const older = 'the old key of at least thirty-two characters';
    const config = loadConfig({ EMONEY_SECRET_HASH_KEYS: `2026-12:${key()},2026-06:${key()}`, EMONEY_SECRET_HASH_PREVIOUS_KEYS: older });
    const ring = clientSecretKeyRing(config.clientSecrets);
    expect(ring.map((k) => k.kid).slice(0, 2)).toEqual(['2026-12', '2026-06']);
    expect(ring).toHaveLength(3);
    // The older form's id: a digest of its text (12 hex digits), as in hashes made before.
    expect(ring[2]!.kid).toMatch(/^[0-9a-f]{12}$/);
    expect(Buffer.from(keyOf(ring, ring[2]!.kid)!.secret).toString('utf8')).toBe(older);
  });

  it('accepts either form in production, and the sandbox key only when neither names a current key', () => {
    expect(() => loadConfig({ EMONEY_MODE: 'production', EMONEY_SECRET_HASH_KEYS: `k:${key()}` })).not.toThrow();
    const sandbox = loadConfig({ EMONEY_SECRET_HASH_PREVIOUS_KEYS: 'an earlier key of at least thirty-two characters' }).clientSecrets;
    const ring = clientSecretKeyRing(sandbox, 'generated-sandbox-key-kept-in-settings-000');
    expect(Buffer.from(ring[0].secret).toString('utf8')).toBe('generated-sandbox-key-kept-in-settings-000');
    expect(ring).toHaveLength(2);
  });
});
