import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { CLIENT_AUTH_REQUIRED } from '../../src/features/oauth/token.service.js';
import { seedSandbox } from '../../src/features/sandbox/sandbox-seed.js';
import { exchangeCode, hostedFlow, refreshToken } from '../support/oauth.js';
import { startTestServer, type TestServer } from '../support/test-app.js';

// A client-credentials refresh token survived rotating the secret, and
// renewed itself with client_id alone in every mode.
let sandbox: TestServer;
let strict: TestServer;
/** The sandbox server's client secret (the first test changes it). */
let sandboxSecret: string;
beforeAll(async () => {
  sandbox = await startTestServer();
  sandboxSecret = sandbox.seed.clientSecret;
  strict = await startTestServer({ auth: { ...loadConfig({}).auth, requireClientAuthOnRefresh: true } });
});
afterAll(async () => {
  await Promise.all([sandbox?.close(), strict?.close()]);
});

async function clientCredentials(server: TestServer, secret = server.seed.clientSecret) {
  return request(server.url).post('/auth/token').type('form').send({ grant_type: 'client_credentials', client_id: server.seed.clientId, client_secret: secret });
}

const refreshWith = (server: TestServer, refresh: string, fields: Record<string, string>) =>
  request(server.url)
    .post('/auth/token')
    .type('form')
    .send({ grant_type: 'refresh_token', client_id: server.seed.clientId, refresh_token: refresh, ...fields });

describe('a changed client secret revokes the app’s tokens', () => {
  it('ends refresh and access tokens got with the old secret; the new secret works, the old one not', async () => {
    const grant = await clientCredentials(sandbox);
    expect(grant.status).toBe(200);
    const { access_token: access, refresh_token: refresh } = grant.body as { access_token: string; refresh_token: string };
    expect((await request(sandbox.url).get('/auth/context').set('Authorization', `Bearer ${access}`)).status).toBe(200);

    // The deployment restarts with another EMONEY_SEED_CLIENT_SECRET: the seed changes the secret.
    const newSecret = 'a brand new sandbox client secret';
    const restarted = { ...sandbox.ctx, config: { ...sandbox.ctx.config, seed: { ...sandbox.ctx.config.seed, clientId: sandbox.seed.clientId, clientSecret: newSecret } } };
    await seedSandbox(restarted);
    sandboxSecret = newSecret;

    const renewed = await refreshToken(sandbox, refresh, sandbox.seed.clientId);
    expect(renewed.status).toBe(400);
    expect(renewed.body.message).toBe('The refresh token has been revoked');
    expect((await request(sandbox.url).get('/auth/context').set('Authorization', `Bearer ${access}`)).status).toBe(401);
    expect((await clientCredentials(sandbox)).status).toBe(400);
    expect((await clientCredentials(sandbox, newSecret)).status).toBe(200);
    // The same secret again (a plain restart) changes nothing and revokes nothing.
    const kept = await clientCredentials(sandbox, newSecret);
    await seedSandbox(restarted);
    expect((await refreshToken(sandbox, kept.body.refresh_token as string, sandbox.seed.clientId)).status).toBe(200);
  });
});

describe('client authentication on refresh for confidential clients (EMONEY_REQUIRE_CLIENT_AUTH_ON_REFRESH)', () => {
  it('refuses a client-credentials refresh without the secret, or with a wrong one, where required', async () => {
    const { refresh_token: refresh } = (await clientCredentials(strict)).body as { refresh_token: string };
    const bare = await refreshToken(strict, refresh, strict.seed.clientId);
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({ code: 'validation_error', message: CLIENT_AUTH_REQUIRED, errors: { client_secret: CLIENT_AUTH_REQUIRED } });
    const wrong = await refreshWith(strict, refresh, { client_secret: 'not the secret' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The client secret is wrong');
    // Refused before the token was touched: it still renews with the secret.
    const right = await refreshWith(strict, refresh, { client_secret: strict.seed.clientSecret });
    expect(right.status).toBe(200);
  });

  it('leaves public clients (authorization code flow, PKCE, no secret) refreshing with client_id alone', async () => {
    const flow = await hostedFlow(strict);
    const tokens = await exchangeCode(strict, flow.code, flow.verifier);
    expect(tokens.status).toBe(200);
    const renewed = await refreshToken(strict, tokens.body.refresh_token as string, strict.seed.authClientId);
    expect(renewed.status).toBe(200);
  });

  it('in the sandbox (default off) a client-credentials refresh works with client_id alone, but a secret sent must be right', async () => {
    const { refresh_token: refresh } = (await clientCredentials(sandbox, sandboxSecret)).body as { refresh_token: string };
    const wrong = await refreshWith(sandbox, refresh, { client_secret: 'not the secret' });
    expect(wrong.status).toBe(400);
    const bare = await refreshToken(sandbox, refresh, sandbox.seed.clientId);
    expect(bare.status).toBe(200);
  });

  it('is on by default in production, off in the sandbox, and EMONEY_REQUIRE_CLIENT_AUTH_ON_REFRESH overrides', () => {
    const key = { EMONEY_SECRET_HASH_KEY: 'k'.repeat(32) };
    expect(loadConfig({ EMONEY_MODE: 'production', ...key }).auth.requireClientAuthOnRefresh).toBe(true);
    expect(loadConfig({}).auth.requireClientAuthOnRefresh).toBe(false);
    expect(loadConfig({ EMONEY_REQUIRE_CLIENT_AUTH_ON_REFRESH: 'true' }).auth.requireClientAuthOnRefresh).toBe(true);
    expect(loadConfig({ EMONEY_MODE: 'production', EMONEY_REQUIRE_CLIENT_AUTH_ON_REFRESH: 'false', ...key }).auth.requireClientAuthOnRefresh).toBe(false);
    expect(() => loadConfig({ EMONEY_REQUIRE_CLIENT_AUTH_ON_REFRESH: 'yes' })).toThrow('EMONEY_REQUIRE_CLIENT_AUTH_ON_REFRESH must be "true" or "false"');
  });
});
