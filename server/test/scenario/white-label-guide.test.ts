/**
 * A partner script written from the provider's white-label guide
 * (white-label-guide.partner.ts, plain fetch) runs unchanged against a real sandbox server, up to
 * an approved profile with an IBAN. Waiting is the only thing the test supplies: each wait moves
 * the sandbox clock by its KYC and IBAN delays and runs what fell due, as time would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { runWhiteLabelGuide } from './white-label-guide.partner.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const environment = (token: string) => ({
  api: server.url,
  clientId: server.seed.clientId,
  clientSecret: server.seed.clientSecret,
  // As the provider's guide writes it: the server takes the provider's media type too.
  accept: 'application/vnd.monerium.api-v2+json',
  sumsubApplicantToken: token,
  wait: async () => {
    server.clock.advance(Math.max(server.ctx.config.sandbox.kycDelayMs, server.ctx.config.sandbox.ibanDelayMs));
    await server.jobs.runDue();
  },
});

describe("the provider's white-label guide, as a partner wrote it", () => {
  it('onboards a person by KYC sharing up to an approved profile with an IBAN', async () => {
    const outcome = await runWhiteLabelGuide(environment('sandbox-approved'));
    expect(outcome.steps.filter((s) => s.status >= 300), JSON.stringify(outcome.steps)).toEqual([]);
    expect(outcome.steps.slice(0, 4)).toEqual([
      { step: 'POST /auth/token', status: 200 },
      { step: 'POST /profiles', status: 201 },
      { step: 'POST /profiles/{profileId}/share', status: 202 },
      { step: 'PATCH /profiles/{profileId}/form', status: 202 },
    ]);
    expect(outcome.state).toBe('approved');
    expect(outcome.iban).toMatch(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/);
    // The server agrees: the profile, its parts, and the IBAN on the wallet the script linked.
    const profile = await server.ctx.db.selectFrom('profiles').selectAll().where('id', '=', outcome.profileId).executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ state: 'approved', name: 'Jane Doe', kind: 'personal' });
  });

  it('stops at a rejected profile when the applicant is rejected (the sandbox-rejected token)', async () => {
    const outcome = await runWhiteLabelGuide(environment('sandbox-rejected'));
    expect(outcome.state).toBe('rejected');
    expect(outcome.iban).toBe('');
  });
});
