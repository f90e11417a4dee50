import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-app.js';
import { clientCredentialsToken } from '../support/tokens.js';
import {
  afterKycDelay,
  api,
  corporateDetails,
  partnerApp,
  personalDetails,
  personalForm,
  profileEvents,
  signUpCustomer,
  submitAll,
  uploadFor,
  type Api,
} from './helpers.js';

let server: TestServer;
let partner: Api;
beforeAll(async () => {
  server = await startTestServer();
  partner = api(server, await clientCredentialsToken(server));
});
afterAll(async () => {
  await server?.close();
});

const state = async (id: string) => (await partner.get(`/profiles/${id}`)).body.state as string;
const decide = (id: string, decision: string) => partner.post(`/sandbox/profiles/${id}`, { state: decision });

describe('sandbox decisions', () => {
  it('come only after EMONEY_SANDBOX_KYC_DELAY_MS, and approve by default', async () => {
    const id = await signUpCustomer(partner);
    await submitAll(partner, id, 'personal');
    server.clock.advance(server.ctx.config.sandbox.kycDelayMs - 1);
    await server.jobs.runDue();
    expect(await state(id)).toBe('pending');
    server.clock.advance(1);
    await server.jobs.runDue();
    expect(await state(id)).toBe('approved');
    expect((await profileEvents(server, id)).map((e) => e.state)).toEqual(['incomplete', 'pending', 'approved']);
  });

  it.each([
    ['a last name "Reject"', 'rejected', 'personal', personalDetails({ lastName: 'Reject' })],
    ['a last name " block " (any case, spaces around)', 'blocked', 'personal', personalDetails({ lastName: ' block ' })],
    ['"Reject" only as a first name', 'approved', 'personal', personalDetails({ firstName: 'Reject', lastName: 'Rejectson' })],
    ['a company name starting with "Reject"', 'rejected', 'corporate', corporateDetails({ name: 'Reject Holdings ehf.' })],
    ['a company name starting with "BLOCK"', 'blocked', 'corporate', corporateDetails({ name: 'BLOCK Trading Ltd' })],
    ['"Reject" inside a company name', 'approved', 'corporate', corporateDetails({ name: 'Acme Reject Ltd' })],
  ] as const)('decides %s: %s', async (_label, outcome, kind, details) => {
    const id = await signUpCustomer(partner);
    await submitAll(partner, id, kind, details);
    await afterKycDelay(server);
    expect(await state(id)).toBe(outcome);
    const events = await profileEvents(server, id);
    expect(events.at(-1)).toMatchObject({ id, kind, name: expect.any(String), state: outcome });
  });
});

describe('the state machine', () => {
  it('lets a rejected profile fix its details and go pending again, then decides it again', async () => {
    const id = await signUpCustomer(partner);
    await submitAll(partner, id, 'personal', personalDetails({ lastName: 'Reject' }));
    await afterKycDelay(server);
    expect(await state(id)).toBe('rejected');
    const fixed = await partner.put(`/profiles/${id}/details`, { personal: personalDetails({ lastName: 'Doe' }) });
    expect(fixed.status).toBe(202);
    expect(fixed.body).toEqual({ id, kind: 'personal', name: 'Jane Doe', state: 'pending' });
    await afterKycDelay(server);
    expect(await state(id)).toBe('approved');
    expect((await profileEvents(server, id)).map((e) => `${e.name}: ${e.state}`)).toEqual([
      'Jane Reject: incomplete',
      'Jane Reject: pending',
      'Jane Reject: rejected',
      'Jane Doe: pending',
      'Jane Doe: approved',
    ]);
  });

  it('refuses every submission for a blocked profile (409)', async () => {
    const id = await signUpCustomer(partner);
    await submitAll(partner, id, 'personal', personalDetails({ lastName: 'Block' }));
    await afterKycDelay(server);
    expect(await state(id)).toBe('blocked');
    const fileId = await uploadFor(partner, id);
    for (const [path, body] of [
      ['details', { personal: personalDetails() }],
      ['form', { personal: personalForm() }],
      ['verifications', { personal: [{ kind: 'enhancedDueDiligence', documents: [{ name: 'More', fileId }] }] }],
    ] as const) {
      const res = await partner.put(`/profiles/${id}/${path}`, body);
      expect(res.status, path).toBe(409);
      expect(res.body.code).toBe('conflict');
    }
    expect(await state(id)).toBe('blocked');
  });

  it('keeps resubmissions of a pending profile pending, decided once', async () => {
    const id = await signUpCustomer(partner);
    await submitAll(partner, id, 'personal');
    const again = await partner.put(`/profiles/${id}/form`, { personal: personalForm({ occupation: 'OCCUPATION_RETIRED' }) });
    expect(again.body.state).toBe('pending');
    await afterKycDelay(server);
    expect((await profileEvents(server, id)).map((e) => e.state)).toEqual(['incomplete', 'pending', 'approved']);
  });
});

describe('the simulator (POST /sandbox/profiles/{profile})', () => {
  it('sets the state at once and emits profile.updated; the same state again changes nothing', async () => {
    const id = await signUpCustomer(partner);
    await submitAll(partner, id, 'personal');
    const res = await decide(id, 'rejected');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id, kind: 'personal', name: 'Jane Doe', state: 'rejected' });
    expect(await state(id)).toBe('rejected');
    expect((await decide(id, 'rejected')).status).toBe(200);
    expect((await profileEvents(server, id)).map((e) => e.state)).toEqual(['incomplete', 'pending', 'rejected']);
  });

  it('closes the automatic decision it overtook: a later round is not decided early by the stale job', async () => {
    const id = await signUpCustomer(partner);
    await submitAll(partner, id, 'personal');
    await decide(id, 'rejected');
    // Resubmitted half-way through the first round's delay: the first job comes due first.
    server.clock.advance(server.ctx.config.sandbox.kycDelayMs / 2);
    expect((await partner.put(`/profiles/${id}/details`, { personal: personalDetails({ firstName: 'Anna' }) })).body.state).toBe('pending');
    server.clock.advance(server.ctx.config.sandbox.kycDelayMs / 2);
    await server.jobs.runDue();
    expect(await state(id)).toBe('pending');
    await afterKycDelay(server);
    expect(await state(id)).toBe('approved');
  });

  it('can block an approved profile, which then cannot resubmit', async () => {
    const id = await signUpCustomer(partner);
    await submitAll(partner, id, 'personal');
    await afterKycDelay(server);
    expect((await decide(id, 'blocked')).body.state).toBe('blocked');
    expect((await partner.put(`/profiles/${id}/details`, { personal: personalDetails() })).status).toBe(409);
  });

  it('validates the decision', async () => {
    const id = await signUpCustomer(partner);
    const res = await decide(id, 'pending');
    expect(res.status).toBe(400);
    expect(res.body.errors.state).toBe('State must be one of: approved, rejected, blocked');
  });
});

describe('the reliance model', () => {
  it('needs only the details: pending at once, approved after the delay, form not needed', async () => {
    const reliance = api(server, (await partnerApp(server, { kycModel: 'reliance' })).token);
    const id = await signUpCustomer(reliance);
    const res = await reliance.put(`/profiles/${id}/details`, { personal: personalDetails() });
    expect(res.status).toBe(202);
    expect(res.body.state).toBe('pending');
    await afterKycDelay(server);
    expect((await reliance.get(`/profiles/${id}`)).body.state).toBe('approved');
    // The provider may still ask for enhanced due diligence.
    const fileId = await uploadFor(reliance, id);
    const edd = await reliance.put(`/profiles/${id}/verifications`, { personal: [{ kind: 'enhancedDueDiligence', documents: [{ name: 'Source of funds', fileId }] }] });
    expect(edd.status).toBe(202);
  });

  it('applies the triggers too', async () => {
    const reliance = api(server, (await partnerApp(server, { kycModel: 'reliance' })).token);
    const id = await signUpCustomer(reliance);
    await reliance.put(`/profiles/${id}/details`, { corporate: corporateDetails({ name: 'Reject Me ehf.' }) });
    await afterKycDelay(server);
    expect((await reliance.get(`/profiles/${id}`)).body).toEqual({
      id,
      kind: 'corporate',
      name: 'Reject Me ehf.',
      state: 'rejected',
      details: { state: 'rejected' },
      form: { state: 'incomplete' },
      verifications: [],
    });
  });

  it('while the same details under sharing leave the profile incomplete', async () => {
    const id = await signUpCustomer(partner);
    expect((await partner.put(`/profiles/${id}/details`, { personal: personalDetails() })).body.state).toBe('incomplete');
    await afterKycDelay(server);
    expect(await state(id)).toBe('incomplete');
  });
});

describe('production mode', () => {
  let production: TestServer;
  beforeAll(async () => {
    production = await startTestServer({ mode: 'production' });
  });
  afterAll(async () => {
    await production?.close();
  });

  it('takes no automatic decision (stays pending) and has no simulator (404)', async () => {
    const client = api(production, await clientCredentialsToken(production));
    const id = await signUpCustomer(client);
    await submitAll(client, id, 'personal', personalDetails({ lastName: 'Reject' }));
    production.clock.advance(production.ctx.config.sandbox.kycDelayMs * 10);
    await production.jobs.runDue();
    expect((await client.get(`/profiles/${id}`)).body.state).toBe('pending');
    const simulate = await client.post(`/sandbox/profiles/${id}`, { state: 'approved' });
    expect(simulate.status).toBe(404);
    expect((await client.get(`/profiles/${id}`)).body.state).toBe('pending');
    expect((await profileEvents(production, id)).map((e) => e.state)).toEqual(['incomplete', 'pending']);
  });
});
