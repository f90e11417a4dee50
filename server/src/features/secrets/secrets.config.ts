import { ConfigError, type EnvReader } from '../../env-reader.js';
import type { KeyRing } from './key-ring.js';

/** Key material from the environment (`EMONEY_TOKEN_SIGNING_KEYS`, `EMONEY_DATA_KEYS`); both required in production. */
export interface SecretsConfig {
  /** Access-token HMAC keys, current first. Unset: the sandbox generates and keeps its own in the database. */
  tokenSigningKeys: KeyRing | undefined;
  /** AES-256-GCM keys (exactly 32 bytes) for data encrypted at rest (webhook secrets), current first. Unset: the sandbox generates one. */
  dataKeys: KeyRing | undefined;
}

export function loadSecretsConfig(env: EnvReader): SecretsConfig {
  return { tokenSigningKeys: env.keyRing('EMONEY_TOKEN_SIGNING_KEYS'), dataKeys: env.keyRing('EMONEY_DATA_KEYS', { bytes: 32 }) };
}

/** Production keeps no key in its database: both key rings must come from the environment. */
export function requireProductionSecrets(mode: string, secrets: SecretsConfig): void {
  if (mode !== 'production') return;
  const missing = [
    ...(secrets.tokenSigningKeys ? [] : ['EMONEY_TOKEN_SIGNING_KEYS']),
    ...(secrets.dataKeys ? [] : ['EMONEY_DATA_KEYS']),
  ];
  if (missing.length > 0) throw new ConfigError(`${missing.join(' and ')} must be set in production (kid:base64-key; see docs/security.md)`);
}
