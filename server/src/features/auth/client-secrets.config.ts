/**
 * The key client secrets are hashed with (HMAC-SHA256). Production takes it from the environment
 * (`EMONEY_SECRET_HASH_KEY`, required there), so a copy of the database alone cannot check a
 * guessed secret; the sandbox generates one and keeps it in the `settings` table when unset.
 * `EMONEY_SECRET_HASH_PREVIOUS_KEYS` (comma-separated) still verifies hashes made with older
 * keys while they are rewritten with the current one: rotation with overlap.
 */
export interface ClientSecretConfig {
  hashKey: string | undefined;
  previousHashKeys: string[];
}

type ConfigErrorClass = new (message: string) => Error;

/** At least 32 characters: e.g. `openssl rand -base64 32`. */
const MIN_KEY_LENGTH = 32;

export function loadClientSecretConfig(env: NodeJS.ProcessEnv, mode: string, ConfigError: ConfigErrorClass): ClientSecretConfig {
  const hashKey = env.EMONEY_SECRET_HASH_KEY?.trim() || undefined;
  const previousHashKeys = (env.EMONEY_SECRET_HASH_PREVIOUS_KEYS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k !== '');
  for (const [name, key] of [...(hashKey ? [['EMONEY_SECRET_HASH_KEY', hashKey]] : []), ...previousHashKeys.map((k) => ['EMONEY_SECRET_HASH_PREVIOUS_KEYS', k])]) {
    if (key!.length < MIN_KEY_LENGTH) throw new ConfigError(`${name} must be at least ${MIN_KEY_LENGTH} characters (e.g. \`openssl rand -base64 32\`)`);
  }
  if (mode === 'production' && !hashKey) {
    throw new ConfigError('EMONEY_SECRET_HASH_KEY is required in production: the key client secrets are hashed with (e.g. `openssl rand -base64 32`)');
  }
  return { hashKey, previousHashKeys };
}
