import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { hashClientSecret, verifyClientSecret } from '../../src/features/credentials/client-secrets.js';
import { hashingStats, hashPassword } from '../../src/crypto/passwords.js';
import { findAppByClientId, insertApp, insertPartner } from '../../src/features/credentials/apps.repository.js';
import { startTestServer, type TestServer } from '../support/test-app.js';

// Client secrets were hashed with scrypt like passwords, so every
// wrong-secret token request ran the slow hash (16 concurrent ones slowed everything else).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const token = (clientId: string, secret: string) =>
  request(server.url).post('/auth/token').type('form').send({ grant_type: 'client_credentials', client_id: clientId, client_secret: secret });

async function storedHash(clientId: string): Promise<string | null> {
  return (await findAppByClientId(server.ctx.db, clientId))!.secret_hash;
}

/** A client-credentials app whose stored hash is given (an older deployment's scrypt hash, say). */
async function appWithHash(secretHash: string): Promise<string> {
  const partnerId = randomUUID();
  const clientId = randomUUID();
  await insertPartner(server.ctx.db, partnerId, 'Older partner');
  const seedApp = (await findAppByClientId(server.ctx.db, server.seed.clientId))!;
  await insertApp(server.ctx.db, {
    id: randomUUID(),
    partnerId,
    clientId,
    kind: 'client_credentials',
    name: 'Older app',
    privacyPolicyUrl: 'https://p.test/privacy',
    termsOfServiceUrl: 'https://p.test/terms',
    redirectUris: [],
    secretHash,
    privileges: [],
    kycModel: 'sharing',
    userId: seedApp.user_id,
  });
  return clientId;
}

describe('client secrets use a fast keyed hash (HMAC-SHA256), not scrypt', () => {
  it('stores the seeded secret as hmac-sha256 under a key id, and checks secrets without scrypt', async () => {
    expect(await storedHash(server.seed.clientId)).toMatch(/^hmac-sha256\$[0-9a-f]{12}\$[A-Za-z0-9_-]{43}$/);
    const before = hashingStats().started;
    expect((await token(server.seed.clientId, 'a wrong secret')).status).toBe(400);
    expect((await token(server.seed.clientId, server.seed.clientSecret)).status).toBe(200);
    expect(hashingStats().started).toBe(before);
  });

  it('keeps verifying an older scrypt hash, rewriting it as hmac-sha256 on its first successful use', async () => {
    const secret = `old-secret-${randomUUID()}`;
    const legacy = await hashPassword(secret, 10);
    const clientId = await appWithHash(legacy);
    expect((await token(clientId, 'not it')).status).toBe(400);
    expect(await storedHash(clientId)).toBe(legacy);
    expect((await token(clientId, secret)).status).toBe(200);
    const upgraded = await storedHash(clientId);
    expect(upgraded).toMatch(/^hmac-sha256\$/);
    // From now on the fast hash answers, and only the right secret.
    const before = hashingStats().started;
    expect((await token(clientId, secret)).status).toBe(200);
    expect((await token(clientId, 'not it')).status).toBe(400);
    expect(hashingStats().started).toBe(before);
    expect(await storedHash(clientId)).toBe(upgraded);
  });

  it('keeps the sandbox key in the database, so every process (and the next start) checks the same hashes', async () => {
    const row = await server.ctx.db.selectFrom('settings').select('value').where('key', '=', 'client_secret_hash_key').executeTakeFirst();
    expect(row?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('uses the key from EMONEY_SECRET_HASH_KEY, and a previous key verifies (then is replaced) during a rotation', async () => {
    const oldKey = 'the old key, at least thirty-two characters long';
    const newKey = 'the new key, at least thirty-two characters long';
    const withKey = (hashKey: string, previousHashKeys: string[] = []) => ({
      ...server.ctx,
      db: server.ctx.db.withSchema('public'), // another Database object: keys are cached per database object
      config: { ...server.ctx.config, clientSecrets: { hashKey, previousHashKeys } },
    });
    const before = withKey(oldKey);
    const hash = await hashClientSecret(before, 'the secret');
    const clientId = await appWithHash(hash);
    const app = (await findAppByClientId(server.ctx.db, clientId))!;
    // A deployment that lost the old key cannot check it (a copy of the database alone proves nothing).
    expect(await verifyClientSecret(withKey(newKey), app, 'the secret')).toBe(false);
    const rotating = withKey(newKey, [oldKey]);
    expect(await verifyClientSecret(rotating, app, 'the secret')).toBe(true);
    const rewritten = (await findAppByClientId(server.ctx.db, clientId))!;
    expect(rewritten.secret_hash).not.toBe(hash);
    expect(await verifyClientSecret(withKey(newKey), rewritten, 'the secret')).toBe(true);
    expect(await verifyClientSecret(withKey(newKey), rewritten, 'the secreT')).toBe(false);
  });

  it('requires EMONEY_SECRET_HASH_KEY (32 characters or more) in production', () => {
    expect(() => loadConfig({ EMONEY_MODE: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ EMONEY_MODE: 'production' })).toThrow(/EMONEY_SECRET_HASH_KEY is required in production/);
    expect(() => loadConfig({ EMONEY_SECRET_HASH_KEY: 'short' })).toThrow(/EMONEY_SECRET_HASH_KEY must be at least 32 characters/);
    expect(loadConfig({ EMONEY_MODE: 'production', EMONEY_SECRET_HASH_KEY: 'k'.repeat(32) }).clientSecrets.hashKey).toBe('k'.repeat(32));
    expect(loadConfig({}).clientSecrets.hashKey).toBeUndefined();
  });
});
