import { randomBytes } from 'node:crypto';
import type { Config } from '@emoney/server/testing';

/** A random key named `kid`, as the environment would give it. */
export function testKey(kid: string) {
  return { kid, secret: new Uint8Array(randomBytes(32)) };
}

/**
 * Production refuses to start without keys from the environment; a test server in production
 * mode gets random ones unless the test gave its own.
 */
export function withProductionTestKeys(config: Config): Config {
  if (config.mode !== 'production') return config;
  return {
    ...config,
    secrets: {
      tokenSigningKeys: config.secrets.tokenSigningKeys ?? [testKey('test-signing')],
      dataKeys: config.secrets.dataKeys ?? [testKey('test-data')],
    },
  };
}
