import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertApp } from '../../src/features/credentials/apps.repository.js';
import { PRIVILEGES, type KycModel } from '../../src/features/partners/partners.table.js';
import { location, pkcePair, REDIRECT_URI } from '../support/oauth.js';
import { csrfAgent } from '../support/hosted-csrf.js';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { agentSignUpAndVerify } from '../support/signup.js';

// `skip_kyc` was honoured whatever the app's KYC model, so any app could
// send customers past the hosted KYC screens and get them authorized with no KYC at all.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** An authorization-code app of the sandbox partner under the given KYC model. */
async function authorizationCodeApp(kycModel: KycModel): Promise<string> {
  const clientId = randomUUID();
  await insertApp(server.ctx.db, {
    id: randomUUID(),
    partnerId: server.seed.partnerId,
    clientId,
    kind: 'authorization_code',
    name: `${kycModel} app`,
    privacyPolicyUrl: 'http://localhost:5173/privacy',
    termsOfServiceUrl: 'http://localhost:5173/terms',
    redirectUris: [REDIRECT_URI],
    secretHash: null,
    privileges: PRIVILEGES,
    kycModel,
    userId: null,
  });
  return clientId;
}

/** `GET /auth` with skip_kyc=true, then a fresh sign-up that does not onboard: the hosted request and the decision. */
async function skipKycFlow(clientId: string) {
  const { challenge } = pkcePair();
  const start = await request(server.url)
    .get('/auth')
    .query({ client_id: clientId, code_challenge: challenge, code_challenge_method: 'S256', redirect_uri: REDIRECT_URI, skip_kyc: 'true' });
  expect(start.status).toBe(307);
  const requestId = location(start).searchParams.get('request')!;
  const hosted = await csrfAgent(server);
  await agentSignUpAndVerify(server, hosted, `d-${randomUUID()}@example.org`, 'correct horse battery staple');
  const shown = await hosted.get(`/onboarding/api/requests/${requestId}`);
  expect(shown.status).toBe(200);
  const decision = await hosted.post(`/onboarding/api/requests/${requestId}/decision`).send({ allow: true });
  return { shown: shown.body, decision };
}

describe('skip_kyc only where the app’s KYC model allows it', () => {
  it('does not let a reliance-model app skip the KYC screens', async () => {
    const { shown, decision } = await skipKycFlow(await authorizationCodeApp('reliance'));
    expect(shown.skipKyc).toBe(false);
    expect(decision.status).toBe(409);
    expect(decision.body.message).toBe('Finish onboarding before authorizing the app');
  });

  it('lets a sharing-model app (which submits KYC itself) skip them', async () => {
    const { shown, decision } = await skipKycFlow(await authorizationCodeApp('sharing'));
    expect(shown.skipKyc).toBe(true);
    expect(decision.status).toBe(200);
    expect(new URL(decision.body.redirectTo as string).searchParams.get('code')).toBeTruthy();
  });

  it('re-checks the model at the decision: an app moved to reliance meanwhile no longer skips', async () => {
    const clientId = await authorizationCodeApp('sharing');
    const { challenge } = pkcePair();
    const start = await request(server.url)
      .get('/auth')
      .query({ client_id: clientId, code_challenge: challenge, code_challenge_method: 'S256', redirect_uri: REDIRECT_URI, skip_kyc: 'true' });
    const requestId = location(start).searchParams.get('request')!;
    await server.ctx.db.updateTable('apps').set({ kyc_model: 'reliance' }).where('client_id', '=', clientId).execute();
    const hosted = await csrfAgent(server);
    await agentSignUpAndVerify(server, hosted, `d-${randomUUID()}@example.org`, 'correct horse battery staple');
    const decision = await hosted.post(`/onboarding/api/requests/${requestId}/decision`).send({ allow: true });
    expect(decision.status).toBe(409);
  });
});
