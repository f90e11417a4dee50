import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { seedSandbox } from '../../src/features/sandbox/sandbox-seed.js';
import { startTestServer, type TestServer } from '../support/test-app.js';

// A SIWE message must list the app's registered privacy and terms URLs: a sandbox takes them from
// the environment (EMONEY_SEED_PRIVACY_URL, EMONEY_SEED_TERMS_URL), on every start.
describe("the seeded apps' legal URLs", () => {
  let server: TestServer;
  const env = { EMONEY_SEED_PRIVACY_URL: 'https://partner.example/privacy', EMONEY_SEED_TERMS_URL: 'https://partner.example/terms' };
  beforeAll(async () => {
    server = await startTestServer({ seed: loadConfig({ ...process.env, ...env }).seed });
  });
  afterAll(async () => {
    await server?.close();
  });

  const urls = () =>
    server.ctx.db.selectFrom('apps').select(['privacy_policy_url', 'terms_of_service_url']).where('client_id', 'in', [server.seed.clientId, server.seed.authClientId]).execute();

  it('come from the environment', async () => {
    expect(await urls()).toEqual([
      { privacy_policy_url: env.EMONEY_SEED_PRIVACY_URL, terms_of_service_url: env.EMONEY_SEED_TERMS_URL },
      { privacy_policy_url: env.EMONEY_SEED_PRIVACY_URL, terms_of_service_url: env.EMONEY_SEED_TERMS_URL },
    ]);
  });

  it('follow a changed environment on the next start', async () => {
    const seed = { ...server.ctx.config.seed, clientId: server.seed.clientId, authClientId: server.seed.authClientId, privacyPolicyUrl: 'https://other.example/p', termsOfServiceUrl: 'https://other.example/t' };
    await seedSandbox({ ...server.ctx, config: { ...server.ctx.config, seed } });
    for (const row of await urls()) expect(row).toEqual({ privacy_policy_url: 'https://other.example/p', terms_of_service_url: 'https://other.example/t' });
  });

  it('refuses a URL that is not absolute http(s)', () => {
    expect(() => loadConfig({ EMONEY_SEED_TERMS_URL: 'terms.html' })).toThrow(/EMONEY_SEED_TERMS_URL must be an absolute http\(s\) URL/);
  });
});
