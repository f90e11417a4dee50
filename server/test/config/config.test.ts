import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('loadConfig', () => {
  it('works with nothing set: sandbox on port 4000, embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 4000, host: '127.0.0.1', mode: 'sandbox', databaseUrl: undefined });
  });

  it('reads the documented variables', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      EMONEY_MODE: 'production',
      DATABASE_URL: 'postgres://x@h/db',
      EMONEY_SECRET_HASH_KEY: 'a production key of at least 32 characters',
    });
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', mode: 'production', databaseUrl: 'postgres://x@h/db' });
  });

  it('refuses a bad mode or port with a clear message', () => {
    expect(() => loadConfig({ EMONEY_MODE: 'live' })).toThrow(ConfigError);
    expect(() => loadConfig({ EMONEY_MODE: 'live' })).toThrow('EMONEY_MODE must be "sandbox" or "production", got "live"');
    expect(() => loadConfig({ PORT: 'http' })).toThrow('PORT must be a port number');
  });

  it('reads EMONEY_SIWE_SIGNIN_URLS (comma-separated), defaulting to {EMONEY_PUBLIC_URL}/siwe', () => {
    expect(loadConfig({ EMONEY_PUBLIC_URL: 'https://emoney.test/' }).siweSignInUrls).toEqual(['https://emoney.test/siwe']);
    expect(loadConfig({ EMONEY_SIWE_SIGNIN_URLS: 'https://a.example/siwe, https://emoney.test/siwe,' }).siweSignInUrls).toEqual([
      'https://a.example/siwe',
      'https://emoney.test/siwe',
    ]);
    expect(() => loadConfig({ EMONEY_SIWE_SIGNIN_URLS: 'a.example/siwe' })).toThrow(/EMONEY_SIWE_SIGNIN_URLS must list absolute http\(s\) URLs/);
  });
});
