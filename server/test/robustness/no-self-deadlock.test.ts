import { SignJWT } from 'jose';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { rotateSigningKey } from '../../src/features/credentials/token-keys.js';
import { ConnectionReentryError, runAsConnectionOwner, takeConnectionReentries } from '../../src/db/connection-guard.js';
import type { DatabaseHandle } from '../../src/db/database.js';
import { createLogger } from '../../src/logger.js';
import { openTestDatabase } from '../support/test-db.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';

/** Fails a request that does not answer within `ms` (a hang would otherwise last until the test's timeout). */
function within<T>(ms: number, what: string, promise: PromiseLike<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms: the server waits on itself`)), ms);
  });
  return Promise.race([Promise.resolve(promise), timeout]).finally(() => clearTimeout(timer));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const RELOAD_MS = 200;

describe('a sandbox that rereads its signing keys keeps answering', () => {
  let server: TestServer;
  let startedAt = 0;
  beforeAll(async () => {
    server = await startTestServer({ auth: { ...loadConfig().auth, signingKeysReloadMs: RELOAD_MS } });
    startedAt = performance.now();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('issues tokens and serves the API after the key lifetime has passed, again and again', async () => {
    for (let round = 0; round < 3; round++) {
      await sleep(RELOAD_MS * 2);
      const token = await within(5000, `token request (round ${round + 1})`, clientCredentialsToken(server));
      const profiles = await within(5000, 'GET /profiles', request(server.url).get('/profiles').set('Authorization', `Bearer ${token}`));
      expect(profiles.status).toBe(200);
    }
  });

  it('answers a revoke of a token naming an unknown key at once, and keeps serving', async () => {
    // An unknown key id makes the server look for new keys, at most every 5 s: let that time pass.
    await sleep(Math.max(0, 5200 - (performance.now() - startedAt)));
    const forged = await new SignJWT({ cid: server.seed.clientId, fam: '00000000-0000-4000-8000-000000000000', amr: 'resource' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: 'no-such-key' })
      .setIssuer(server.url)
      .setSubject('00000000-0000-4000-8000-000000000001')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new Uint8Array(32));
    const revoke = await within(
      5000,
      'POST /auth/revoke',
      request(server.url).post('/auth/revoke').type('form').send({ client_id: server.seed.clientId, token: forged }),
    );
    expect(revoke.status).toBe(200);
    await sleep(50);
    const again = await within(5000, 'POST /auth/revoke (again)', request(server.url).post('/auth/revoke').type('form').send({ client_id: server.seed.clientId, token: forged }));
    expect(again.status).toBe(200);
    const token = await within(5000, 'token request after the revoke', clientCredentialsToken(server));
    expect(token).toMatch(/\./);
  });
});

describe('the connection guard', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    // On PGlite (one connection) a request waiting on its own transaction would hang forever;
    // test databases on PostgreSQL are guarded too.
    handle = await openTestDatabase(createLogger('silent'));
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('throws at once, naming both call sites, when a request asks for a connection its own transaction holds', async () => {
    const db = handle.db;
    const attempt = runAsConnectionOwner('GET /test', () =>
      db.transaction().execute(async (trx) => {
        await trx.selectNoFrom((eb) => eb.val(1).as('one')).execute();
        // The mistake: the root handle inside the transaction.
        await db.selectNoFrom((eb) => eb.val(2).as('two')).execute();
      }),
    );
    const error = await within(2000, 'the guarded query', attempt.then(() => null, (err: unknown) => err));
    expect(error).toBeInstanceOf(ConnectionReentryError);
    // Recorded too, for servers whose code catches it; this one was on purpose.
    expect(takeConnectionReentries()).toHaveLength(1);
    const message = (error as Error).message;
    expect(message).toContain('GET /test');
    // Both call sites are named: where the transaction began and where the second connection was asked for.
    expect(message).toMatch(/transaction begun at:\n.*no-self-deadlock\.test\.ts/);
    expect(message).toMatch(/second connection asked for at:\n.*no-self-deadlock\.test\.ts/);
    // The transaction was rolled back and the connection released: the database still answers.
    const after = await within(2000, 'a query after the error', db.selectNoFrom((eb) => eb.val(3).as('three')).executeTakeFirst());
    expect(Number(after?.three)).toBe(3);
  });

  it('lets one request run root queries side by side, and another request wait for a transaction', async () => {
    const db = handle.db;
    const both = await runAsConnectionOwner('GET /a', () =>
      Promise.all([db.selectNoFrom((eb) => eb.val(1).as('v')).executeTakeFirst(), db.selectNoFrom((eb) => eb.val(2).as('v')).executeTakeFirst()]),
    );
    expect(both.map((r) => Number(r?.v))).toEqual([1, 2]);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = runAsConnectionOwner('POST /a', () => db.transaction().execute(async () => held));
    const second = runAsConnectionOwner('POST /b', () => db.selectNoFrom((eb) => eb.val(4).as('v')).executeTakeFirst());
    setTimeout(release, 50);
    await within(2000, 'two owners', Promise.all([first, second]));
    expect(Number((await second)?.v)).toBe(4);
  });
});

describe('a rotated signing key', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ auth: { ...loadConfig().auth, signingKeysReloadMs: RELOAD_MS } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const kidOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { kid: string }).kid;

  it('signs new tokens in a running sandbox within the reread interval, and old tokens keep working', async () => {
    const before = await clientCredentialsToken(server);
    // Rotated by another process on the same database (the rotation command on PostgreSQL).
    const kid = await rotateSigningKey(server.ctx.db, server.clock.now());
    await sleep(RELOAD_MS * 3);
    const after = await clientCredentialsToken(server);
    expect(kidOf(after)).toBe(kid);
    expect(kidOf(before)).not.toBe(kid);
    expect((await request(server.url).get('/profiles').set('Authorization', `Bearer ${before}`)).status).toBe(200);
  });
});
