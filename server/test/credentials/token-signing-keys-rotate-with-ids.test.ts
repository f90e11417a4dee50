import { randomBytes } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { Migrator } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServices } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/config.js';
import { signAccessToken, type AccessTokenClaims } from '../../src/features/access/access-tokens.js';
import type { AccessTokenKeys } from '../../src/features/access/access-token-keys.js';
import { DatabaseTokenKeys, RETIRED_KEY_OVERLAP_MS, rotateSigningKey } from '../../src/features/credentials/token-keys.js';
import type { NamedKey } from '../../src/features/secrets/key-ring.js';
import { ManualClock } from '../../src/clock.js';
import { migrations } from '../../src/db/migrations/index.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { createLogger } from '../../src/logger.js';
import { openTestDatabase } from '../support/test-db.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { testKey } from '../support/test-secrets.js';
import { clientCredentialsToken } from '../support/tokens.js';

// Access tokens were signed with one key kept in the database, with no
// key id and no way to rotate it; production had no way to keep the key out of the database.

/** The claims of a real token, to sign again with another key. */
function claimsOf(token: string): AccessTokenClaims {
  const payload = decodeJwt(token) as Record<string, string>;
  return { userId: payload.sub!, clientId: payload.cid!, familyId: payload.fam!, authMethod: payload.amr as 'resource' };
}

/** Keys that sign with exactly `key` (a token as a holder of that key would make it). */
const only = (key: NamedKey): AccessTokenKeys => ({ signing: async () => key, verifying: async () => key, accepts: () => true });

const context = (server: TestServer, token: string) => request(server.url).get('/auth/context').set('Authorization', `Bearer ${token}`);

describe('the sandbox’s own keys (in the database) have ids and rotate with overlap', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('names the signing key in every token’s header', async () => {
    const token = await clientCredentialsToken(server);
    const header = decodeProtectedHeader(token);
    const current = await server.ctx.db.selectFrom('signing_keys').select('kid').where('retired_at', 'is', null).execute();
    expect(header.alg).toBe('HS256');
    expect(current.map((k) => k.kid)).toContain(header.kid);
  });

  it('after a rotation signs with the new key and accepts the old key’s tokens until they expire, then never again', async () => {
    const before = await clientCredentialsToken(server);
    const oldKid = decodeProtectedHeader(before).kid!;
    const oldSecret = (await server.ctx.db.selectFrom('signing_keys').select('secret').where('kid', '=', oldKid).executeTakeFirstOrThrow()).secret;
    const oldKey = { kid: oldKid, secret: new Uint8Array(Buffer.from(oldSecret, 'base64url')) };
    const newKid = await rotateSigningKey(server.ctx.db, server.clock.now());
    await server.ctx.signingKey.reread?.();

    const after = await clientCredentialsToken(server);
    expect(decodeProtectedHeader(after).kid).toBe(newKid);
    expect(newKid).not.toBe(oldKid);
    expect((await context(server, before)).status).toBe(200);
    expect((await context(server, after)).status).toBe(200);

    // A token made with the retired key now (as a thief of that key would) works only inside the overlap.
    server.clock.advance(RETIRED_KEY_OVERLAP_MS - 60_000);
    const fresh = await clientCredentialsToken(server);
    const lateWithOldKey = await signAccessToken(claimsOf(fresh), only(oldKey), server.ctx.config.publicUrl, server.clock.now());
    expect((await context(server, lateWithOldKey)).status).toBe(200);
    server.clock.advance(60_000);
    const pastOverlap = await signAccessToken(claimsOf(fresh), only(oldKey), server.ctx.config.publicUrl, server.clock.now());
    expect((await context(server, pastOverlap)).status).toBe(401);
    // The one verified inside the overlap is refused now too: a token checked from memory has its key judged again.
    expect(server.ctx.signingKey.accepts(oldKid)).toBe(false);
    expect((await context(server, lateWithOldKey)).status).toBe(401);
    expect((await context(server, fresh)).status).toBe(200);
  });

  it('refuses a token naming an unknown key, or signed with another key under a known id', async () => {
    const token = await clientCredentialsToken(server);
    const claims = claimsOf(token);
    const kid = decodeProtectedHeader(token).kid!;
    const url = server.ctx.config.publicUrl;
    expect((await context(server, await signAccessToken(claims, only(testKey('nobody')), url, server.clock.now()))).status).toBe(401);
    expect((await context(server, await signAccessToken(claims, only(testKey(kid)), url, server.clock.now()))).status).toBe(401);
  });

  it('still accepts a token from before key ids (no kid) signed with the migrated legacy key', async () => {
    const secret = randomBytes(32);
    await server.ctx.db.insertInto('signing_keys').values({ kid: 'legacy', secret: secret.toString('base64url'), created_at: server.clock.now(), retired_at: null }).onConflict((oc) => oc.column('kid').doUpdateSet({ secret: secret.toString('base64url') })).execute();
    await server.ctx.signingKey.reread?.();
    const claims = claimsOf(await clientCredentialsToken(server));
    const iat = Math.floor(server.clock.now().getTime() / 1000);
    const noKid = await new SignJWT({ cid: claims.clientId, fam: claims.familyId, amr: claims.authMethod })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setIssuer(server.ctx.config.publicUrl)
      .setSubject(claims.userId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(secret);
    expect((await context(server, noKid)).status).toBe(200);
  });
});

describe('keys from the environment (EMONEY_TOKEN_SIGNING_KEYS)', () => {
  let server: TestServer;
  const current = testKey('2026-11');
  const previous = testKey('2026-10');
  beforeAll(async () => {
    server = await startTestServer({ mode: 'production', rpcUrls: {}, secrets: { tokenSigningKeys: [current, previous], dataKeys: [testKey('data')] } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('signs with the first key and keeps none in the database', async () => {
    const token = await clientCredentialsToken(server);
    expect(decodeProtectedHeader(token).kid).toBe('2026-11');
    expect(await server.ctx.db.selectFrom('signing_keys').selectAll().execute()).toEqual([]);
  });

  it('verifies tokens of the previous key listed after it, and of no other', async () => {
    const claims = claimsOf(await clientCredentialsToken(server));
    const url = server.ctx.config.publicUrl;
    expect((await context(server, await signAccessToken(claims, only(previous), url, server.clock.now()))).status).toBe(200);
    expect((await context(server, await signAccessToken(claims, only(testKey('2026-09')), url, server.clock.now()))).status).toBe(401);
  });

  it('parses the variable, and production refuses to start without it', async () => {
    const encoded = `2026-11:${Buffer.from(current.secret).toString('base64')},2026-10:${Buffer.from(previous.secret).toString('base64url')}`;
    const parsed = loadConfig({ EMONEY_TOKEN_SIGNING_KEYS: encoded }).secrets.tokenSigningKeys!;
    expect(parsed.map((k) => k.kid)).toEqual(['2026-11', '2026-10']);
    expect(Buffer.from(parsed[1]!.secret).equals(Buffer.from(previous.secret))).toBe(true);
    expect(() => loadConfig({ EMONEY_TOKEN_SIGNING_KEYS: `short:${randomBytes(16).toString('base64')}` })).toThrow(/at least 32/);
    const config = loadConfig({ EMONEY_MODE: 'production', EMONEY_SECRET_HASH_KEY: randomBytes(32).toString('base64'), EMONEY_DATA_KEYS: `d:${randomBytes(32).toString('base64')}` });
    await expect(startServices(config, createLogger('silent', 'json'))).rejects.toThrow(/EMONEY_TOKEN_SIGNING_KEYS must be set in production/);
  });
});

describe('upgrading a deployment keeps its key', () => {
  it('turns the single key kept in settings into the key `legacy`, which still verifies tokens without kid', async () => {
    const database = await openTestDatabase(createLogger('silent', 'json'));
    try {
      const db = database.db;
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const back = await migrator.migrateTo('2026_11_23_security_002_link_proofs');
      expect(back.error).toBeUndefined();
      const secret = randomBytes(32).toString('base64url');
      await db.insertInto('settings').values({ key: 'access_token_signing_key', value: secret }).execute();
      await migrateToLatest(db);
      const rows = await db.selectFrom('signing_keys').selectAll().execute();
      expect(rows.map((r) => [r.kid, r.secret, r.retired_at])).toEqual([['legacy', secret, null]]);
      expect(await db.selectFrom('settings').select('key').where('key', '=', 'access_token_signing_key').execute()).toEqual([]);
      const keys = await DatabaseTokenKeys.open(db, new ManualClock());
      expect((await keys.signing()).kid).toBe('legacy');
      expect(Buffer.from((await keys.verifying(undefined))!.secret).toString('base64url')).toBe(secret);
    } finally {
      await database.close();
    }
  });
});
